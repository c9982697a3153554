import { FAIRNESS_RULE } from '@rally/contracts/logs';
import type { Executor } from '../../db/client.ts';
import { applyLogChanges } from '../scores/engine.ts';
import * as q from './queries.ts';

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The outlier rule (docs/decisions/0008): is a day of `points` far above a player's usual level,
 * given the points of their previous active days (newest first)?
 */
export function isOutlier(points: number, history: number[]): boolean {
  const { factor, minExtraPoints, historyDays, minHistoryDays } = FAIRNESS_RULE;
  const usual = history.slice(0, historyDays);
  if (usual.length < minHistoryDays) return false;
  const level = median(usual);
  return points > factor * level && points - level >= minExtraPoints;
}

/**
 * Runs after a log is written: when the player's day (pending logs included: they would count once
 * approved) is an outlier, its logs are flagged for review. Flagged logs keep counting until an
 * organiser rejects them; the flag only asks for a look. Returns the ids of the logs it flagged.
 */
export async function flagOutlierDay(
  tx: Executor,
  opts: { gameId: string; userId: string; day: string },
): Promise<Set<string>> {
  const { points, history } = await q.dayPoints(tx, { ...opts, before: FAIRNESS_RULE.historyDays });
  if (!isOutlier(points, history)) return new Set();
  const flagged = await q.flagDay(tx, opts);
  await applyLogChanges(
    tx,
    opts.gameId,
    flagged.map((log) => {
      const before = {
        status: log.status,
        removed: false,
        flagged: false,
        reviewed: log.reviewedAt !== null,
      };
      return [log, before, { ...before, flagged: true }];
    }),
  );
  return new Set(flagged.map((log) => log.id));
}
