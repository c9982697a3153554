import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { executeRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { roundClosedSql } from '../../db/round-close.ts';
import { games, kpiActuals, kpis, playerScores, setTimes, targetKpis, teams } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { assertNotArchived } from '../games/service.ts';
import { type ActualChange, applyActualChanges } from '../scores/engine.ts';
import { type Direction, kpiAchievement, kpiPoints } from './points.ts';

/**
 * The one way KPI actuals are written (grid, upload, API key): each write upserts the actuals,
 * computes their points against the target that applies, and hands the change to the score engine
 * (`applyActualChanges`) in the caller's transaction. Callers lock the game row first, so KPI
 * writes of a game take turns. follow.ts scores them again when their KPI, round or game changes.
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
  assertNotArchived(game);
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
  const [rows, shares] = await readAll(
    db,
    () =>
      db
        .select({ kpiId: targetKpis.kpiId, setTimeId: targetKpis.setTimeId, target: targetKpis.target })
        .from(targetKpis)
        .where(and(inArray(targetKpis.kpiId, ids), eq(targetKpis.sourceType, 'game'))),
    () => roundShares(db, ids),
  );
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
  const changes: ActualChange[] = [];
  const saved: SavedActual[] = [];
  const upserts: Record<string, unknown>[] = [];
  const removals: string[] = [];
  for (const [key, w] of last) {
    const old = existing.get(key);
    const subject = { userId: w.userId, teamId: w.teamId };
    const before = old ? { day: old.day, points: old.points } : null;
    const setTimeId = w.round?.id ?? null;
    if (w.value === null) {
      if (old) removals.push(key);
      changes.push({ ...subject, before, after: null });
      continue;
    }
    const { target } = targetOf(w.kpi.id, setTimeId);
    const points = kpiPoints(w.kpi.weight, kpiAchievement(w.kpi.direction, w.value, target));
    const day = bookingDay(game, w.round);
    changes.push({ ...subject, before, after: { day, points } });
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
  await applyActualChanges(tx, game.id, changes);
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
