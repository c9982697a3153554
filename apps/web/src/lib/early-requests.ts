import { USER_GAMES_DEFAULT_LIMIT } from '@rally/contracts/constants';
import { matchesPath } from './match-path.ts';
import { paths } from './paths.ts';

/** A signed-in GET: its path below the API's base, and its query. */
export type TEarlyRequest = { path: string; query?: Record<string, string | number> };

/** `GET /user/competition/group/{id}`: a user's games (features/scores/api/user-games-api.ts). */
export const userGamesRequest = (userId: string, limit = USER_GAMES_DEFAULT_LIMIT): TEarlyRequest => ({
  path: `/user/competition/group/${encodeURIComponent(userId)}`,
  query: { limit },
});

/**
 * What a signed-in screen's data starts with, asked for by the app's entry as it runs, before the
 * screen's code is here (ADR 0019, "The player's home asks for its games as the app starts"): the
 * player's home's games, which its cards wait for. Only a first request that cannot depend on
 * anything the screen's code decides belongs here.
 */
export function earlyRequests(pathname: string, userId: string): TEarlyRequest[] {
  return matchesPath(paths.play.path, pathname) ? [userGamesRequest(userId)] : [];
}
