import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { executeRows, textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { roundClosedSql } from '../../db/round-close.ts';
import {
  games,
  kpiActuals,
  kpis,
  playerScoreDays,
  playerScores,
  setTimes,
  targetKpis,
  teamScores,
  teams,
} from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { notifyScoresChanged } from '../live/notify.ts';
import { addTeamPoints, applyScoreDeltas, type ScoreDelta } from '../scores/engine.ts';
import { type Direction, kpiAchievement, kpiPoints } from './points.ts';

/**
 * The one way KPI actuals are written (grid, upload, API key) and their points kept in the scores:
 * each write upserts the actuals, computes their points against the target that applies, and books
 * the difference in `player_scores`/`player_score_days` (players) or `team_scores` (teams) in the
 * caller's transaction. Callers lock the game row first, so KPI writes of a game take turns.
 */

export type GameRef = {
  id: string;
  companyId: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  resultsFrozenAt: Date | null;
};
export type KpiRef = { id: string; gameId: string; name: string; direction: Direction; weight: number };
export type RoundRef = {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  closedAt: Date | null;
  /** Takes no entries: frozen, or past its grace window (read with `openRoundColumns`). */
  closed?: boolean;
};

/** What a write needs of a KPI (`KpiRef`), selected alike wherever actuals are written from. */
export const kpiRefColumns = {
  id: kpis.id,
  gameId: kpis.gameId,
  name: kpis.name,
  direction: kpis.direction,
  weight: kpis.weight,
};
/** What a write and a report need of a round (`RoundRef`). */
export const roundRefColumns = {
  id: setTimes.id,
  name: setTimes.name,
  startsOn: setTimes.startsOn,
  endsOn: setTimes.endsOn,
  closedAt: setTimes.closedAt,
};
/** A round as a write checks it, with whether it still takes entries: read joined to its game. */
export const writeRoundColumns = { ...roundRefColumns, closed: roundClosedSql };

export type ActualWrite = {
  kpi: KpiRef;
  round: RoundRef | null;
  userId: string | null;
  teamId: string | null;
  /** null removes the actual. */
  value: number | null;
};
export type WriteMeta = {
  source: 'hand' | 'upload' | 'api';
  enteredBy: string | null;
  apiKeyId: string | null;
};
export type SavedActual = {
  kpiId: string;
  setTimeId: string | null;
  userId: string | null;
  teamId: string | null;
  value: number;
  points: number;
};

const ZERO = '00000000-0000-0000-0000-000000000000';
const today = () => new Date().toISOString().slice(0, 10);

/** The score day an actual's points are booked on: the round's last day, else the game's end (or start, or today). */
export const bookingDay = (game: GameRef, round: RoundRef | null) =>
  round?.endsOn ?? game.endDate ?? game.startDate ?? today();

/**
 * A round's entries are refused once its results are frozen or its grace window has ended (the instant
 * decides, not the closing job), until an organiser reopens it; so are
 * whole-game entries once the game's final results are frozen (ADR 0014).
 */
export function assertRoundOpen(game: GameRef, round: RoundRef | null) {
  if (round?.closedAt || round?.closed) throw conflict('kpiActuals.roundClosed', { round: round.name });
  if (!round && game.resultsFrozenAt) throw conflict('kpiActuals.gameFrozen');
}

/** An archived game is read-only; actuals still come in for a finished one (figures arrive late). */
export function assertGameTakesActuals(game: GameRef) {
  if (game.status === 'archived') throw conflict('kpiActuals.gameArchived');
}

/** The rounds of a game by id, locked against closing while the write runs (the closer updates them). */
export async function lockRounds(
  tx: Executor,
  gameId: string,
  ids: string[],
): Promise<Map<string, RoundRef>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(writeRoundColumns)
    .from(setTimes)
    .innerJoin(games, eq(games.id, setTimes.gameId))
    .where(and(eq(setTimes.gameId, gameId), inArray(setTimes.id, [...new Set(ids)])))
    .for('share', { of: setTimes });
  return new Map(rows.map((r) => [r.id, r]));
}

const DAY_MS = 86_400_000;
const daysOf = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/**
 * Each round's share of its game's days (round days / game days, at most 1), for prorating the
 * game-wide target; a game without both dates has no shares.
 */
