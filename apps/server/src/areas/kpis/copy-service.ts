import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import type { Scope } from '../../lib/scope.ts';
import { type CopyBetween, gamesToCopyBetween } from '../activities/copy-service.ts';
import { insertKpis, listGameKpis, nextKpiPosition } from './queries.ts';
import { insertTargetKpis, listSourceTargets } from './target-queries.ts';

/**
 * `POST /competition/copy/kpi`: deep copies (new ids) of every KPI of a game with its game-wide
 * target, appended after the target game's own KPIs in their original order.
 */
export async function copyKpis(opts: { tx: Executor; scope: Scope; games: CopyBetween }) {
  const { tx, scope } = opts;
  const { from, to } = await gamesToCopyBetween(tx, scope, opts.games);
  const sources = await listGameKpis(tx, scope, from.id);
  if (sources.length === 0) return { copied: 0 };

  const start = await nextKpiPosition(tx, to.id);
  const newIds = new Map(sources.map((k) => [k.id, uuidv7()]));
  await insertKpis(
    tx,
    sources.map((k, i) => ({
      id: newIds.get(k.id),
      companyId: to.companyId,
      gameId: to.id,
      name: k.name,
      unit: k.unit,
      direction: k.direction,
      weight: k.weight,
      position: start + i,
    })),
  );
  // A per-round target names a round of the source game, which the copy does not have.
  const targets = await listSourceTargets(tx, scope, { type: 'game', id: from.id });
  await insertTargetKpis(
    tx,
    targets
      .filter((t) => t.setTimeId === null)
      .map((t) => ({
        companyId: to.companyId,
        kpiId: newIds.get(t.kpiId) as string,
        sourceType: 'game' as const,
        sourceId: to.id,
        target: t.target,
      })),
  );
  return { copied: sources.length };
}

/**
 * A game's KPIs in order, each with its game-wide goal (null: none): what a template is saved
 * from. Per-round goals stay behind: they name the game's own rounds.
 */
export async function readGameKpis(db: Executor, scope: Scope, gameId: string) {
  const [kpis, targets] = await readAll(
    db,
    () => listGameKpis(db, scope, gameId),
    () => listSourceTargets(db, scope, { type: 'game', id: gameId }),
  );
  return kpis.map((k) => ({
    ...k,
    target: targets.find((t) => t.kpiId === k.id && t.setTimeId === null)?.target ?? null,
  }));
}

/** KPIs with their game-wide goals into a new game, in the order given, new ids throughout. */
export async function writeGameKpis(
  tx: Executor,
  into: { companyId: string; gameId: string },
  list: {
    name: string;
    unit: string;
    direction: 'higher' | 'lower';
    weight: number;
    target: number | null;
  }[],
) {
  const ids = list.map(() => uuidv7());
  if (list.length > 0) {
    await insertKpis(
      tx,
      list.map((k, i) => ({
        ...into,
        id: ids[i],
        name: k.name,
        unit: k.unit,
        direction: k.direction,
        weight: k.weight,
        position: i,
      })),
    );
  }
  await insertTargetKpis(
    tx,
    list.flatMap((k, i) =>
      k.target === null
        ? []
        : [
            {
              companyId: into.companyId,
              kpiId: ids[i] as string,
              sourceType: 'game' as const,
              sourceId: into.gameId,
              target: k.target,
            },
          ],
    ),
  );
}
