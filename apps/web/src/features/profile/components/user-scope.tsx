import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ability, useAppAbility } from '../../../lib/abilities.tsx';
import { paths } from '../../../lib/paths.ts';
import { getSession, useSession } from '../../../lib/session.ts';

type Scope = { userId: string; own: boolean };

/** Whose account the address (`/:id`, or none for one's own) names; null: not the caller's to open. */
function scopeOf(id: string | undefined, ownId: string, canUpdateUsers: boolean): Scope | null {
  const userId = id ?? ownId;
  const own = userId === ownId;
  return own || canUpdateUsers ? { userId, own } : null;
}

/** The same, outside React: for a screen's opening data (lib/opening.ts). */
export const openingScope = (id: string | undefined) =>
  scopeOf(id, getSession()?.user.id ?? '', ability.can('update', 'User'));

/**
 * Screens that serve one's own account and, for those who manage users, someone else's (`/:id`).
 * Others are sent away here: the server would answer 403, which ends the session.
 */
export function UserScope({ children }: { children: (scope: Scope) => ReactNode }) {
  const { id } = useParams();
  const session = useSession();
  const userAbility = useAppAbility();
  const scope = scopeOf(id, session?.user.id ?? '', userAbility.can('update', 'User'));
  if (!scope) return <Navigate to={paths.misc.notAuthorized.href()} replace />;
  return children(scope);
}
