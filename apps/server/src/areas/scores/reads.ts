/**
 * What other areas read of a game's scores (public pages, reports, the dashboard, rounds): team
 * standings as the game ranks its teams, the top players, a range's board and the number of players, as the score
 * tables hold them. What a viewer may see of them is `privacy.ts`. The SQL files of this area stay
 * private to it (decision 0024).
 */
import type { TGameRules } from '@rally/contracts/games';
import type { Executor } from '../../db/client.ts';
import { rulesOf } from './privacy.ts';
import { type DayRange, teamStandings } from './queries.ts';

/** Where points come from and their columns, for reading points per source (reports). */
export { SCORE_SOURCES, type ScoreSource, sourceColumn } from './engine-sources.ts';
export {
  countPlayers,
  type DayRange,
  type RankedPlayer,
  type TeamRow,
  topPlayers,
  windowBoard,
} from './queries.ts';

/**
 * The game's teams ranked as its rules say (points, or points per member), over the whole game or
 * a range of its days.
 */
export function gameTeamStandings(
  db: Executor,
  game: { id: string; rules: Partial<TGameRules> },
  range: DayRange = {},
) {
  return teamStandings(db, { gameId: game.id, ranking: rulesOf(game).teamRanking, range });
}
