import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  max,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, games, refreshTokens, salesLeads, signInFailures, users } from '../../db/schema/index.ts';

/** E-mails are stored lower-cased; comparing `lower(email)` uses the unique index. */
const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(emailIs(email));
  return user;
}

export async function findUserEmail(db: Executor, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** What opening a session needs of a user: who they are, and whether they may sign in. */
export async function findSessionOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findSessionUser(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      language: users.language,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

export async function touchLastLogin(db: Executor, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function setSessionsValidAfter(db: Executor, userId: string, at: Date) {
  await db.update(users).set({ sessionsValidAfter: at }).where(eq(users.id, userId));
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert) {
  const [company] = await db.insert(companies).values(values).returning();
  if (!company) throw new Error('company not created');
  return company;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function insertSalesLead(db: Executor, values: typeof salesLeads.$inferInsert) {
  await db.insert(salesLeads).values(values);
}

export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token with what deciding on it needs from its owner. */
export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      rememberMe: refreshTokens.rememberMe,
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      status: users.status,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Whether any token of the family (one sign-in) was revoked. Ending sessions revokes every token a
 * user has, so a token minted by a rotation racing it still has a revoked ancestor and dies too.
 */
export async function isTokenFamilyRevoked(db: Executor, familyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)));
  return Number(row?.n ?? 0) > 0;
}

/**
 * The family's most recently spent token. Ties within a millisecond go to the later-created token
 * (UUID v7 ids sort by creation): a token is always spent after the one that produced it.
 */
export async function findLastSpentTokenId(db: Executor, familyId: string) {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.usedAt)))
    .orderBy(desc(refreshTokens.usedAt), desc(refreshTokens.id))
    .limit(1);
  return row?.id;
}

/** Marks the token used unless another request already did: only one rotation wins. */
export async function claimRefreshToken(db: Executor, id: string, at: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Revokes the live tokens `which` selects; tokens revoked before keep their own time. */
async function revokeTokens(db: Executor, which: SQL, at: Date) {
  // A signed-out session's access tokens end with it: the access plugin reads the family on every request.
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(which, isNull(refreshTokens.revokedAt)));
}

export const revokeTokenFamily = (db: Executor, familyId: string, at: Date) =>
  revokeTokens(db, eq(refreshTokens.familyId, familyId), at);

export const revokeUserTokens = (db: Executor, userId: string, at: Date) =>
  revokeTokens(db, eq(refreshTokens.userId, userId), at);

/** Failures under a key (account and address) since `since`: how many, and when the last was. */
export async function findSignInFailures(db: Executor, key: string, since: Date) {
  const [row] = await db
    .select({ n: count(), last: max(signInFailures.createdAt) })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, key), gte(signInFailures.createdAt, since)));
  return { count: Number(row?.n ?? 0), last: row?.last ?? null };
}

export async function insertSignInFailure(db: Executor, key: string) {
  await db.insert(signInFailures).values({ emailHash: key });
}

/** Forgets failures under one key (a success from that address) or a key prefix (the account's). */
export async function deleteSignInFailures(db: Executor, key: { exact: string } | { prefix: string }) {
  await db
    .delete(signInFailures)
    .where(
      'exact' in key
        ? eq(signInFailures.emailHash, key.exact)
        : like(signInFailures.emailHash, `${key.prefix}%`),
    );
}

/**
 * Ids are UUID v7, which sort by creation time: rows created before `before` are a range of the
 * primary key, so pruning reads only the rows it deletes (created_at alone has no index).
 */
export async function deleteSignInFailuresBefore(db: Executor, before: Date) {
  const ms = before.getTime().toString(16).padStart(12, '0');
  const firstIdAt = `${ms.slice(0, 8)}-${ms.slice(8)}-7000-8000-000000000000`;
  await db.delete(signInFailures).where(lt(signInFailures.id, firstIdAt));
}

/** What choosing a company admin's current game needs: their company's active and finished games. */
export function listLiveGames(db: Executor, companyId: string) {
  return db
    .select({
      id: games.id,
      status: games.status,
      startDate: games.startDate,
      endDate: games.endDate,
      timezone: games.timezone,
    })
    .from(games)
    .where(and(eq(games.companyId, companyId), inArray(games.status, ['active', 'finished'])));
}
