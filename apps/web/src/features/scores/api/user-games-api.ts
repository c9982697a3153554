import { USER_GAMES_DEFAULT_LIMIT, ZUserGameScoreList } from '@rally/contracts/scores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { KEEP_OFFLINE } from '../../../lib/offline-cache.ts';
import { scoreKeys } from '../../../lib/play-keys.ts';

/** `GET /user/competition/group/{id}`: a user's games, newest first, with their team, points and places. */
export const userGamesQueryOptions = (userId: string, limit = USER_GAMES_DEFAULT_LIMIT) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: [...scoreKeys.userGames(userId), limit],
    queryFn: ({ signal }) =>
      request(`/user/competition/group/${encodeURIComponent(userId)}`, {
        query: { limit },
        schema: ZUserGameScoreList,
        signal,
      }),
  });

export const useUserGames = (userId: string, limit?: number) =>
  useQuery(userGamesQueryOptions(userId, limit));
