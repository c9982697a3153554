import type { TRole } from '@rally/contracts/abilities';
import type { USER_SORTS, USER_STATUSES } from '@rally/contracts/users';
import { and, count, eq, fillPlaceholders, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  notifications,
  otpRequests,
  passwordLinks,
  refreshTokens,
  users,
} from '../../db/schema/index.ts';
import { isoTimestamp } from '../../db/timestamps.ts';
import { isPlatformAdmin, type Scope, tenantFilter } from '../../lib/scope.ts';
import { escapeLike, ordered, orderedNullsLast, type SortOrder } from '../../lib/search.ts';

/** What a list shows of a user (no settings, nothing of the password). */
const listColumns = {
  id: users.id,
  companyId: users.companyId,
  companyName: companies.name,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  status: users.status,
  language: users.language,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
const columns = {
  ...listColumns,
  settings: users.settings,
  timezone: users.timezone,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;
export type ListedUserRow = Omit<UserRow, 'settings' | 'timezone' | 'hasPassword'>;

const sortBy: Record<(typeof USER_SORTS)[number], (o: SortOrder) => SQL> = {
  fullName: (o) => ordered(sql`lower(${users.fullName})`, o),
  email: (o) => ordered(users.email, o),
  role: (o) => ordered(users.role, o),
  status: (o) => ordered(users.status, o),
  company: (o) => ordered(sql`lower(${companies.name})`, o),
  createdAt: (o) => ordered(users.createdAt, o),
  lastLoginAt: (o) => orderedNullsLast(users.lastLoginAt, o),
};

type UserListOptions = {
  q?: string | undefined;
  role?: TRole | undefined;
  status?: (typeof USER_STATUSES)[number] | undefined;
  companyId?: string | undefined;
  sort: (typeof USER_SORTS)[number];
  order: SortOrder;
  limit: number;
  offset: number;
};

/** Which filters a list asks for: the shape of its statement (the values are its parameters). */
type PageShape = Pick<UserListOptions, 'sort' | 'order'> & {
  tenant: boolean;
  companyId: boolean;
  role: boolean;
  status: boolean;
  q: boolean;
};

const shapeOf = (scope: Scope, opts: UserListOptions): PageShape => ({
  // For everyone but platform admins the tenant filter already pins the company; a companyId of
  // another company then simply matches nobody.
  tenant: !isPlatformAdmin(scope),
  companyId: Boolean(opts.companyId),
  role: Boolean(opts.role),
  status: Boolean(opts.status),
  q: Boolean(opts.q),
  sort: opts.sort,
  order: opts.order,
});

const valuesOf = (scope: Scope, opts: UserListOptions) => ({
  tenantId: scope.companyId,
  companyId: opts.companyId,
  role: opts.role,
  status: opts.status,
  pattern: opts.q ? `%${escapeLike(opts.q)}%` : undefined,
  limit: opts.limit,
  offset: opts.offset,
});

function userListFilter(shape: PageShape) {
  const p = sql.placeholder;
  return and(
    shape.tenant ? eq(users.companyId, p('tenantId')) : undefined,
    shape.companyId ? eq(users.companyId, p('companyId')) : undefined,
    shape.role ? eq(users.role, p('role')) : undefined,
    shape.status ? eq(users.status, p('status')) : undefined,
    shape.q ? or(ilike(users.fullName, p('pattern')), ilike(users.email, p('pattern'))) : undefined,
  );
}

/**
 * A page of users with the number of all that match, in one statement (decision 0018): the count
 * is a subquery PostgreSQL runs once. (`count(*) over ()` was measured 5-10x slower: it keeps every
 * matching row, all columns, before the sort.) Inside it `users` names the subquery's own table,
 * so the same filter applies. The values are placeholders: see `listUsers`.
 */
function userPageStatement(db: Executor, shape: PageShape) {
  const filter = userListFilter(shape);
  const total = sql<number>`(select count(*) from ${users} where ${filter ?? sql`true`})`.mapWith(Number);
  return (
    db
      .select({ ...listColumns, total })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(filter)
      // The id breaks ties, so paging never shows a user twice or skips one.
      .orderBy(sortBy[shape.sort](shape.order), users.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
  );
}

/** The users page's SQL with its values, as the server sends it: for the API benchmark's baseline. */
export function userPageSql(db: Executor, scope: Scope, opts: UserListOptions) {
  const { sql: text, params } = userPageStatement(db, shapeOf(scope, opts)).toSQL();
  return { text, params: fillPlaceholders(params, valuesOf(scope, opts)) };
}

/**
 * The list's statements, built once per shape (at most a few hundred: sorts x filters) and
 * prepared on each connection, instead of built by Drizzle on every request: building took a
 * fifth of a signed-in list request's time (docs/performance.md). A statement's name is its
 * shape, so one name always means one text on every connection, whichever executor prepared it.
 */
const preparedPages = new WeakMap<Executor, Map<string, ReturnType<typeof preparePage>>>();
const statementName = (shape: PageShape) => {
  const flags = [shape.tenant, shape.companyId, shape.role, shape.status, shape.q].map(Number).join('');
  return `users_page_${flags}_${shape.sort}_${shape.order}`;
};

/** The page's columns in the order its statement selects them (the total after them), each with its decoder. */
const pageColumns = Object.entries(listColumns).map(([key, column]) => {
  const decode =
    column instanceof PgTimestamp && column.withTimezone
      ? (value: unknown) => isoTimestamp(value as string)
      : (value: unknown) => column.mapFromDriverValue(value as never);
  return [key, decode] as const;
});
type Timestamps = 'lastLoginAt' | 'createdAt' | 'updatedAt';
/** A listed user as the page's statement reads it: its timestamps already ISO text. */
export type ListedUserPageRow = Omit<ListedUserRow, Timestamps> & {
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
};
type PageRow = ListedUserPageRow & { total: number };

/**
 * A row of the page from the driver's array of values: each column decoded as Drizzle decodes it
 * (its own `mapFromDriverValue`; null stays null), except timestamps, written straight as the ISO
 * text the answer carries (`isoTimestamp`: a Date and back cost more than the rest of the row);
 * the total as a number. Drizzle's general mapping (`mapResultRow`: entity checks and a path walk
 * for every value) was a thirtieth of the list's time under load; the selection is flat, so
 * nothing of it applies here.
 */
function pageRow(values: unknown[]): PageRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < pageColumns.length; i++) {
    const [key, decode] = pageColumns[i] as (typeof pageColumns)[number];
    const value = values[i];
    row[key] = value === null ? null : decode(value);
  }
  row.total = Number(values[pageColumns.length]);
  return row as PageRow;
}

const preparePage = (db: Executor, shape: PageShape) => {
  const { sql: text, params } = userPageStatement(db, shape).toSQL();
  return db._.session.prepareQuery<{ execute: PageRow[]; all: unknown; values: unknown }>(
    { sql: text, params },
    undefined,
    statementName(shape),
    true,
    (rows) => rows.map(pageRow),
    // A read (db/client.ts): retried on another connection when its own was lost.
    { type: 'select', tables: [] },
  );
};

function userPage(db: Executor, scope: Scope, opts: UserListOptions) {
  const shape = shapeOf(scope, opts);
  const name = statementName(shape);
  const cache = preparedPages.get(db) ?? new Map<string, ReturnType<typeof preparePage>>();
  preparedPages.set(db, cache);
  const prepared = cache.get(name) ?? preparePage(db, shape);
  cache.set(name, prepared);
  return prepared.execute(valuesOf(scope, opts));
}

export async function listUsers(db: Executor, scope: Scope, opts: UserListOptions) {
  // The rows keep the total each carries (the list maps them field by field, service.ts `toUser`):
  // a rest spread per row to drop it showed in the profile.
  const rows = await userPage(db, scope, opts);
  if (rows.length > 0 || opts.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the total: count apart (only then), with the same
  // placeholders' values as the page.
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .where(userListFilter(shapeOf(scope, opts)))
    .execute(valuesOf(scope, opts));
  return { rows, total: Number(total?.n ?? 0) };
}

/** A user in the caller's company (any company for platform admins). */
export async function findUserInScope(db: Executor, scope: Scope, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), tenantFilter(scope, users.companyId)));
  return row;
}

