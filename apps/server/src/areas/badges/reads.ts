import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerBadges, playerScores } from '../../db/schema/index.ts';

/**
 * What other areas read of players' badges (decision 0024): how many each player, or each team's
 * players, hold now. Badges are the game's, not a round's: a round's report counts them too.
 */

/** How many badges each of these players holds in the game (a player holding none is absent). */
export async function badgeCounts(db: Executor, gameId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: playerBadges.userId, n: sql<number>`count(*)::int` })
    .from(playerBadges)
    .where(
      and(
        eq(playerBadges.gameId, gameId),
        inArray(playerBadges.userId, userIds),
        isNull(playerBadges.revokedAt),
      ),
    )
    .groupBy(playerBadges.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** How many badges the players of each team of the game hold (their team now; a team with none is absent). */
export async function teamBadgeCounts(db: Executor, gameId: string) {
  const rows = await db
    .select({ teamId: playerScores.teamId, n: sql<number>`count(*)::int` })
    .from(playerBadges)
    .innerJoin(
      playerScores,
      and(eq(playerScores.gameId, playerBadges.gameId), eq(playerScores.userId, playerBadges.userId)),
    )
    .where(and(eq(playerBadges.gameId, gameId), isNull(playerBadges.revokedAt)))
    .groupBy(playerScores.teamId);
  return new Map(rows.map((r) => [r.teamId, r.n]));
}
