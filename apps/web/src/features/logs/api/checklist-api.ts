import { ZChecklist } from '@rally/contracts/logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { KEEP_OFFLINE } from '../../../lib/offline-cache.ts';
import { logKeys } from '../../../lib/play-keys.ts';

type TChecklistParams = { userId?: string | undefined; day?: string | undefined };

/**
 * `GET /game/{id}/checklist`: a player's day (the caller's, or a player an organiser names): the
 * behaviours, how often each still counts, and the logs of that day.
 */
export const checklistQueryOptions = (gameId: string, params: TChecklistParams = {}) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: logKeys.checklist(gameId, params.userId, params.day),
    queryFn: ({ signal }) =>
      request(`/game/${encodeURIComponent(gameId)}/checklist`, { query: params, schema: ZChecklist, signal }),
  });

export const useChecklist = (gameId: string, params: TChecklistParams = {}, enabled = true) =>
  useQuery({ ...checklistQueryOptions(gameId, params), enabled });
