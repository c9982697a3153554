import type { TAction, TSubject } from '@rally/contracts/abilities';
import { homePathFor } from '../lib/home-path.ts';
import { paths, safeReturnPath } from '../lib/paths.ts';
import type { TRouteMeta } from '../lib/route-meta.ts';
import type { TSession } from '../lib/session.ts';

const DEFAULT_ACCESS = { action: 'read', subject: 'Auth' } as const;

/**
 * Where a visitor must go instead of this screen, or null to let them in (spec section 6):
 * signed out -> /login (remembering where they were going), not allowed -> /not-authorized, signed
 * in on a login-only screen -> where they were going, else their role's home. The last rule is
 * also what moves a user on once they sign in or register.
 */
export function accessRedirect(
  meta: TRouteMeta,
  session: TSession | null,
  userAbility: { can: (action: TAction, subject: TSubject) => boolean },
  location: { pathname: string; search: string },
): string | null {
  if (meta.loginOnly) {
    if (!session) return null;
    const from = safeReturnPath(new URLSearchParams(location.search).get('from'));
    const home = from ?? homePathFor(session.user);
    return home === location.pathname ? null : home;
  }
  if (meta.public) return null;
  if (!session) return paths.login.href(location.pathname + location.search);
  // The installed app opens on the player's home (paths.play.launch); organisers and clients go
  // on to theirs, and a player to the same home without the mark.
  if (new URLSearchParams(location.search).has('launch')) return homePathFor(session.user);
  const { action, subject } = meta.access ?? DEFAULT_ACCESS;
  return userAbility.can(action, subject) ? null : paths.misc.notAuthorized.href();
}