async function roundShares(db: Executor, kpiIds: string[]) {
  const rows = await db
    .select({
      id: setTimes.id,
      startsOn: setTimes.startsOn,
      endsOn: setTimes.endsOn,
      startDate: games.startDate,
      endDate: games.endDate,
    })
    .from(setTimes)
    .innerJoin(games, eq(games.id, setTimes.gameId))
    .where(
      inArray(setTimes.gameId, db.select({ id: kpis.gameId }).from(kpis).where(inArray(kpis.id, kpiIds))),
    );
  const shares = new Map<string, number>();
  for (const r of rows) {
    if (!r.startDate || !r.endDate) continue;
    const gameDays = daysOf(r.startDate, r.endDate);
    if (gameDays > 0) shares.set(r.id, Math.min(daysOf(r.startsOn, r.endsOn) / gameDays, 1));
  }
  return shares;
}

/**
 * Targets that apply: for each KPI, the round's own target; else, for a round, the game-wide target
 * prorated by the round's share of the game's days (kept to the column's 4 decimals); else (the
 * whole game, or a game without dates) the game-wide one. ADR 0015.
 */
export async function targetsFor(db: Executor, kpiIds: string[]) {
  if (kpiIds.length === 0) return () => ({ target: null, scope: null }) as const;
  const ids = [...new Set(kpiIds)];
  const [rows, shares] = await Promise.all([
    db
      .select({ kpiId: targetKpis.kpiId, setTimeId: targetKpis.setTimeId, target: targetKpis.target })
      .from(targetKpis)
      .where(and(inArray(targetKpis.kpiId, ids), eq(targetKpis.sourceType, 'game'))),
    roundShares(db, ids),
  ]);
  const byKey = new Map(rows.map((r) => [`${r.kpiId}:${r.setTimeId ?? ''}`, Number(r.target)]));
  return (kpiId: string, setTimeId: string | null) => {
    const own = setTimeId ? byKey.get(`${kpiId}:${setTimeId}`) : undefined;
    if (own !== undefined) return { target: own, scope: 'round' as const };
    const wide = byKey.get(`${kpiId}:`);
    if (wide === undefined) return { target: null, scope: null };
    const share = setTimeId ? shares.get(setTimeId) : undefined;
    if (share === undefined) return { target: wide, scope: 'game' as const };
    return { target: Math.round(wide * share * 10_000) / 10_000, scope: 'prorated' as const };
  };
}

/** Players of the game among `userIds` (those with a score row), with their team. */
export async function playersOfGame(db: Executor, gameId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: playerScores.userId, teamId: playerScores.teamId })
    .from(playerScores)
    .where(and(eq(playerScores.gameId, gameId), inArray(playerScores.userId, [...new Set(userIds)])));
  return new Map(rows.map((r) => [r.userId, r.teamId]));
}

export async function teamsOfGame(db: Executor, gameId: string, teamIds: string[]) {
  if (teamIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.gameId, gameId), inArray(teams.id, [...new Set(teamIds)])));
  return new Set(rows.map((r) => r.id));
}

type Existing = {
  kpiId: string;
  setTimeId: string | null;
  subject: string;
  points: number;
  day: string;
  value: number;
};
const keyOf = (kpiId: string, setTimeId: string | null, subject: string) =>
  `${kpiId}:${setTimeId ?? ''}:${subject}`;

/** The actuals the writes would replace, for their old points. */
async function existingActuals(tx: Executor, gameId: string, writes: ActualWrite[]) {
  const kpiIds = [...new Set(writes.map((w) => w.kpi.id))];
  const rows = await tx
    .select({
      kpiId: kpiActuals.kpiId,
      setTimeId: kpiActuals.setTimeId,
      userId: kpiActuals.userId,
      teamId: kpiActuals.teamId,
      points: kpiActuals.points,
      day: kpiActuals.day,
      value: kpiActuals.value,
    })
    .from(kpiActuals)
    .where(and(eq(kpiActuals.gameId, gameId), inArray(kpiActuals.kpiId, kpiIds)))
    .for('update');
  const map = new Map<string, Existing>();
  for (const r of rows) {
    const subject = r.userId ?? r.teamId ?? '';
    map.set(keyOf(r.kpiId, r.setTimeId, subject), { ...r, subject, value: Number(r.value) });
  }
  return map;
}

