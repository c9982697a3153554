import {
  type TTargetKpi,
  targetRefusal,
  type ZCreateTargetKpiRequest,
  type ZUpdateTargetKpiRequest,
} from '@rally/contracts/kpis';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import type { Scope } from '../../lib/scope.ts';
import { assertGameEditable, LOCK_GAME, requireGame } from '../games/service.ts';
import { rescoreKpi } from '../kpi-actuals/follow.ts';
import { lockRounds } from '../kpi-actuals/store.ts';
import { kpiInScope } from './service.ts';
import {
  deleteTargetKpiRow,
  findTargetKpi,
  insertTargetKpis,
  listSourceTargets,
  type TargetKpiRow,
  updateTargetKpiRow,
} from './target-queries.ts';

const toTargetKpi = (t: TargetKpiRow): TTargetKpi => ({ ...t });

/** Read back after a write: the column keeps four decimals, and the answer shows what was stored. */
async function storedTarget(db: Executor, scope: Scope, id: string) {
  const row = await findTargetKpi(db, scope, id);
  if (!row) throw new Error('target KPI lost');
  return toTargetKpi(row);
}

/**
 * The round a target is for (none: game-wide), one of the game's and locked against closing: a
 * frozen round's results stand as they were, so its goal changes only after it is reopened, as
 * its actuals do (ADR 0014). As for them, the instant its grace window ends decides, not when the
 * closing job freezes it.
 */
async function assertRoundOpen(tx: Executor, gameId: string, setTimeId: string | null) {
  if (!setTimeId) return;
  const round = (await lockRounds(tx, gameId, [setTimeId])).get(setTimeId);
  if (!round) throw notFound('kpis.setTimeNotFound');
  if (round.closedAt) throw conflict('setTimes.frozen', { name: round.name });
  if (round.closed) throw conflict('kpis.roundClosed', { name: round.name });
}

/** A goal its KPI's direction cannot take (0 where higher is better) is refused, naming `target`. */
function assertTargetSuits(direction: TTargetKpi['direction'], target: number) {
  const refusal = targetRefusal(direction, target);
  if (refusal) throw invalid('target', refusal);
}

/** A game's target in scope, its game locked for the write and its round (if any) open. */
async function targetInScope(tx: Executor, scope: Scope, id: string) {
  const target = await findTargetKpi(tx, scope, id);
  if (!target) throw notFound('kpis.targetNotFound');
  const game = await requireGame(tx, scope, target.sourceId, LOCK_GAME);
  await assertRoundOpen(tx, game.id, target.setTimeId);
  return { target, game };
}

/** `GET /game/targets-kpi/competition/{id}`: a game's goals. */
export async function listGameTargets(opts: { db: Executor; scope: Scope; gameId: string }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  return (await listSourceTargets(opts.db, opts.scope, { type: 'game', id: game.id })).map(toTargetKpi);
}

/** `POST /targets-kpi`: the goal of one KPI of a game, game-wide or for one round, and only one. */
export async function createTargetKpi(opts: CallerInput<typeof ZCreateTargetKpiRequest>) {
  const { kpi, game } = await kpiInScope(opts.tx, opts.scope, opts.input.kpiId, LOCK_GAME);
  assertGameEditable(game, 'content');
  assertTargetSuits(kpi.direction, opts.input.target);
  await assertRoundOpen(opts.tx, game.id, opts.input.setTimeId);
  const [row] = await insertTargetKpis(opts.tx, [
    {
      companyId: kpi.companyId,
      kpiId: kpi.id,
      sourceType: 'game',
      sourceId: game.id,
      setTimeId: opts.input.setTimeId,
      target: opts.input.target,
    },
  ]).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw conflict('kpis.targetExists', { name: kpi.name });
    throw err;
  });
  if (!row) throw new Error('target not created');
  // Actuals already entered earn their points from now on (a round's own goal: that round's).
  await rescoreKpi(opts.tx, kpi.id);
  return storedTarget(opts.tx, opts.scope, row.id);
}

/** `PUT /targets-kpi/{id}` */
export async function updateTargetKpi(opts: CallerInput<typeof ZUpdateTargetKpiRequest> & { id: string }) {
  const { target, game } = await targetInScope(opts.tx, opts.scope, opts.id);
  assertGameEditable(game, 'content');
  assertTargetSuits(target.direction, opts.input.target);
  await updateTargetKpiRow(opts.tx, target.id, opts.input.target);
  await rescoreKpi(opts.tx, target.kpiId);
  return storedTarget(opts.tx, opts.scope, target.id);
}

/**
 * `DELETE /targets-kpi/{id}`: a KPI's points need its target, so a running game keeps it (draft
 * only); a round's own goal alike, though its actuals would fall back to the game-wide goal.
 */
export async function deleteTargetKpi(opts: { tx: Executor; scope: Scope; id: string }) {
  const { target, game } = await targetInScope(opts.tx, opts.scope, opts.id);
  assertGameEditable(game, 'structure');
  await deleteTargetKpiRow(opts.tx, target.id);
  await rescoreKpi(opts.tx, target.kpiId);
}
