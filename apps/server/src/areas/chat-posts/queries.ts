import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatConnections, companies, gameBadges, games, users } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

export type ConnectionRow = typeof chatConnections.$inferSelect;

/** The game in the caller's scope (another company's reads as none). */
export async function gameInScope(db: Executor, scope: Scope, gameId: string) {
  const [row] = await db
    .select({ id: games.id, companyId: games.companyId })
    .from(games)
    .where(and(eq(games.id, gameId), tenantFilter(scope, games.companyId)));
  return row;
}

export const listConnections = (db: Executor, gameId: string) =>
  db
    .select()
    .from(chatConnections)
    .where(eq(chatConnections.gameId, gameId))
    .orderBy(desc(chatConnections.createdAt), desc(chatConnections.id));

export async function insertConnection(tx: Executor, values: typeof chatConnections.$inferInsert) {
  const [row] = await tx.insert(chatConnections).values(values).returning();
  if (!row) throw new Error('chat connection not inserted');
  return row;
}

export async function connectionInScope(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(chatConnections)
    .where(and(eq(chatConnections.id, id), tenantFilter(scope, chatConnections.companyId)));
  return row;
}

export async function updateConnection(tx: Executor, id: string, set: Partial<ConnectionRow>) {
  const [row] = await tx.update(chatConnections).set(set).where(eq(chatConnections.id, id)).returning();
  return row;
}

export const deleteConnection = (tx: Executor, id: string) =>
  tx.delete(chatConnections).where(eq(chatConnections.id, id));

/** A connection with what a post needs: its game's name and rules, and the company's language. */
export async function connectionToSend(db: Executor, id: string) {
  const [row] = await db
    .select({
      connection: chatConnections,
      game: games.name,
      rules: games.rules,
      language: companies.language,
    })
    .from(chatConnections)
    .innerJoin(games, eq(games.id, chatConnections.gameId))
    .innerJoin(companies, eq(companies.id, chatConnections.companyId))
    .where(eq(chatConnections.id, id));
  return row;
}

/** A badge earned, for its post: the badge's name or kind and the player's full name. */
export async function badgeEarned(db: Executor, badgeId: string, userId: string) {
  const [badge] = await db
    .select({ kind: gameBadges.kind, name: gameBadges.name })
    .from(gameBadges)
    .where(eq(gameBadges.id, badgeId));
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return badge && user ? { ...badge, fullName: user.fullName } : undefined;
}

/** A success: the failures in a row start again from none. */
export const recordSuccess = (db: Executor, id: string) =>
  db.update(chatConnections).set({ failures: 0 }).where(eq(chatConnections.id, id));

/** One more failure in a row; answers the connection when this failure paused it (once). */
export async function recordFailure(tx: Executor, id: string, pauseAfter: number) {
  await tx
    .update(chatConnections)
    .set({ failures: sql`${chatConnections.failures} + 1` })
    .where(eq(chatConnections.id, id));
  const [paused] = await tx
    .update(chatConnections)
    .set({ status: 'paused' })
    .where(
      and(
        eq(chatConnections.id, id),
        eq(chatConnections.status, 'active'),
        gte(chatConnections.failures, pauseAfter),
      ),
    )
    .returning();
  return paused;
}

/** Who hears about a paused connection whose creator is gone: the company's active admins. */
export const companyAdmins = (db: Executor, companyId: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'company_admin'), eq(users.status, 'active')));
