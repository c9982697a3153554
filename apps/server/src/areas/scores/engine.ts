/**
 * The score engine's face: the one write path for points (docs/decisions/0008). Only the engine
 * writes `player_scores`, `player_score_days` and `team_scores` and notifies the scores channel
 * (test/scores-write-path.test.ts holds that); every other area changes points by calling what is
 * exported here, inside its own transaction, after its own records changed.
 *
 * - Deltas: `applyScoreDeltas` books per-player deltas of any source (one delta is one statement,
 *   many are set-based whatever their number) and points of teams' own.
 * - Events of a source, turned into deltas: logs (`applyLogChanges`), KPI actuals
 *   (`applyActualChanges`), quiz answers (`applyQuizAnswer`); the streak bonus follows each log
 *   change and is booked again for everyone when a game's streak rules, rounds or dates change
 *   (`rebookStreakBonus`).
 * - Events of membership: teams made (`createTeamScores`), players join (`joinTeams`), move
 *   (`moveTeam`), leave (`leaveGame`, `leaveAllGames` before users are deleted), and the start-up
 *   repair (`scoreUnscoredPlayers`).
 *
 * A new source (a badge) is one entry in engine-sources.ts with its column, its sum
 * in `pointSources` (engine-totals.ts) and its event here; `recomputeGameScores` then proves it.
 */

export { onScoresCommitted, SCORES_CHANNEL } from './engine-announce.ts';
export {
  applyScoreDeltas,
  createTeamScores,
  type ScoreDelta,
  scoresBooked,
  type TeamPoints,
} from './engine-deltas.ts';
export { type ActualChange, applyActualChanges } from './engine-kpi.ts';
export { applyLogChanges, type LogFacts, type LogState } from './engine-logs.ts';
export { joinTeams, leaveAllGames, leaveGame, moveTeam, scoreUnscoredPlayers } from './engine-players.ts';
export { applyQuizAnswer } from './engine-quiz.ts';
export { readGameScores, recomputeGameScores } from './engine-recompute.ts';
export { SCORE_SOURCES, type ScoreSource, sourceColumn } from './engine-sources.ts';
export { rebookStreakBonus } from './engine-streak.ts';
