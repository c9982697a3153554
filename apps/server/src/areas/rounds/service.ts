import { dayIn } from '@rally/contracts/game-lifecycle';
import type { Executor } from '../../db/client.ts';
import { conflict, type FieldError, invalid, invalidFields, notFound } from '../../lib/errors.ts';
import { isPlatformAdmin, type Scope } from '../../lib/scope.ts';
import { assertGameEditable, requireGame } from '../games/service.ts';
import { dropKpiActuals, rebookActuals, rescoreGameKpis } from '../kpi-actuals/follow.ts';
import { rebookStreakBonus } from '../scores/engine.ts';
import * as q from './queries.ts';

/**
 * Rounds (the API's set times): rules of DESIGN section 3 and ADR 0014. Rounds lie inside the game's dates and
 * never overlap; a frozen round does not change until an organiser reopens it; a finished or
 * archived game's rounds are read-only. Every change of a game's rounds is checked as a whole set
 * under a lock on the game, so two organisers adding rounds at once cannot make them overlap.
 * The routes map requests and answers between the API's spelling and these words (`wire.ts`).
 */

type Game = Awaited<ReturnType<typeof requireGame>>;

export type RoundStatus = 'upcoming' | 'running' | 'grace' | 'frozen';

/** A round as the code reads it: its days, its status today, and when it froze or freezes. */
export type Round = {
  id: string;
  gameId: string;
  name: string;
  startDate: string;
  endDate: string;
  position: number;
  status: RoundStatus;
  closesAt: string;
  closedAt: string | null;
  reopenedAt: string | null;
  reopenedByName: string | null;
};

/**
 * Where in the request a round's fields are (`path`, a prefix), so that a refusal names the field
 * the caller sent; the route knows the request's shape.
 */
type At = { path: string };

/** A round to add. */
export type NewRound = At & { name: string; startsOn: string; endsOn: string };

/** A change of one round: the fields given change; `idPath` is where the request named the round. */
export type RoundChange = At & {
  id: string;
  idPath: string;
  name?: string;
  startsOn?: string;
  endsOn?: string;
};

export function statusOf(row: q.RoundRow, timezone: string, now: Date): RoundStatus {
  if (row.closedAt) return 'frozen';
  const today = dayIn(timezone, now);
  if (today < row.startsOn) return 'upcoming';
  return today <= row.endsOn ? 'running' : 'grace';
}

export function toRound(row: q.RoundRow, timezone: string, now: Date): Round {
  return {
    id: row.id,
    gameId: row.gameId,
    name: row.name,
    startDate: row.startsOn,
    endDate: row.endsOn,
    position: row.position,
    status: statusOf(row, timezone, now),
    closesAt: row.closesAt,
    closedAt: row.closedAt?.toISOString() ?? null,
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
    reopenedByName: row.reopenedByName,
  };
}

/** `GET /settimes/competition/{id}` */
export async function listGameRounds(opts: { db: Executor; scope: Scope; gameId: string; now?: Date }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const now = opts.now ?? new Date();
  return (await q.listRounds(opts.db, game.id)).map((row) => toRound(row, game.timezone, now));
}

/** The game, locked for a change of its rounds: 409 when its state forbids, or when it has no dates yet. */
async function gameForChange(tx: Executor, scope: Scope, gameId: string, now: Date) {
  const game = await requireGame(tx, scope, gameId, { forUpdate: true });
  assertGameEditable(game, 'content', now);
  if (!game.startDate || !game.endDate) throw conflict('setTimes.gameHasNoDates');
  return game as Game & { startDate: string; endDate: string };
}

type Planned = At & { id?: string; name: string; startsOn: string; endsOn: string };

/** Every rule a game's rounds must keep together, each broken one named by its field. */
function checkRounds(game: { startDate: string; endDate: string }, rounds: Planned[]) {
  const problems: FieldError[] = [];
  for (const r of rounds) {
    if (r.endsOn < r.startsOn) {
      problems.push({ path: `${r.path}endDate`, messageCode: 'setTimes.endBeforeStart' });
    } else if (r.startsOn < game.startDate || r.endsOn > game.endDate) {
      const path = r.startsOn < game.startDate ? 'startDate' : 'endDate';
      problems.push({
        path: `${r.path}${path}`,
        messageCode: 'setTimes.outsideGame',
        params: { startDate: game.startDate, endDate: game.endDate },
      });
    }
  }
  if (problems.length) throw invalidFields(problems);
  const sorted = [...rounds].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1] as Planned;
    const r = sorted[i] as Planned;
    if (r.startsOn <= before.endsOn) {
      // Name the round being written (the one with a path), against the one it runs into.
      const [named, other] = r.path || !before.path ? [r, before] : [before, r];
      problems.push({
        path: `${named.path}startDate`,
        messageCode: 'setTimes.overlaps',
        params: { name: other.name, startDate: other.startsOn, endDate: other.endsOn },
      });
    }
  }
  if (problems.length) throw invalidFields(problems);
}

const planned = (row: q.RoundRow): Planned => ({
  id: row.id,
  name: row.name,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  path: '',
});

