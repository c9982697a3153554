import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kpiActuals } from '../../db/schema/index.ts';
import { applyScoreDeltas, type ScoreDelta, type TeamPoints } from './engine-deltas.ts';
import type { DayPoints } from './engine-sources.ts';

/**
 * KPI points (ADR 0015): a player's actuals count for them and their team, a team's own actuals for
 * the team only. Each actual's points are booked on a day (its round's last day, else the game's).
 */

/** One actual's part before and after a change: `null` where it did not or no longer exists. */
export type ActualChange = {
  userId: string | null;
  teamId: string | null;
  before: { day: string; points: number } | null;
  after: { day: string; points: number } | null;
};

/**
 * The event of KPI actuals changing: written, scored again (a new target, weight or direction),
 * moved to another day (a round's or the game's dates) or deleted with their KPI or round. The
 * changes are summed per player and day, then booked at once.
 */
export function applyActualChanges(tx: Executor, gameId: string, changes: ActualChange[]): Promise<void> {
  const players = new Map<string, ScoreDelta>();
  const teams: TeamPoints = new Map();
  const add = (c: ActualChange, day: string, points: number) => {
    if (points === 0) return;
    if (c.userId) {
      const key = `${c.userId}:${day}`;
      const d = players.get(key) ?? { userId: c.userId, source: 'kpi' as const, day, points: 0 };
      d.points += points;
      players.set(key, d);
    } else if (c.teamId) {
      teams.set(c.teamId, (teams.get(c.teamId) ?? 0) + points);
    }
  };
  for (const c of changes) {
    if (c.before) add(c, c.before.day, -c.before.points);
    if (c.after) add(c, c.after.day, c.after.points);
  }
  return applyScoreDeltas(tx, gameId, [...players.values()], teams);
}

/** A player's KPI points per booking day, summed from the actuals. */
export async function kpiDayTotals(db: Executor, gameId: string, userIds?: string[]): Promise<DayPoints> {
  return db
    .select({
      userId: sql<string>`${kpiActuals.userId}`,
      day: kpiActuals.day,
      points: sql<number>`coalesce(sum(${kpiActuals.points}), 0)::int`,
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

/** Each team's own KPI points (its team actuals). */
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
