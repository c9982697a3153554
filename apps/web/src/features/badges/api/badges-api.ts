import { ZPlayerBadges } from '@rally/contracts/badges';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { scoreKeys } from '../../../lib/play-keys.ts';

/**
 * `GET /game/{id}/badges/players/{userId}`: a player's badges, earned first, then the next with
 * progress. Kept under the game's scores, so a live score change (a log, an approval) asks again.
 */
export const playerBadgesQueryOptions = (gameId: string, userId: string) =>
  queryOptions({
    queryKey: [...scoreKeys.game(gameId), 'badges', userId] as const,
    queryFn: ({ signal }) =>
      request(`/game/${encodeURIComponent(gameId)}/badges/players/${encodeURIComponent(userId)}`, {
        schema: ZPlayerBadges,
        signal,
      }),
  });
