import type { TSessionUser } from '@rally/contracts/auth';
import { paths } from './paths.ts';

/** Where a user lands after sign-in or when opening a login-only screen (spec section 6). */
export function homePathFor(user: TSessionUser): string {
  switch (user.role) {
    case 'admin':
      return paths.home.href();
    // Players land on their own home (their games and today's checklist): the start e-mail's
    // sign-in link brings them here. Spec section 6 sends them to `/`, the organisers' dashboard.
    case 'player':
      return paths.play.href();
    case 'company_admin':
      return user.encrypt_id ? paths.games.view.href(user.encrypt_id) : paths.home.href();
    case 'client':
      return paths.accessControl.href();
    default:
      return paths.login.href();
  }
}