/** The user's own zone, or null when their days follow each game's (ADR 0028). */
export async function findUserTimezone(db: Executor, userId: string) {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? null;
}

/** A user's full name, whichever company they are in (the sender a mail names). */
export async function findUserName(db: Executor, userId: string) {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName;
}

export async function findUser(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(tenantFilter(scope, users.companyId), eq(users.id, id)));
  return row;
}

/** The users among `ids` in scope; locked for a bulk action, which decides on rows nobody changes meanwhile. */
export function findUsersByIds(
  db: Executor,
  scope: Scope,
  ids: string[],
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(columns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(tenantFilter(scope, users.companyId), inArray(users.id, ids)));
  return opts.forUpdate ? query.for('update', { of: users }) : query;
}

/** An update with nothing to change (an empty form) writes nothing. */
export async function updateUser(db: Executor, id: string, values: Partial<typeof users.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  // Disabled, re-roled or moved: the user's next signed-in request sees it (the access plugin reads it).
  await db.update(users).set(values).where(eq(users.id, id));
}

/**
 * Deletes users with everything of theirs (cascades). Call `deleteUsers` (manage-service.ts), which
 * takes their points out of the scores first.
 */
export async function deleteUserRows(db: Executor, ids: string[]) {
  await db.delete(users).where(inArray(users.id, ids));
}

/**
 * A user moving to another company takes their sessions, links, codes and notifications along, so
 * every tenant row keeps the company of the user it belongs to.
 */
export async function moveUserRows(db: Executor, userId: string, companyId: string) {
  for (const table of [refreshTokens, passwordLinks, otpRequests, notifications]) {
    await db.update(table).set({ companyId }).where(eq(table.userId, userId));
  }
}

export async function findPasswordHash(db: Executor, userId: string) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

/** Users of any company with these addresses (compared without case), as a new account must not repeat one. */
export function findUsersByEmails(db: Executor, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}

export function insertUsers(db: Executor, rows: (typeof users.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(users).values(rows).returning({ id: users.id });
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await insertUsers(db, [values]);
  if (!user) throw new Error('user not created');
  return user;
}

/** A company's language: what its new users get unless told otherwise. */
export async function findCompanyLanguage(db: Executor, id: string) {
  const [row] = await db.select({ language: companies.language }).from(companies).where(eq(companies.id, id));
  return row?.language;
}

/** What `GET /auth/me` adds to the session user: their saved settings and their company's trial end. */
export async function findSettingsAndTrialEnd(db: Executor, userId: string) {
  const [row] = await db
    .select({
      language: users.language,
      settings: users.settings,
      timezone: users.timezone,
      trialEndsAt: companies.trialEndsAt,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** Who an account is and whether it may sign in, by id or by e-mail (any company). */
export async function findAccount(db: Executor, by: { id: string } | { email: string }) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, role: users.role, status: users.status })
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : sql`lower(${users.email}) = ${by.email.toLowerCase()}`);
  return row;
}