/** Score changes of actuals: per player and day, and per team (team actuals count for the team only). */
export class KpiDeltas {
  readonly players = new Map<string, ScoreDelta>();
  readonly teams = new Map<string, number>();
  add(subject: { userId: string | null; teamId: string | null }, day: string, points: number) {
    if (points === 0) return;
    if (subject.userId) {
      const key = `${subject.userId}:${day}`;
      const d = this.players.get(key) ?? { userId: subject.userId, source: 'kpi' as const, day, points: 0 };
      d.points += points;
      this.players.set(key, d);
    } else if (subject.teamId) {
      this.teams.set(subject.teamId, (this.teams.get(subject.teamId) ?? 0) + points);
    }
  }
  /** Players first, then teams, each in id order: the engine's lock order. */
  async apply(tx: Executor, gameId: string) {
    const players = [...this.players.values()].filter((d) => d.points !== 0);
    // One player: the engine's one-statement path. Many (an upload): set-based, a few statements.
    if (players.length > 1) await bookPlayersAtOnce(tx, gameId, players);
    else await applyScoreDeltas(tx, gameId, players);
    if ([...this.teams.values()].some((p) => p !== 0)) {
      // A team nobody has joined yet has no score row; its actuals count from the start.
      await tx
        .insert(teamScores)
        .select(
          tx
            .select({
              companyId: teams.companyId,
              gameId: teams.gameId,
              teamId: teams.id,
              points: sql<number>`0`.as('points'),
              members: sql<number>`0`.as('members'),
            })
            .from(teams)
            .where(inArray(teams.id, [...this.teams.keys()])),
        )
        .onConflictDoNothing({ target: teamScores.teamId });
      await addTeamPoints(tx, this.teams, new Map());
      await notifyScoresChanged(tx, gameId);
    }
  }
}

/**
 * Many players' KPI points in a few statements (measured: 10,000 actuals of 5,000 players took 38 s
 * one player at a time through `applyScoreDeltas`). The same effect: players locked first in user
 * id order (the engine's lock order), their score rows and day buckets changed, buckets back at
 * nothing deleted, then their teams in team id order, and one change notice.
 */
async function bookPlayersAtOnce(tx: Executor, gameId: string, deltas: ScoreDelta[]) {
  const rows = JSON.stringify(deltas.map((d) => ({ user_id: d.userId, day: d.day, points: d.points })));
  const ids = [...new Set(deltas.map((d) => d.userId))].sort();
  await executeRows(
    tx,
    sql`select 1 from ${playerScores} where game_id = ${gameId}::uuid and user_id = any(${textArray(ids)}::uuid[])
      order by user_id for update`,
  );
  const teamsHit = await executeRows<{ teamId: string; points: number }>(
    tx,
    sql`with d as (select * from json_to_recordset(${rows}::json) as r(user_id uuid, day date, points int)),
      p as (update ${playerScores} ps set kpi_points = ps.kpi_points + s.points, points = ps.points + s.points
        from (select user_id, sum(points)::int as points from d group by user_id) s
        where ps.game_id = ${gameId}::uuid and ps.user_id = s.user_id
        returning ps.user_id, ps.team_id, ps.company_id, s.points),
      b as (insert into ${playerScoreDays} (company_id, game_id, user_id, day, kpi_points, points, log_count)
        select p.company_id, ${gameId}::uuid, d.user_id, d.day, d.points, d.points, 0 from d join p on p.user_id = d.user_id
        on conflict (game_id, user_id, day) do update set
          kpi_points = ${playerScoreDays}.kpi_points + excluded.kpi_points,
          points = ${playerScoreDays}.points + excluded.points)
      select team_id as "teamId", sum(points)::int as points from p group by team_id`,
  );
  if (deltas.some((d) => d.points < 0)) {
    await executeRows(
      tx,
      sql`delete from ${playerScoreDays} b using json_to_recordset(${rows}::json) as r(user_id uuid, day date, points int)
        where b.game_id = ${gameId}::uuid and b.user_id = r.user_id and b.day = r.day and r.points < 0
          and b.points = 0 and b.behaviour_points = 0 and b.quiz_points = 0 and b.kpi_points = 0 and b.log_count = 0`,
    );
  }
  await addTeamPoints(tx, new Map(teamsHit.map((t) => [t.teamId, Number(t.points)])), new Map());
  await notifyScoresChanged(tx, gameId);
}

/**
 * Upserts (or removes) actuals of one game and books their points. The caller has checked the game,
 * KPIs, rounds (open) and subjects; later writes of the same cell win within one call.
 */
