import type { TUpdateUserRequest, ZCreateUserRequest } from '@rally/contracts/users';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { conflict, type FieldError, invalidFields } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { writeHook } from '../../lib/write-hook.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { endCredentials } from '../auth/service.ts';
import { resolveWriteCompany } from '../companies/service.ts';
import { assertUserRoom } from '../plans/limits.ts';
import { emitWebhook } from '../webhooks/events.ts';
import { inviterName } from './account-mail.ts';
import { inviteUsers } from './invitations.ts';
import {
  deleteUserRows,
  findCompanyLanguage,
  findUsersByEmails,
  insertUser,
  moveUserRows,
  type UserRow,
  updateUser,
} from './queries.ts';
import {
  emailTaken,
  guardEmail,
  managesUsers,
  mayAssign,
  toUser,
  userForAccess,
  userInScope,
  usersCreated,
} from './service.ts';

/**
 * `POST /users`: the user is `invited` (no password) until they set one through the e-mailed link
 * (DESIGN section 4). Without `sendInvitation` they can still activate by "forgot password".
 * Without a language they get their company's.
 */
export async function createUser(opts: {
  tx: Executor;
  mailer: Mailer;
  appUrl: string;
  scope: Scope;
  input: z.output<typeof ZCreateUserRequest>;
}) {
  const { tx, scope, input } = opts;
  const refused: FieldError[] = [];
  if (!mayAssign(scope, input.role)) refused.push({ path: 'role', messageCode: 'users.roleNotAllowed' });
  const named = await resolveWriteCompany(tx, scope, {
    named: input.companyId,
    field: 'companyId',
    required: true,
  });
  if ('refused' in named) refused.push(named.refused);
  if (refused.length > 0 || !('company' in named)) throw invalidFields(refused);
  const { company } = named;
  if ((await findUsersByEmails(tx, [input.email])).length > 0) throw emailTaken();
  await assertUserRoom(tx, company.id);
  const { id } = await guardEmail(
    insertUser(tx, {
      companyId: company.id,
      email: input.email,
      fullName: input.fullName,
      role: input.role,
      language: input.language ?? company.language,
      status: 'invited',
    }),
  );
  const user = await userInScope(tx, scope, id);
  await usersCreated(tx, [{ id, companyId: company.id, ...input }]);
  if (input.sendInvitation) {
    await inviteUsers(
      tx,
      { mailer: opts.mailer, appUrl: opts.appUrl, inviter: await inviterName(tx, scope) },
      [user],
    );
  }
  return toUser(user);
}

/** Field-level rules of `PUT /users/{id}`, every refused field named. */
async function refusedFields(db: Executor, scope: Scope, user: UserRow, input: TUpdateUserRequest) {
  const self = user.id === scope.userId;
  const changes = <K extends keyof TUpdateUserRequest & keyof UserRow>(k: K) =>
    input[k] !== undefined && input[k] !== user[k];
  const refused: FieldError[] = [];
  if (changes('role')) {
    if (self) refused.push({ path: 'role', messageCode: 'users.cannotChangeOwnRole' });
    else if (input.role && !mayAssign(scope, input.role)) {
      refused.push({ path: 'role', messageCode: 'users.roleNotAllowed' });
    }
  }
  if (self && input.status === 'disabled')
    refused.push({ path: 'status', messageCode: 'users.cannotDisableSelf' });
  if (changes('companyId')) {
    const company = self
      ? undefined
      : await resolveWriteCompany(db, scope, { named: input.companyId, field: 'companyId' });
    if (!company) refused.push({ path: 'companyId', messageCode: 'users.cannotMoveCompany' });
    else if ('refused' in company) refused.push(company.refused);
  }
  // Someone without user-management rights edits only their own name and language.
  if (!managesUsers(scope) && changes('email')) {
    refused.push({ path: 'email', messageCode: 'users.emailChangeByAdmin' });
  }
  return refused;
}

/**
 * `PUT /users/{id}`. Disabling ends the user's sessions at once. Enabling gives back `active`, or
 * `invited` to a user who never set a password.
 */
