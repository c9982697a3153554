import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, setTimeResults, setTimes } from '../../db/schema/index.ts';
import { sourceColumns } from './engine-sources.ts';

/** A player's progress in a game, read from the maintained scores: their row, their day buckets, the rounds. */

/** The player's score row (by source and in total); none when they do not play the game. */
export async function findPlayerTotal(db: Executor, gameId: string, userId: string) {
  const [row] = await db
    .select({ ...sourceColumns('player'), points: playerScores.points })
    .from(playerScores)
    .where(and(eq(playerScores.gameId, gameId), eq(playerScores.userId, userId)));
  return row;
}

/** The player's day buckets, oldest first: a few hundred rows at most (one per game day). */
export function playerDays(db: Executor, gameId: string, userId: string) {
  const d = playerScoreDays;
  return db
    .select({ day: d.day, ...sourceColumns('day'), points: d.points, logs: d.logCount })
    .from(d)
    .where(and(eq(d.gameId, gameId), eq(d.userId, userId)))
    .orderBy(asc(d.day));
}

/** The game's rounds in order (they never overlap); `closedAt` set while a round's results are frozen. */
export function gameRounds(db: Executor, gameId: string) {
  return db
    .select({
      id: setTimes.id,
      name: setTimes.name,
      startsOn: setTimes.startsOn,
      endsOn: setTimes.endsOn,
      closedAt: setTimes.closedAt,
    })
    .from(setTimes)
    .where(eq(setTimes.gameId, gameId))
    .orderBy(asc(setTimes.startsOn), asc(setTimes.position), asc(setTimes.id));
}

/** The player's frozen results of the game's closed rounds (ADR 0014), by source and in total. */
export function playerFrozenRounds(db: Executor, gameId: string, userId: string) {
  const r = setTimeResults;
  return db
    .select({
      setTimeId: r.setTimeId,
      behaviour: r.behaviourPoints,
      quiz: r.quizPoints,
      kpi: r.kpiPoints,
      points: r.points,
    })
    .from(r)
    .where(and(eq(r.gameId, gameId), eq(r.kind, 'player'), eq(r.userId, userId), isNotNull(r.setTimeId)));
}
