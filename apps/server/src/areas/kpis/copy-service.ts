import type { ZCopyKpisRequest } from '@rally/contracts/kpis';
import { v7 as uuidv7 } from 'uuid';
import type { CallerInput } from '../../lib/route-kit.ts';
import { gamesToCopyBetween } from '../activities/copy-service.ts';
import { insertKpis, listGameKpis, nextKpiPosition } from './queries.ts';
import { insertTargetKpis, listSourceTargets } from './target-queries.ts';

/**
 * `POST /competition/copy/kpi`: deep copies (new ids) of every KPI of a game with its game-wide
 * target, appended after the target game's own KPIs in their original order.
 */
export async function copyKpis(opts: CallerInput<typeof ZCopyKpisRequest>) {
  const { tx, scope } = opts;
  const { from, to } = await gamesToCopyBetween(tx, scope, opts.input);
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
  // A per-set-time target names a set time of the source game, which the copy does not have.
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
