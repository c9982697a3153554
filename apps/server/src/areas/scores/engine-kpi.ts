import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kpiActuals } from '../../db/schema/index.ts';

/**
 * KPI points as the maintained rows hold them (ADR 0015): a player's actuals per booking day, and
 * each team's own actuals (which count for the team only). Used when a player (re)joins a game and
 * by `recomputeGameScores`.
 */
export function kpiDayTotals(db: Executor, gameId: string, userIds?: string[]) {
  return db
    .select({
      userId: sql<string>`${kpiActuals.userId}`,
      day: kpiActuals.day,
      kpiPoints: sql<number>`coalesce(sum(${kpiActuals.points}), 0)::int`,
    })
    .from(kpiActuals)
    .where(
      and(
        eq(kpiActuals.gameId, gameId),
        userIds ? inArray(kpiActuals.userId, userIds) : isNotNull(kpiActuals.userId),
      ),
    )
    .groupBy(kpiActuals.userId, kpiActuals.day);
}

export function teamKpiTotals(db: Executor, gameId: string) {
  return db
    .select({
      teamId: sql<string>`${kpiActuals.teamId}`,
      kpiPoints: sql<number>`coalesce(sum(${kpiActuals.points}), 0)::int`,
    })
    .from(kpiActuals)
    .where(and(eq(kpiActuals.gameId, gameId), isNotNull(kpiActuals.teamId)))
    .groupBy(kpiActuals.teamId);
}
