import { type TMessage, type TMessageCode, toMessage } from '@rally/contracts/messages';
import type { Executor } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import { assertUserRoom } from '../plans/limits.ts';
import { deleteUsers, disableUsers } from './manage-service.ts';
import { findUsersByIds, type UserRow, updateUser } from './queries.ts';

type Action = 'disable' | 'enable' | 'delete';

function skipReason(user: UserRow, action: Action, scope: Scope): TMessageCode | undefined {
  if (user.id === scope.userId) return 'users.skipSelf';
  if (action === 'disable' && user.status === 'disabled') return 'users.skipAlreadyDisabled';
  if (action === 'enable' && user.status !== 'disabled') return 'users.skipNotDisabled';
  return undefined;
}

/**
 * `POST /user/bulk`: one action on many users, in the caller's transaction (all or nothing).
 * Oneself, users already in the wanted state and ids outside the scope (read as not found) are skipped.
 */
export async function bulkUserAction(opts: {
  tx: Executor;
  scope: Scope;
  userIds: string[];
  action: Action;
}) {
  const { tx, scope, action } = opts;
  const ids = [...new Set(opts.userIds)];
  const found = new Map((await findUsersByIds(tx, scope, ids, { forUpdate: true })).map((u) => [u.id, u]));
  const skipped: ({ id: string } & TMessage)[] = [];
  const chosen: UserRow[] = [];
  for (const id of ids) {
    const user = found.get(id);
    const reason = user ? skipReason(user, action, scope) : 'users.notFound';
    if (reason) skipped.push({ id, ...toMessage(reason) });
    else if (user) chosen.push(user);
  }
  if (action === 'enable') {
    // Seats taken back: each company's plan must have room for all of them (decision 0022). The
    // plan locks are taken in one order, so two bulk actions over several companies cannot deadlock.
    const perCompany = Map.groupBy(chosen, (u) => u.companyId);
    for (const companyId of [...perCompany.keys()].sort()) {
      await assertUserRoom(tx, companyId, perCompany.get(companyId)?.length ?? 0);
    }
  }
  if (action === 'delete') await deleteUsers(tx, chosen);
  if (action === 'disable') await disableUsers(tx, chosen);
  if (action === 'enable')
    for (const user of chosen) {
      // Back to where they were: active, or still invited if they never set a password.
      await updateUser(tx, user.id, { status: user.hasPassword ? 'active' : 'invited' });
    }
  return { done: chosen.length, skipped };
}