export async function writeActuals(
  tx: Executor,
  game: GameRef,
  writes: ActualWrite[],
  meta: WriteMeta,
): Promise<SavedActual[]> {
  if (writes.length === 0) return [];
  const last = new Map<string, ActualWrite>();
  for (const w of writes) last.set(keyOf(w.kpi.id, w.round?.id ?? null, w.userId ?? w.teamId ?? ''), w);
  const existing = await existingActuals(tx, game.id, writes);
  const targetOf = await targetsFor(
    tx,
    [...last.values()].map((w) => w.kpi.id),
  );
  const deltas = new KpiDeltas();
  const saved: SavedActual[] = [];
  const upserts: Record<string, unknown>[] = [];
  const removals: string[] = [];
  for (const [key, w] of last) {
    const old = existing.get(key);
    const subject = { userId: w.userId, teamId: w.teamId };
    if (old) deltas.add(subject, old.day, -old.points);
    const setTimeId = w.round?.id ?? null;
    if (w.value === null) {
      if (old) removals.push(key);
      continue;
    }
    const { target } = targetOf(w.kpi.id, setTimeId);
    const points = kpiPoints(w.kpi.weight, kpiAchievement(w.kpi.direction, w.value, target));
    const day = bookingDay(game, w.round);
    deltas.add(subject, day, points);
    saved.push({ kpiId: w.kpi.id, setTimeId, userId: w.userId, teamId: w.teamId, value: w.value, points });
    upserts.push({
      id: uuidv7(),
      company_id: game.companyId,
      game_id: game.id,
      kpi_id: w.kpi.id,
      set_time_id: setTimeId,
      user_id: w.userId,
      team_id: w.teamId,
      value: w.value,
      points,
      day,
      source: meta.source,
      entered_by: meta.enteredBy,
      api_key_id: meta.apiKeyId,
    });
  }
  for (const key of removals) {
    const [kpiId = '', setTimeId = '', subject = ''] = key.split(':');
    await tx
      .delete(kpiActuals)
      .where(
        and(
          eq(kpiActuals.kpiId, kpiId),
          setTimeId ? eq(kpiActuals.setTimeId, setTimeId) : isNull(kpiActuals.setTimeId),
          or(eq(kpiActuals.userId, subject), eq(kpiActuals.teamId, subject)),
        ),
      );
  }
  for (let i = 0; i < upserts.length; i += 1000) await upsertChunk(tx, upserts.slice(i, i + 1000));
  await deltas.apply(tx, game.id);
  return saved;
}

/** One statement per 1,000 actuals; the unique key (KPI × round × subject) decides insert or update. */
async function upsertChunk(tx: Executor, rows: Record<string, unknown>[]) {
  await executeRows(
    tx,
    sql`insert into ${kpiActuals} (id, company_id, game_id, kpi_id, set_time_id, user_id, team_id, value, points, day, source, entered_by, api_key_id)
      select r.id, r.company_id, r.game_id, r.kpi_id, r.set_time_id, r.user_id, r.team_id, r.value, r.points, r.day, r.source, r.entered_by, r.api_key_id
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, company_id uuid, game_id uuid, kpi_id uuid, set_time_id uuid,
        user_id uuid, team_id uuid, value numeric, points int, day date, source text, entered_by uuid, api_key_id uuid)
      on conflict (kpi_id, coalesce(set_time_id, ${ZERO}::uuid), coalesce(user_id, ${ZERO}::uuid), coalesce(team_id, ${ZERO}::uuid))
      do update set value = excluded.value, points = excluded.points, day = excluded.day, source = excluded.source,
        entered_by = excluded.entered_by, api_key_id = excluded.api_key_id, updated_at = now()`,
  );
}

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
  const deltas = new KpiDeltas();
  const changed: { id: string; points: number }[] = [];
  for (const r of rows) {
    const points = kpiPoints(
      kpi.weight,
      kpiAchievement(kpi.direction, Number(r.value), targetOf(kpiId, r.setTimeId).target),
    );
    if (points === r.points) continue;
    deltas.add(r, r.day, points - r.points);
    changed.push({ id: r.id, points });
  }
  if (changed.length === 0) return;
  await executeRows(
    tx,
    sql`update ${kpiActuals} set points = r.points, updated_at = now()
      from json_to_recordset(${JSON.stringify(changed)}::json) as r(id uuid, points int)
      where ${kpiActuals.id} = r.id`,
  );
  await deltas.apply(tx, kpi.gameId);
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
  const byGame = new Map<string, KpiDeltas>();
  for (const r of rows) {
    const deltas = byGame.get(r.gameId) ?? new KpiDeltas();
    deltas.add(r, r.day, -r.points);
    byGame.set(r.gameId, deltas);
  }
  for (const [gameId, deltas] of byGame) await deltas.apply(tx, gameId);
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
  const byGame = new Map<string, KpiDeltas>();
  for (const r of rows) {
    const deltas = byGame.get(r.gameId) ?? new KpiDeltas();
    deltas.add(r, r.day, -r.points);
    deltas.add(r, r.newDay, r.points);
    byGame.set(r.gameId, deltas);
  }
  for (const [gameId, deltas] of byGame) await deltas.apply(tx, gameId);
}
