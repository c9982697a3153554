import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scimIdentities, users } from '../../db/schema/index.ts';

/** What a SCIM User is read from: the user, and what the directory said beyond Rally's columns. */
const columns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  fullName: users.fullName,
  status: users.status,
  language: users.language,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  externalId: scimIdentities.externalId,
  givenName: scimIdentities.givenName,
  familyName: scimIdentities.familyName,
  identityUpdatedAt: scimIdentities.updatedAt,
};
export type ScimUserRow = NonNullable<Awaited<ReturnType<typeof findScimUser>>>;

/**
 * The users a company's token reaches: its own company's, platform admins never (they run Rally,
 * no customer's directory manages them). Another company's user reads as not found.
 */
const reachable = (companyId: string) => and(eq(users.companyId, companyId), ne(users.role, 'admin'));

const base = (db: Executor) =>
  db.select(columns).from(users).leftJoin(scimIdentities, eq(scimIdentities.userId, users.id));

/** One user of the company; locked for a write, so two changes of one user apply one after the other. */
export async function findScimUser(
  db: Executor,
  companyId: string,
  id: string,
  opts: { lock?: boolean } = {},
) {
  const query = base(db).where(and(reachable(companyId), eq(users.id, id)));
  const [row] = await (opts.lock ? query.for('update', { of: users }) : query);
  return row;
}

export type ScimMatch = { attribute: 'userName' | 'externalId'; value: string } | undefined;

const matching = (match: ScimMatch): SQL | undefined =>
  !match
    ? undefined
    : match.attribute === 'userName'
      ? eq(sql`lower(${users.email})`, match.value.toLowerCase())
      : eq(scimIdentities.externalId, match.value);

/** A page of the company's users in a stable order (by id: creation order), and how many match. */
export async function listScimUsers(
  db: Executor,
  companyId: string,
  opts: { match: ScimMatch; offset: number; limit: number },
) {
  const where = and(reachable(companyId), matching(opts.match));
  const rows =
    opts.limit === 0
      ? []
      : await base(db).where(where).orderBy(asc(users.id)).offset(opts.offset).limit(opts.limit);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(scimIdentities, eq(scimIdentities.userId, users.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export type ScimIdentity = { externalId: string | null; givenName: string | null; familyName: string | null };

/** What the directory said of a user beyond Rally's columns, written over what it said before. */
export async function saveIdentity(db: Executor, companyId: string, userId: string, identity: ScimIdentity) {
  await db
    .insert(scimIdentities)
    .values({ companyId, userId, ...identity })
    .onConflictDoUpdate({ target: scimIdentities.userId, set: { ...identity, updatedAt: new Date() } });
}
