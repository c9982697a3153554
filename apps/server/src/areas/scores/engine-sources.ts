import { playerScoreDays, playerScores } from '../../db/schema/index.ts';

/**
 * Where points come from, each with its column in a player's score row and in their day buckets
 * (the same name in both; `points` is their sum), and its own records the points are summed from.
 * Behaviour logs are the first. A new source (a badge) is one entry here, its
 * column in db/schema/scores.ts, its sum in `pointSources` (engine-totals.ts), and the event that
 * books its points through `applyScoreDeltas`; the engine's writes and the recompute cover it then.
 */
export const sourceColumn = {
  behaviour: { player: playerScores.behaviourPoints, day: playerScoreDays.behaviourPoints },
  quiz: { player: playerScores.quizPoints, day: playerScoreDays.quizPoints },
  kpi: { player: playerScores.kpiPoints, day: playerScoreDays.kpiPoints },
  streak: { player: playerScores.streakPoints, day: playerScoreDays.streakPoints },
};
export type ScoreSource = keyof typeof sourceColumn;
export const SCORE_SOURCES = Object.keys(sourceColumn) as ScoreSource[];

/** Every source's column of one table, for reading them all beside `points`. */
export const sourceColumns = <K extends 'player' | 'day'>(table: K) =>
  Object.fromEntries(SCORE_SOURCES.map((s) => [s, sourceColumn[s][table]])) as {
    [S in ScoreSource]: (typeof sourceColumn)[S][K];
  };

/** A source's points per player and game-local day, summed from its own records. */
export type DayPoints = { userId: string; day: string; points: number }[];
