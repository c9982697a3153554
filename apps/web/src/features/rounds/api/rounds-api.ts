import {
  type TCreateSetTimesRequest,
  type TSetTimeInput,
  type TUpdateSetTimesRequest,
  ZGameSetTimes,
  ZSetTime,
  ZSetTimeList,
  ZSetTimeResults,
} from '@rally/contracts/set-times';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';
import { KEEP_OFFLINE } from '../../../lib/offline-cache.ts';
import { scoreKeys } from '../../../lib/play-keys.ts';

export const roundKeys = {
  all: ['set-times'] as const,
  game: (gameId: string) => [...roundKeys.all, gameId] as const,
  list: (gameId: string) => [...roundKeys.game(gameId), 'list'] as const,
  current: (gameId: string) => [...roundKeys.game(gameId), 'current'] as const,
};

const game = (gameId: string) => encodeURIComponent(gameId);

/** A game's rounds with their status (the organiser's screen). */
export const gameRoundsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: roundKeys.list(gameId),
    queryFn: () => request(`/settimes/competition/${game(gameId)}`, { schema: ZSetTimeList }),
  });

export const useGameRounds = (gameId: string) => useQuery(gameRoundsQueryOptions(gameId));

/** A game's rounds and the running one, for a round picker on a board (anyone who reads the board). */
export const currentRoundOptions = (gameId: string) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: roundKeys.current(gameId),
    queryFn: () => request(`/game/${game(gameId)}/settime`, { schema: ZGameSetTimes }),
  });

/** One round's board, frozen or live; kept under the game's score keys, so live updates refresh it. */
export const roundBoardOptions = (gameId: string, setId: string) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: scoreKeys.round(gameId, setId),
    queryFn: () =>
      request(`/game/${game(gameId)}/settimeresults/${encodeURIComponent(setId)}`, {
        schema: ZSetTimeResults,
      }),
  });

const useInvalidate = (gameId: string) =>
  useInvalidateQueries([roundKeys.game(gameId), scoreKeys.game(gameId)]);

export function useCreateRounds(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (settime: TSetTimeInput[]) =>
      request('/settimes', {
        method: 'POST',
        body: { competitionId: gameId, settime } satisfies TCreateSetTimesRequest,
        schema: ZSetTimeList,
      }),
    onSuccess,
  });
}

export function useUpdateRounds(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (settime: TUpdateSetTimesRequest['settime']) =>
      request(`/settimes/all/${game(gameId)}`, { method: 'PUT', body: { settime }, schema: ZSetTimeList }),
    onSuccess,
  });
}

export function useDeleteRounds(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      request(`/settimes/all/${game(gameId)}`, {
        method: 'DELETE',
        body: { settime_ids: ids },
      }),
    onSuccess,
  });
}

export function useReopenRound(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (id: string) =>
      request(`/settimes/${encodeURIComponent(id)}/reopen`, { method: 'POST', schema: ZSetTime }),
    onSuccess,
  });
}

/** `POST /settimes/{id}/close`: freezes a round now ("close now"; "freeze again" once reopened). */
export function useCloseRound(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (id: string) =>
      request(`/settimes/${encodeURIComponent(id)}/close`, { method: 'POST', schema: ZSetTime }),
    onSuccess,
  });
}
