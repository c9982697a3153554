import { targetRefusal, type ZUpdateKpiRequest } from '@rally/contracts/kpis';
import type { Executor } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import type { Scope } from '../../lib/scope.ts';
import { assertGameEditable, LOCK_GAME, lockEditableGame, requireGame } from '../games/service.ts';
import { dropKpiActuals, rescoreKpi } from '../kpi-actuals/follow.ts';
import {
  deleteKpiRow,
  findKpi,
  insertKpis,
  type KpiRow,
  listGameKpis,
  nextKpiPosition,
  updateKpiRow,
} from './queries.ts';
import { kpiTargetValues } from './target-queries.ts';

/** A KPI of a game; the routes spell it the API's way. */
export type Kpi = Pick<KpiRow, 'id' | 'gameId' | 'name' | 'unit' | 'direction' | 'weight' | 'position'>;

const toKpi = (k: KpiRow): Kpi => ({
  id: k.id,
  gameId: k.gameId,
  name: k.name,
  unit: k.unit,
  direction: k.direction,
  weight: k.weight,
  position: k.position,
});

/** A KPI in scope with its game: `requireGame` also keeps players out of games they do not play in. */
export async function kpiInScope(db: Executor, scope: Scope, id: string, lock?: typeof LOCK_GAME) {
  const kpi = await findKpi(db, scope, id);
  if (!kpi) throw notFound('kpis.notFound');
  return { kpi, game: await requireGame(db, scope, kpi.gameId, lock) };
}

/**
 * `GET /competition/{id}/kpi/{page}`: the spec reads the fixed page 1, so page 1 holds every KPI of
 * the game; a later page is empty rather than an error, and says there is only one.
 */
export async function listKpiPage(opts: { db: Executor; scope: Scope; gameId: string; page: number }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const rows = await listGameKpis(opts.db, opts.scope, game.id);
  return { result: opts.page === 1 ? rows.map(toKpi) : [], count: rows.length, pages: 1 };
}

/** A new KPI's fields; its place is the end of its game's list. */
export type NewKpi = Pick<KpiRow, 'name' | 'unit' | 'direction' | 'weight'>;

/** `POST /kpi`: the new KPI goes last. */
export async function createKpi(opts: { tx: Executor; scope: Scope; gameId: string; kpi: NewKpi }) {
  const fields = opts.kpi;
  const game = await lockEditableGame(opts.tx, opts.scope, opts.gameId);
  const position = await nextKpiPosition(opts.tx, game.id);
  const [row] = await insertKpis(opts.tx, [
    { ...fields, companyId: game.companyId, gameId: game.id, position },
  ]);
  if (!row) throw new Error('KPI not created');
  return toKpi(row);
}

/** `PUT /kpi/{id}` */
export async function updateKpi(opts: CallerInput<typeof ZUpdateKpiRequest> & { id: string }) {
  const { kpi, game } = await kpiInScope(opts.tx, opts.scope, opts.id, LOCK_GAME);
  assertGameEditable(game, 'content');
  const direction = opts.input.direction ?? kpi.direction;
  // Its goals must still suit it: a goal of 0 keeps it lower-is-better (`targetRefusal`).
  if (direction !== kpi.direction) {
    const targets = await kpiTargetValues(opts.tx, kpi.id);
    if (targets.some((target) => targetRefusal(direction, target)))
      throw invalid('direction', 'kpis.zeroTargetDirection');
  }
  const updated = (await updateKpiRow(opts.tx, kpi.id, opts.input)) ?? kpi;
  // A new weight or direction changes what every actual of the KPI earns.
  if (updated.weight !== kpi.weight || updated.direction !== kpi.direction) await rescoreKpi(opts.tx, kpi.id);
  return toKpi(updated);
}

/** `DELETE /kpi/{id}`: removes the KPI with its targets (draft games only). */
export async function deleteKpi(opts: { tx: Executor; scope: Scope; id: string }) {
  const { kpi, game } = await kpiInScope(opts.tx, opts.scope, opts.id, LOCK_GAME);
  assertGameEditable(game, 'structure');
  // Its actuals go with it (cascade): their points leave the scores first.
  await dropKpiActuals(opts.tx, { kpiId: kpi.id });
  await deleteKpiRow(opts.tx, kpi.id);
}
