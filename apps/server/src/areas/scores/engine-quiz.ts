import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { quizAnswers } from '../../db/schema/index.ts';

/**
 * Quiz points as the maintained rows hold them (ADR 0021): a player's answers per game-local day,
 * each with the points it scored when given. Used when a player (re)joins a game and by
 * `recomputeGameScores`, as KPI points are (engine-kpi.ts).
 */
export function quizDayTotals(db: Executor, gameId: string, userIds?: string[]) {
  return db
    .select({
      userId: quizAnswers.userId,
      day: quizAnswers.day,
      quizPoints: sql<number>`coalesce(sum(${quizAnswers.points}), 0)::int`,
    })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.gameId, gameId), userIds ? inArray(quizAnswers.userId, userIds) : undefined))
    .groupBy(quizAnswers.userId, quizAnswers.day);
}
