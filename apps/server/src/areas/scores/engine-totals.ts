import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { behaviourLogs } from '../../db/schema/index.ts';
import { kpiDayTotals } from './engine-kpi.ts';
import { quizDayTotals } from './engine-quiz.ts';
import type { DayPoints, ScoreSource } from './engine-sources.ts';
import { streakDayTotals } from './engine-streak.ts';

/**
 * The sums over a player's logs, as the maintained rows hold them: used when a player (re)joins a
 * game, and by `recomputeGameScores` to prove the maintained rows right. The other sources' sums
 * join beside these (`pointSources`).
 */
const counted = and(eq(behaviourLogs.status, 'approved'), isNull(behaviourLogs.removedAt));
const waiting = and(eq(behaviourLogs.status, 'pending'), isNull(behaviourLogs.removedAt));
const flaggedOpen = and(
  eq(behaviourLogs.flagged, true),
  isNull(behaviourLogs.reviewedAt),
  isNull(behaviourLogs.removedAt),
  ne(behaviourLogs.status, 'rejected'),
);

const countWhere = (where: SQL | undefined) => sql<number>`(count(*) filter (where ${where}))::int`;
const pointsWhere = (where: SQL | undefined) =>
  sql<number>`coalesce(sum(${behaviourLogs.points}) filter (where ${where}), 0)::int`;

const ofPlayers = (gameId: string, userIds: string[] | undefined) =>
  and(eq(behaviourLogs.gameId, gameId), userIds ? inArray(behaviourLogs.userId, userIds) : undefined);

/** Per player: behaviour points, counted/pending/flagged logs, and when they last logged. */
export function logTotals(db: Executor, gameId: string, userIds?: string[]) {
  return db
    .select({
      userId: behaviourLogs.userId,
      behaviourPoints: pointsWhere(counted),
      logCount: countWhere(counted),
      pendingCount: countWhere(waiting),
      flaggedCount: countWhere(flaggedOpen),
      lastActiveAt: sql`max(${behaviourLogs.createdAt})`.mapWith(behaviourLogs.createdAt),
    })
    .from(behaviourLogs)
    .where(ofPlayers(gameId, userIds))
    .groupBy(behaviourLogs.userId);
}

/** Per player and day: the points and logs that count (days with none are left out). */
export function dayTotals(db: Executor, gameId: string, userIds?: string[]) {
  return db
    .select({
      userId: behaviourLogs.userId,
      day: behaviourLogs.day,
      behaviourPoints: pointsWhere(counted),
      logCount: countWhere(counted),
    })
    .from(behaviourLogs)
    .where(and(ofPlayers(gameId, userIds), counted))
    .groupBy(behaviourLogs.userId, behaviourLogs.day);
}

/**
 * The sources that score points only (no counts of their own), each summed from its records: what
 * a (re)joining player gets back and what `recomputeGameScores` adds. A new source is one line here.
 */
export const pointSources: Record<
  Exclude<ScoreSource, 'behaviour'>,
  (db: Executor, gameId: string, userIds?: string[]) => Promise<DayPoints>
> = {
  quiz: quizDayTotals,
  kpi: kpiDayTotals,
  streak: streakDayTotals,
};
