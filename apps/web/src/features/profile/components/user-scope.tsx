import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

type Scope = { userId: string; own: boolean };

/**
 * Screens that serve one's own account and, for those who manage users, someone else's (`/:id`).
 * Others are sent away here: the server would answer 403, which ends the session.
 */
export function UserScope({ children }: { children: (scope: Scope) => ReactNode }) {
  const { id } = useParams();
  const session = useSession();
  const ability = useAppAbility();
  const ownId = session?.user.id ?? '';
  const userId = id ?? ownId;
  const own = userId === ownId;
  if (!own && !ability.can('update', 'User'))
    return <Navigate to={paths.misc.notAuthorized.href()} replace />;
  return children({ userId, own });
}
