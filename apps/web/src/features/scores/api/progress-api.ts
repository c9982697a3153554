import { ZPlayerProgress } from '@rally/contracts/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { scoreKeys } from '../../../lib/play-keys.ts';

/**
 * `GET /game/{id}/progress/{userId}`: a player's points by source per round and the days they
 * logged. Under the game's scores key, so a live "scores changed" refreshes it with the boards.
 */
export const progressQueryOptions = (gameId: string, userId: string) =>
  queryOptions({
    queryKey: [...scoreKeys.game(gameId), 'progress', userId],
    queryFn: ({ signal }) =>
      request(`/game/${encodeURIComponent(gameId)}/progress/${encodeURIComponent(userId)}`, {
        schema: ZPlayerProgress,
        signal,
      }),
  });

export const usePlayerProgress = (gameId: string, userId: string) =>
  useQuery({ ...progressQueryOptions(gameId, userId), enabled: Boolean(gameId && userId) });
