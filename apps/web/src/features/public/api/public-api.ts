import { ZPublicGame, ZPublicLeaderboard } from '@rally/contracts/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api-client.ts';

/** Public pages are opened by anyone with the link: their keys hold no user. */
export const publicKeys = {
  all: ['public'] as const,
  game: (publicId: string) => [...publicKeys.all, 'game', publicId] as const,
  leaderboard: (publicId: string) => [...publicKeys.all, 'leaderboard', publicId] as const,
};

const publicPath = (kind: 'games' | 'leaderboard', publicId: string) =>
  `/public/${kind}/${encodeURIComponent(publicId)}`;

/** `GET /public/games/{publicId}`: name, dates, phase, team standings and charity progress. */
export const publicGameQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: publicKeys.game(publicId),
    queryFn: ({ signal }) => publicRequest(publicPath('games', publicId), { schema: ZPublicGame, signal }),
    // An unknown id stays unknown: the page shows 404 at once instead of asking again.
    retry: false,
  });

export const usePublicGame = (publicId: string) => useQuery(publicGameQueryOptions(publicId));

/**
 * `GET /public/leaderboard/{publicId}`: the first snapshot; the live stream
 * (`public-leaderboard-live.ts`) writes the next ones under the same key.
 */
export const publicLeaderboardQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: publicKeys.leaderboard(publicId),
    queryFn: ({ signal }) =>
      publicRequest(publicPath('leaderboard', publicId), { schema: ZPublicLeaderboard, signal }),
    retry: false,
    // Kept fresh by the stream: no refetch on focus (a wall screen is never refocused anyway).
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePublicLeaderboard = (publicId: string) => useQuery(publicLeaderboardQueryOptions(publicId));
