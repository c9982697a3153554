import { ZStreaks } from '@rally/contracts/streaks';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { logKeys } from '../../../lib/play-keys.ts';

/** `GET /game/{id}/players/{userId}/streaks`: the player's streaks in the game, in their own zone. */
export const streaksQueryOptions = (gameId: string, userId: string) =>
  queryOptions({
    queryKey: logKeys.streaks(gameId, userId),
    queryFn: ({ signal }) =>
      request(`/game/${encodeURIComponent(gameId)}/players/${encodeURIComponent(userId)}/streaks`, {
        schema: ZStreaks,
        signal,
      }),
  });
