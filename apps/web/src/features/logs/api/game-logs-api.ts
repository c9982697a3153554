import { LOG_LIST_LIMITS, type TCreateLogRequest, ZGameLogList, ZLog } from '@rally/contracts/logs';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';
import { logKeys, scoreKeys } from '../../../lib/play-keys.ts';

/** `GET /game/{id}/performedtasks`: the game's newest logs (players see fewer, as the rules say). */
export const gameLogsQueryOptions = (gameId: string, limit: number = LOG_LIST_LIMITS.game) =>
  queryOptions({
    queryKey: logKeys.latest(gameId, limit),
    queryFn: ({ signal }) =>
      request(`/game/${encodeURIComponent(gameId)}/performedtasks`, {
        query: { limit },
        schema: ZGameLogList,
        signal,
      }),
  });

export const useGameLogs = (gameId: string, limit?: number) => useQuery(gameLogsQueryOptions(gameId, limit));

/** A log written or removed changes the game's logs and, once it counts, every board of the game. */
export const useInvalidatePlay = (gameId: string) =>
  useInvalidateQueries([logKeys.game(gameId), scoreKeys.game(gameId)]);

/** `POST /game/{id}/performedtasks`: log a behaviour; an organiser names the player (on their behalf). */
export function useCreateLog(gameId: string) {
  const onSuccess = useInvalidatePlay(gameId);
  return useMutation({
    mutationFn: (body: TCreateLogRequest) =>
      request(`/game/${encodeURIComponent(gameId)}/performedtasks`, { method: 'POST', body, schema: ZLog }),
    onSuccess,
  });
}

/** `DELETE /performedtasks/{id}`: a player undoes their own log; an organiser removes anyone's. */
export function useRemoveLog(gameId: string) {
  const onSuccess = useInvalidatePlay(gameId);
  return useMutation({
    mutationFn: (logId: string) =>
      request(`/performedtasks/${encodeURIComponent(logId)}`, { method: 'DELETE' }),
    onSuccess,
  });
}
