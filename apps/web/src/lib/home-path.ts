import type { TSessionUser } from '@rally/contracts/auth';
import { paths } from './paths.ts';

/** Where a user lands after sign-in or when opening a login-only screen (spec section 6). */
export function homePathFor(user: TSessionUser): string {
  switch (user.role) {
    case 'admin':
    case 'player':
      return paths.home.href();
    case 'company_admin':
      return user.encrypt_id ? paths.games.view.href(user.encrypt_id) : paths.home.href();
    case 'client':
      return paths.accessControl.href();
    default:
      return paths.login.href();
  }
}