/** `POST /settimes`: adds rounds to a game; answers the rounds added. */
export async function createRounds(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  rounds: NewRound[];
  now?: Date;
}) {
  const { tx, scope } = opts;
  const now = opts.now ?? new Date();
  const game = await gameForChange(tx, scope, opts.gameId, now);
  const existing = await q.listRounds(tx, game.id);
  const added = opts.rounds;
  checkRounds(game, [...existing.map(planned), ...added]);
  const rows = await q.insertRounds(
    tx,
    added.map(({ path: _, ...r }) => ({ ...r, companyId: game.companyId, gameId: game.id })),
  );
  await q.renumber(tx, game.id);
  // The streak bonus is capped per round (ADR 0028): new rounds split the caps anew.
  await rebookStreakBonus(tx, game.id);
  const ids = new Set(rows.map((r) => r.id));
  return (await q.listRounds(tx, game.id))
    .filter((r) => ids.has(r.id))
    .map((r) => toRound(r, game.timezone, now));
}

/** Applies changes of several rounds of one game, checked as a whole; a frozen round is 409. */
async function changeRounds(tx: Executor, scope: Scope, gameId: string, changes: RoundChange[], now: Date) {
  const game = await gameForChange(tx, scope, gameId, now);
  const existing = await q.listRounds(tx, game.id);
  const byId = new Map(existing.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const plan = new Map(existing.map((r) => [r.id, planned(r)]));
  for (const c of changes) {
    const row = byId.get(c.id);
    if (!row) throw invalid(c.idPath, 'setTimes.notInGame');
    if (seen.has(row.id)) throw invalid(c.idPath, 'setTimes.listedTwice');
    seen.add(row.id);
    if (row.closedAt) throw conflict('setTimes.frozen', { name: row.name });
    plan.set(row.id, {
      id: row.id,
      name: c.name ?? row.name,
      startsOn: c.startsOn ?? row.startsOn,
      endsOn: c.endsOn ?? row.endsOn,
      path: c.path,
    });
  }
  checkRounds(game, [...plan.values()]);
  let moved = false;
  for (const id of seen) {
    const p = plan.get(id) as Planned;
    const row = byId.get(id);
    moved ||= p.startsOn !== row?.startsOn || p.endsOn !== row?.endsOn;
    await q.updateRound(tx, id, { name: p.name, startsOn: p.startsOn, endsOn: p.endsOn });
    // KPI actuals of the round are booked on its last day (ADR 0015): they follow a new end.
    if (p.endsOn !== row?.endsOn) await rebookActuals(tx, { setTimeId: id });
  }
  // A round's share of the game-wide KPI targets follows its days (ADR 0015).
  if (moved) await rescoreGameKpis(tx, game.id);
  // So do the streak bonus's caps and freezes per round (ADR 0028).
  if (moved) await rebookStreakBonus(tx, game.id);
  await q.renumber(tx, game.id);
  const ids = seen;
  return (await q.listRounds(tx, game.id))
    .filter((r) => ids.has(r.id))
    .map((r) => toRound(r, game.timezone, now));
}

/** A round by id in the caller's scope (another company's: 404). */
export async function requireRoundInScope(db: Executor, scope: Scope, id: string) {
  const [row] = await q.findRounds(db, [id]);
  if (!row || (!isPlatformAdmin(scope) && row.companyId !== scope.companyId)) {
    throw notFound('setTimes.notFound');
  }
  return row;
}

/**
 * `PUT /settimes/{id}`: changes round `id`; a change naming another round (`change.id`) is refused
 * at `change.idPath`.
 */
export async function updateRound(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  change: Omit<RoundChange, 'id'> & { id?: string };
  now?: Date;
}) {
  const { tx, scope, id, change } = opts;
  const row = await requireRoundInScope(tx, scope, id);
  if (change.id && change.id !== id) throw invalid(change.idPath, 'setTimes.idMismatch');
  const [changed] = await changeRounds(tx, scope, row.gameId, [{ ...change, id }], opts.now ?? new Date());
  return changed as Round;
}

/** `PUT /settimes/all/{gameId}` */
export const updateRounds = (opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  changes: RoundChange[];
  now?: Date;
}) => changeRounds(opts.tx, opts.scope, opts.gameId, opts.changes, opts.now ?? new Date());

/** Deletes rounds of one game (none frozen: reopen first, so frozen results are never lost by accident). */
async function removeRounds(
  tx: Executor,
  scope: Scope,
  gameId: string,
  ids: string[],
  idsPath: string,
  now: Date,
) {
  const game = await gameForChange(tx, scope, gameId, now);
  const existing = new Map((await q.listRounds(tx, game.id)).map((r) => [r.id, r]));
  ids.forEach((id, i) => {
    const row = existing.get(id);
    if (!row) throw invalid(`${idsPath}.${i}`, 'setTimes.notInGame');
    if (row.closedAt) throw conflict('setTimes.frozen', { name: row.name });
  });
  // The rounds' KPI actuals go with them (cascade): their points leave the scores first.
  for (const id of ids) await dropKpiActuals(tx, { setTimeId: id });
  await q.deleteRounds(tx, game.id, ids);
  await q.renumber(tx, game.id);
  await rebookStreakBonus(tx, game.id);
}

/** `DELETE /settimes/{id}` */
export async function deleteRound(opts: { tx: Executor; scope: Scope; id: string; now?: Date }) {
  const row = await requireRoundInScope(opts.tx, opts.scope, opts.id);
  await removeRounds(opts.tx, opts.scope, row.gameId, [row.id], '', opts.now ?? new Date());
}

/** `DELETE /settimes/all/{gameId}`: `idsPath` is where the request lists them, named in a refusal. */
export async function deleteRounds(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  ids: string[];
  idsPath: string;
  now?: Date;
}) {
  const ids = [...new Set(opts.ids)];
  await removeRounds(opts.tx, opts.scope, opts.gameId, ids, opts.idsPath, opts.now ?? new Date());
}
