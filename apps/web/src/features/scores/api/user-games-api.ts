import { USER_GAMES_DEFAULT_LIMIT } from '@rally/contracts/constants';
import { ZUserGameScoreList } from '@rally/contracts/scores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { userGamesRequest } from '../../../lib/early-requests.ts';
import { KEEP_OFFLINE } from '../../../lib/offline-cache.ts';
import { scoreKeys } from '../../../lib/play-keys.ts';

/** `GET /user/competition/group/{id}`: a user's games, newest first, with their team, points and places. */
export const userGamesQueryOptions = (userId: string, limit = USER_GAMES_DEFAULT_LIMIT) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: [...scoreKeys.userGames(userId), limit],
    queryFn: ({ signal }) => {
      // The entry asks for it as the app starts on the player's home (lib/early-requests.ts).
      const { path, query } = userGamesRequest(userId, limit);
      return request(path, { query, schema: ZUserGameScoreList, signal });
    },
  });

export const useUserGames = (userId: string, limit?: number) =>
  useQuery(userGamesQueryOptions(userId, limit));
