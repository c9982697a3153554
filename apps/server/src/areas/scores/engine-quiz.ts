import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { quizAnswers } from '../../db/schema/index.ts';
import { applyScoreDeltas } from './engine-deltas.ts';
import type { DayPoints } from './engine-sources.ts';

/** Quiz points (ADR 0021): each answer scores once, on the game-local day it was given. */

/** The event of a player answering a question: its points (none when wrong) on its day. */
export function applyQuizAnswer(
  tx: Executor,
  gameId: string,
  answer: { userId: string; day: string; points: number },
): Promise<void> {
  return applyScoreDeltas(tx, gameId, [{ ...answer, source: 'quiz' }]);
}

/** A player's quiz points per game-local day, summed from their answers. */
export async function quizDayTotals(db: Executor, gameId: string, userIds?: string[]): Promise<DayPoints> {
  return db
    .select({
      userId: quizAnswers.userId,
      day: quizAnswers.day,
      points: sql<number>`coalesce(sum(${quizAnswers.points}), 0)::int`,
    })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.gameId, gameId), userIds ? inArray(quizAnswers.userId, userIds) : undefined))
    .groupBy(quizAnswers.userId, quizAnswers.day);
}