export async function updateUserDetails(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  input: TUpdateUserRequest;
}) {
  const { tx, scope, input } = opts;
  const user = await userForAccess(tx, scope, opts.id);
  const refused = await refusedFields(tx, scope, user, input);
  if (refused.length > 0) throw invalidFields(refused);
  if (input.email !== undefined && input.email !== user.email) {
    const [holder] = await findUsersByEmails(tx, [input.email]);
    if (holder && holder.id !== user.id) throw emailTaken();
  }
  const { status, ...fields } = input;
  const enable = status === 'active' && user.status === 'disabled';
  const disable = status === 'disabled' && user.status !== 'disabled';
  // A seat taken back, or taken in another company: the plan has to have room for it (decision 0022).
  const moving = input.companyId !== undefined && input.companyId !== user.companyId;
  if (enable || (moving && user.status !== 'disabled' && !disable)) {
    await assertUserRoom(tx, input.companyId ?? user.companyId, 1);
  }
  await guardEmail(
    updateUser(tx, user.id, {
      ...fields,
      ...(enable ? { status: user.hasPassword ? 'active' : 'invited' } : {}),
    }),
  );
  if (disable) await disableUsers(tx, [user]);
  if (input.companyId && input.companyId !== user.companyId) await moveUserRows(tx, user.id, input.companyId);
  return toUser(await userInScope(tx, scope, user.id));
}

/**
 * The one way users are disabled (the users screen, a bulk action, a company's directory): the
 * status, every session, link and code ended at once, and one `user.disabled` event each.
 */
export async function disableUsers(tx: Executor, list: { id: string; companyId: string }[]) {
  for (const user of list) {
    await updateUser(tx, user.id, { status: 'disabled' });
    await endCredentials(tx, user.id);
  }
  for (const [companyId, users] of Map.groupBy(list, (u) => u.companyId)) {
    await emitWebhook(
      tx,
      companyId,
      'user.disabled',
      users.map((u) => ({ userId: u.id })),
    );
  }
}

/**
 * Runs before users are deleted, in the same transaction: the cascade would drop their score rows
 * but leave their teams' totals, so the score engine takes them out of every game first. scores
 * adds that work (areas/index.ts): users sits below it.
 */
export const beforeUsersDeleted = writeHook<[userIds: string[]]>();

/** Users go with everything of theirs (cascades), after what `beforeUsersDeleted` holds; one `user.deleted` event each. */
export async function deleteUsers(tx: Executor, list: { id: string; companyId: string }[]) {
  const ids = list.map((u) => u.id);
  await beforeUsersDeleted.run(tx, ids);
  await deleteUserRows(tx, ids);
  for (const [companyId, users] of Map.groupBy(list, (u) => u.companyId)) {
    await emitWebhook(
      tx,
      companyId,
      'user.deleted',
      users.map((u) => ({ userId: u.id })),
    );
  }
}

/** `DELETE /users/{id}`: everything of the user goes with them (cascades). Never oneself. */
export async function deleteUser(opts: { tx: Executor; scope: Scope; id: string }) {
  const user = await userInScope(opts.tx, opts.scope, opts.id);
  if (user.id === opts.scope.userId) throw conflict('users.cannotDeleteSelf');
  await deleteUsers(opts.tx, [user]);
}

/**
 * A player created by their first sign-in through their company's identity provider (decision
 * 0035): active at once (the provider proved the address), no password, the company's language.
 */
export async function createSignedInPlayer(
  tx: Executor,
  input: { companyId: string; email: string; fullName: string },
) {
  await assertUserRoom(tx, input.companyId);
  const language = (await findCompanyLanguage(tx, input.companyId)) ?? 'en';
  const { id } = await guardEmail(insertUser(tx, { ...input, role: 'player', language, status: 'active' }));
  await emitWebhook(tx, input.companyId, 'user.created', {
    userId: id,
    email: input.email,
    fullName: input.fullName,
    role: 'player',
  });
  return id;
}

/** An invited user who signs in through their company's provider has proved the address: active. */
export async function activateInvitedUser(tx: Executor, userId: string) {
  await updateUser(tx, userId, { status: 'active' });
}
