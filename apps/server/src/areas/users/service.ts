import {
  abilitiesFor,
  assignableRoles,
  buildAbility,
  type TAction,
  type TSubject,
} from '@rally/contracts/abilities';
import { LAYOUTS, SKINS } from '@rally/contracts/constants';
import type { TUser, TUserDetail, TUserSettings, USER_SORTS, USER_STATUSES } from '@rally/contracts/users';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { listPage, pageWindow, type SortOrder } from '../../lib/search.ts';
import { languageOf } from '../../mail/templates.ts';
import { emitWebhook } from '../webhooks/events.ts';
import {
  findUser,
  insertUsers,
  type ListedUserPageRow,
  type ListedUserRow,
  listUsers,
  type UserRow,
} from './queries.ts';

/** Field by field: a rest spread (`{ settings, ...u }`) was a thirtieth of the users list's time. */
/** A Date, or a timestamp the list's statement already wrote as ISO text. */
const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

export const toUser = (u: ListedUserRow | ListedUserPageRow): TUser => ({
  id: u.id,
  companyId: u.companyId,
  companyName: u.companyName,
  email: u.email,
  fullName: u.fullName,
  role: u.role,
  status: u.status,
  language: languageOf(u.language),
  lastLoginAt: u.lastLoginAt === null ? null : iso(u.lastLoginAt),
  createdAt: iso(u.createdAt),
  updatedAt: iso(u.updatedAt),
});

/** Stored settings over the defaults: vertical layout, light skin. */
export function settingsOf(user: Pick<UserRow, 'language' | 'settings' | 'timezone'>): TUserSettings {
  const stored = user.settings;
  return {
    language: languageOf(user.language),
    layout: stored.layout ?? LAYOUTS[0],
    skin: stored.skin ?? SKINS[0],
    timezone: user.timezone,
  };
}

const toUserDetail = (user: UserRow): TUserDetail => ({ ...toUser(user), settings: settingsOf(user) });

const can = (scope: Scope, action: TAction, subject: TSubject) =>
  buildAbility(abilitiesFor(scope.role)).can(action, subject);
export const managesUsers = (scope: Scope) => can(scope, 'manage', 'User');

/**
 * An e-mail that already has an account, in this company or any other: one neutral refusal that
 * says neither where nor whose, so adding users cannot map other companies (decision 0011).
 */
export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'users.emailUnusable', undefined, [
    { path: 'email', messageCode: 'users.emailUnusable' },
  ]);

/** Runs a write that may break the unique e-mail index, answering 409 instead of 500. */
export const guardEmail = <T>(write: Promise<T>) =>
  write.catch((err: unknown) => {
    throw isUniqueViolation(err) ? emailTaken() : err;
  });

/**
 * New accounts, in the caller's transaction, for an area that creates them as part of its own use
 * case (onboarding's trial players and its join page): their ids, in the order given. The caller
 * has checked the plan's room and the addresses.
 */
export async function createUsers(db: Executor, rows: Parameters<typeof insertUsers>[1]) {
  const made = await insertUsers(db, rows);
  await usersCreated(
    db,
    made.map((user, i) => ({ ...(rows[i] as (typeof rows)[number]), id: user.id })),
  );
  return made;
}

type CreatedUser = { id: string; companyId: string; email: string; fullName: string; role: TUser['role'] };

/**
 * The `user.created` event of new accounts (decision 0033), one per user, in the transaction that
 * made them: by an admin, a team invitation, a bulk upload, the join page or a company's directory.
 */
export async function usersCreated(db: Executor, list: CreatedUser[]) {
  for (const [companyId, made] of Map.groupBy(list, (u) => u.companyId)) {
    await emitWebhook(
      db,
      companyId,
      'user.created',
      made.map((u) => ({ userId: u.id, email: u.email, fullName: u.fullName, role: u.role })),
    );
  }
}

/** A user in the caller's scope; another company's answers 404 like an unknown one. */
export async function userInScope(db: Executor, scope: Scope, id: string) {
  const user = await findUser(db, scope, id);
  if (!user) throw notFound('users.notFound');
  return user;
}

/**
 * A user the caller may act on: themselves (profile rights, which every role has), or someone they
 * manage (user-management rights, 403 without; then the tenant scope, 404 outside it).
 */
export async function userForAccess(db: Executor, scope: Scope, id: string) {
  if (!(id === scope.userId ? can(scope, 'manage', 'Profile') : managesUsers(scope))) {
    throw new AppError('FORBIDDEN', 'auth.forbidden');
  }
  return userInScope(db, scope, id);
}

/** `GET /user/all`: search by name or e-mail, filters, sort and paging inside the caller's scope. */
export async function listUserPage(opts: {
  db: Executor;
  scope: Scope;
  page: number;
  perPage: number;
  q?: string | undefined;
  role?: TUser['role'] | undefined;
  status?: (typeof USER_STATUSES)[number] | undefined;
  companyId?: string | undefined;
  sort: (typeof USER_SORTS)[number];
  order: SortOrder;
}) {
  const { rows, total } = await listUsers(opts.db, opts.scope, {
    ...opts,
    ...pageWindow(opts.page, opts.perPage),
  });
  return listPage(rows.map(toUser), total, opts.perPage);
}

export async function getUser(opts: { db: Executor; scope: Scope; id: string }) {
  return toUserDetail(await userForAccess(opts.db, opts.scope, opts.id));
}

/** The roles the caller may hand out; a company admin can never make a platform admin. */
export const mayAssign = (scope: Scope, role: TUser['role']) => assignableRoles(scope.role).includes(role);
