import { ZPublicSetTimeResults, ZPublicSetTimes } from '@rally/contracts/set-times';
import { queryOptions } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api-client.ts';
import { publicKeys } from './public-api.ts';

/** `GET /public/settimes/{publicId}`: the game's rounds and the running one. */
export const publicRoundsQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: [...publicKeys.all, 'rounds', publicId] as const,
    queryFn: ({ signal }) =>
      publicRequest(`/public/settimes/${encodeURIComponent(publicId)}`, { schema: ZPublicSetTimes, signal }),
    retry: false,
  });

/**
 * `GET /public/settimeresults/{publicId}/{setId}`. `version` is when the live leaderboard last
 * changed: a new snapshot reads the round's board again, so an open round moves live too.
 */
export const publicRoundBoardQueryOptions = (publicId: string, setId: string, version: number) =>
  queryOptions({
    queryKey: [...publicKeys.all, 'round', publicId, setId, version] as const,
    queryFn: ({ signal }) =>
      publicRequest(`/public/settimeresults/${encodeURIComponent(publicId)}/${encodeURIComponent(setId)}`, {
        schema: ZPublicSetTimeResults,
        signal,
      }),
    retry: false,
    // The last board stays shown while the next one loads.
    placeholderData: (previous) => (previous?.setTime.id === setId ? previous : undefined),
  });
