import { eq, sql } from 'drizzle-orm';
import { executeRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { games, kpiActuals, kpis, setTimes } from '../../db/schema/index.ts';
import { type ActualChange, applyActualChanges } from '../scores/engine.ts';
import { kpiAchievement, kpiPoints } from './points.ts';
import { targetsFor } from './store.ts';

/**
 * KPI actuals follow what they are scored by (ADR 0015): their KPI's weight, direction and targets,
 * their round's and game's days, and their KPI or round being deleted. Each function changes the
 * actuals and hands the change to the score engine (`applyActualChanges`), in the caller's
 * transaction: the services of kpis and rounds call these after their own change; a game's new
 * dates reach `followGameDays` through games' `gameDaysChanged` (areas/index.ts), as games sits
 * below this area.
 */

/** Changes grouped by their game: the engine books one game at a time. */
const byGame = (rows: (ActualChange & { gameId: string })[]) => Map.groupBy(rows, (r) => r.gameId);

/**
 * A KPI's weight or direction, or one of its targets, changed: every actual of it is scored again
 * and the differences booked, in the caller's transaction (frozen round results stay as stored).
 */
export async function rescoreKpi(tx: Executor, kpiId: string): Promise<void> {
  const [kpi] = await tx
    .select({ id: kpis.id, gameId: kpis.gameId, direction: kpis.direction, weight: kpis.weight })
    .from(kpis)
    .where(eq(kpis.id, kpiId));
  if (!kpi) return;
  const rows = await tx
    .select({
      id: kpiActuals.id,
      setTimeId: kpiActuals.setTimeId,
      userId: kpiActuals.userId,
      teamId: kpiActuals.teamId,
      value: kpiActuals.value,
      points: kpiActuals.points,
      day: kpiActuals.day,
    })
    .from(kpiActuals)
    .where(eq(kpiActuals.kpiId, kpiId))
    .for('update');
  if (rows.length === 0) return;
  const targetOf = await targetsFor(tx, [kpiId]);
  const changes: ActualChange[] = [];
  const changed: { id: string; points: number }[] = [];
  for (const r of rows) {
    const points = kpiPoints(
      kpi.weight,
      kpiAchievement(kpi.direction, Number(r.value), targetOf(kpiId, r.setTimeId).target),
    );
    if (points === r.points) continue;
    changes.push({ ...r, before: { day: r.day, points: r.points }, after: { day: r.day, points } });
    changed.push({ id: r.id, points });
  }
  if (changed.length === 0) return;
  await executeRows(
    tx,
    sql`update ${kpiActuals} set points = r.points, updated_at = now()
      from json_to_recordset(${JSON.stringify(changed)}::json) as r(id uuid, points int)
      where ${kpiActuals.id} = r.id`,
  );
  await applyActualChanges(tx, kpi.gameId, changes);
}

/**
 * A round's or the game's days changed: a round's share of the game-wide targets changed with them
 * (targetsFor), so every KPI of the game is scored again (a game has a handful).
 */
export async function rescoreGameKpis(tx: Executor, gameId: string) {
  const rows = await tx.select({ id: kpis.id }).from(kpis).where(eq(kpis.gameId, gameId)).orderBy(kpis.id);
  for (const k of rows) await rescoreKpi(tx, k.id);
}

/**
 * Actuals about to go with their KPI or round (cascading deletes): their points leave the scores
 * first, in the caller's transaction, so the maintained rows stay the sums of what exists.
 */
export async function dropKpiActuals(
  tx: Executor,
  of: { kpiId: string } | { setTimeId: string },
): Promise<void> {
  const where = 'kpiId' in of ? eq(kpiActuals.kpiId, of.kpiId) : eq(kpiActuals.setTimeId, of.setTimeId);
  const rows = await tx.delete(kpiActuals).where(where).returning({
    gameId: kpiActuals.gameId,
    userId: kpiActuals.userId,
    teamId: kpiActuals.teamId,
    points: kpiActuals.points,
    day: kpiActuals.day,
  });
  const changes = rows.map((r) => ({ ...r, before: { day: r.day, points: r.points }, after: null }));
  for (const [gameId, ofGame] of byGame(changes)) await applyActualChanges(tx, gameId, ofGame);
}

/**
 * A round's (or the game's) days changed: the actuals' points move to the day they now belong on
 * (the round's last day, else the game's end or start), so per-round and date-range boards keep
 * including them.
 */
export async function rebookActuals(
  tx: Executor,
  of: { setTimeId: string } | { gameId: string },
): Promise<void> {
  const which =
    'setTimeId' in of ? sql`a.set_time_id = ${of.setTimeId}::uuid` : sql`a.game_id = ${of.gameId}::uuid`;
  const rows = await executeRows<{
    gameId: string;
    userId: string | null;
    teamId: string | null;
    points: number;
    day: string;
    newDay: string;
  }>(
    tx,
    sql`with due as (
        select a.id, a.day as old_day, coalesce(s.ends_on, g.end_date, g.start_date, a.day) as new_day
        from ${kpiActuals} a join ${games} g on g.id = a.game_id left join ${setTimes} s on s.id = a.set_time_id
        where ${which})
      update ${kpiActuals} a set day = due.new_day from due
      where a.id = due.id and due.new_day <> due.old_day
      returning a.game_id as "gameId", a.user_id as "userId", a.team_id as "teamId", a.points,
        to_char(due.old_day, 'YYYY-MM-DD') as day, to_char(due.new_day, 'YYYY-MM-DD') as "newDay"`,
  );
  const changes = rows.map((r) => ({
    ...r,
    before: { day: r.day, points: r.points },
    after: { day: r.newDay, points: r.points },
  }));
  for (const [gameId, ofGame] of byGame(changes)) await applyActualChanges(tx, gameId, ofGame);
}

/**
 * A game's start or end date changed: its whole-game actuals move to the new end day, and every KPI
 * of it is scored again, the rounds' shares of the game-wide targets having moved with the days.
 */
export async function followGameDays(tx: Executor, gameId: string): Promise<void> {
  await rebookActuals(tx, { gameId });
  await rescoreGameKpis(tx, gameId);
}
