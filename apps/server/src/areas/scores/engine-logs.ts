import type { TLogStatus } from '@rally/contracts/logs';
import type { Executor } from '../../db/client.ts';
import { applyScoreDeltas, type ScoreDelta } from './engine-deltas.ts';
import { streakDeltas } from './engine-streak.ts';

/** What of a log decides its part in the scores. */
export type LogState = { status: TLogStatus; removed: boolean; flagged: boolean; reviewed: boolean };
/** The log itself: whose, which day, how many points, when written. */
export type LogFacts = { userId: string; day: string; points: number; createdAt: Date };

/**
 * A log's part in its player's score: only an approved log that was not removed scores and counts;
 * a pending one waits; a flagged one asks for review until an organiser decides on it.
 */
function partOf(state: LogState | null, points: number) {
  if (!state || state.removed) return { points: 0, logs: 0, pending: 0, flagged: 0 };
  const approved = state.status === 'approved';
  return {
    points: approved ? points : 0,
    logs: approved ? 1 : 0,
    pending: state.status === 'pending' ? 1 : 0,
    flagged: state.flagged && !state.reviewed && state.status !== 'rejected' ? 1 : 0,
  };
}

/** The score delta of a log going from `before` (null: new) to `after`. */
export function logDelta(log: LogFacts, before: LogState | null, after: LogState): ScoreDelta {
  const a = partOf(after, log.points);
  const b = partOf(before, log.points);
  return {
    userId: log.userId,
    source: 'behaviour',
    day: log.day,
    points: a.points - b.points,
    logs: a.logs - b.logs,
    pending: a.pending - b.pending,
    flagged: a.flagged - b.flagged,
    // Writing a log is activity, whatever becomes of it; later decisions are the organiser's.
    ...(before === null ? { activeAt: log.createdAt } : {}),
  };
}

/**
 * Applies log changes of one game: `[log, before, after]` each, the logs already written. The
 * players' streak bonus (ADR 0028) follows their counted logs in the same booking: a log, review,
 * undo or removal may change the bonus of later days.
 */
export async function applyLogChanges(
  tx: Executor,
  gameId: string,
  changes: [LogFacts, LogState | null, LogState][],
): Promise<void> {
  const deltas = changes.map(([log, before, after]) => logDelta(log, before, after));
  // Only a change of what counts (approved, not removed) can move a streak.
  const moved = [...new Set(deltas.filter((d) => d.logs !== 0).map((d) => d.userId))].sort();
  const bonus = moved.length > 0 ? await streakDeltas(tx, gameId, moved) : [];
  return applyScoreDeltas(tx, gameId, [...deltas, ...bonus]);
}
