import {
  type TActivity,
  ZActivity,
  ZActivityPage,
  ZBehaviour,
  type ZCopyActivitiesRequest,
  type ZCreateActivityRequest,
  type ZCreateBehaviourRequest,
  type ZUpdateActivityRequest,
  type ZUpdateBehaviourRequest,
} from '@rally/contracts/activities';
import { ZCopyResponse } from '@rally/contracts/teams';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/game-keys.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';
import { useOptimisticCache } from '../../../lib/optimistic-cache.ts';

export const activityKeys = {
  all: ['activities'] as const,
  list: (gameId: string) => [...activityKeys.all, 'game', gameId] as const,
  activity: (id: string) => [...activityKeys.all, 'activity', id] as const,
  behaviour: (id: string) => [...activityKeys.all, 'behaviour', id] as const,
};

const pageOf = (gameId: string, page: number) =>
  request(`/task/competition/${encodeURIComponent(gameId)}/${page}`, { schema: ZActivityPage });

/** Every activity of the game: the server pages by ten, an editor needs them all, in their order. */
async function allActivities(gameId: string): Promise<TActivity[]> {
  const first = await pageOf(gameId, 1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => pageOf(gameId, i + 2)),
  );
  return [first, ...rest]
    .flatMap((page) => page.result)
    .sort((a, b) => a.position - b.position)
    .map((activity) => ({
      ...activity,
      subtasks: [...activity.subtasks].sort((a, b) => a.position - b.position),
    }));
}

export const gameActivitiesQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: activityKeys.list(gameId), queryFn: () => allActivities(gameId) });

export const useGameActivities = (gameId: string) => useQuery(gameActivitiesQueryOptions(gameId));

export const activityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: activityKeys.activity(id),
    queryFn: () => request(`/task/${encodeURIComponent(id)}`, { schema: ZActivity }),
  });

export const useActivity = (id: string) => useQuery(activityQueryOptions(id));

export const behaviourQueryOptions = (id: string) =>
  queryOptions({
    queryKey: activityKeys.behaviour(id),
    queryFn: () => request(`/subtask/${encodeURIComponent(id)}`, { schema: ZBehaviour }),
  });

export const useBehaviour = (id: string) => useQuery(behaviourQueryOptions(id));

/** Any change may alter the game's counts and activation problems, so its detail refreshes too. */
const useInvalidate = () => useInvalidateQueries([activityKeys.all, gameKeys.all]);

export function useCreateActivity() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof ZCreateActivityRequest>) =>
      request('/task/competition/subtask/add', { method: 'POST', body, schema: ZActivity }),
    onSuccess,
  });
}

export function useUpdateActivity() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof ZUpdateActivityRequest>) =>
      request('/task/update/main', { method: 'POST', body, schema: ZActivity }),
    onSuccess,
  });
}

export function useDeleteActivity() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (taskId: string) => request('/task/competition/delete', { method: 'POST', body: { taskId } }),
    onSuccess,
  });
}

export function useCreateBehaviour() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof ZCreateBehaviourRequest>) =>
      request('/task/add/subtask/task', { method: 'POST', body, schema: ZBehaviour }),
    onSuccess,
  });
}

export function useUpdateBehaviour() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof ZUpdateBehaviourRequest>) =>
      request('/task/update/sub', { method: 'POST', body, schema: ZBehaviour }),
    onSuccess,
  });
}

export function useDeleteBehaviour() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (subtaskId: string) =>
      request('/task/subtask/delete', { method: 'POST', body: { subtaskId } }),
    onSuccess,
  });
}

export type TPositionChange = { id: string; position: number };
type TOrder = { kind: 'main' | 'sub'; changes: TPositionChange[]; next: TActivity[] };

/**
 * Saves a new order: one update per item whose position changed. The list shows the new order at
 * once (dragging back and forth should not flicker) and is re-read when the calls are done.
 */
export function useReorder(gameId: string) {
  const optimistic = useOptimisticCache<TActivity[], TOrder>(
    activityKeys.list(gameId),
    (_, { next }) => next,
  );
  return useMutation({
    mutationFn: ({ kind, changes }: TOrder) =>
      Promise.all(changes.map((body) => request(`/task/update/${kind}`, { method: 'POST', body }))),
    ...optimistic,
  });
}

export function useCopyActivities(gameId: string) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: Omit<z.input<typeof ZCopyActivitiesRequest>, 'toCompetitionId'>) =>
      request('/competition/existing/task/copy', {
        method: 'POST',
        body: { ...body, toCompetitionId: gameId },
        schema: ZCopyResponse,
      }),
    onSuccess,
  });
}
