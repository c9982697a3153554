import {
  type TKpi,
  type ZCopyKpisRequest,
  type ZCreateKpiRequest,
  type ZCreateTargetKpiRequest,
  ZKpi,
  ZKpiPage,
  ZTargetKpi,
  ZTargetKpiList,
  type ZUpdateKpiRequest,
} from '@rally/contracts/kpis';
import { ZCopyResponse } from '@rally/contracts/teams';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/game-keys.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';

export const kpiKeys = {
  all: ['kpis'] as const,
  list: (gameId: string) => [...kpiKeys.all, gameId, 'list'] as const,
  targets: (gameId: string) => [...kpiKeys.all, gameId, 'targets'] as const,
};

/** Page 1 holds every KPI of a game (the API's page number is fixed). */
export const gameKpisQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: kpiKeys.list(gameId),
    queryFn: async () => {
      const page = await request(`/competition/${encodeURIComponent(gameId)}/kpi/1`, { schema: ZKpiPage });
      return [...page.result].sort((a, b) => a.position - b.position);
    },
  });

export const useGameKpis = (gameId: string) => useQuery(gameKpisQueryOptions(gameId));

export const gameTargetsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: kpiKeys.targets(gameId),
    queryFn: () =>
      request(`/game/targets-kpi/competition/${encodeURIComponent(gameId)}`, { schema: ZTargetKpiList }),
  });

export const useGameTargets = (gameId: string) => useQuery(gameTargetsQueryOptions(gameId));

/**
 * A game's KPIs with their targets, as the KPI editor and the goals table show them: `targetOf` the
 * game-wide one, or with `setTimeId` that round's own (its actuals fall back to `gameTargetOf`).
 */
export function useKpisWithTargets(gameId: string, setTimeId: string | null = null) {
  const kpis = useGameKpis(gameId);
  const targets = useGameTargets(gameId);
  const find = (kpi: TKpi, round: string | null) =>
    targets.data?.find((goal) => goal.kpiId === kpi.id && goal.setTimeId === round);
  return {
    kpis: kpis.data ?? [],
    targetOf: (kpi: TKpi) => find(kpi, setTimeId),
    gameTargetOf: (kpi: TKpi) => find(kpi, null),
    error: kpis.error ?? targets.error,
    isPending: kpis.isPending || targets.isPending,
  };
}

/** KPIs and their targets change together (deleting a KPI deletes its targets). */
const useInvalidate = (gameId: string) =>
  useInvalidateQueries([[...kpiKeys.all, gameId], gameKeys.detail(gameId)]);

export function useCreateKpi(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (body: Omit<z.input<typeof ZCreateKpiRequest>, 'competitionId'>) =>
      request('/kpi', { method: 'POST', body: { ...body, competitionId: gameId }, schema: ZKpi }),
    onSuccess,
  });
}

export function useUpdateKpi(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: ({ id, ...body }: z.input<typeof ZUpdateKpiRequest> & { id: string }) =>
      request(`/kpi/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZKpi }),
    onSuccess,
  });
}

export function useDeleteKpi(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (id: string) => request(`/kpi/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess,
  });
}

/**
 * Sets a KPI's target, game-wide or of one round (`setTimeId`): creates it, changes it, or (with
 * null) removes it. One call for the forms and the goals table, which only know the KPI and what
 * the target should be now.
 */
export function useSetTarget(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: ({
      kpiId,
      targetId,
      target,
      setTimeId = null,
    }: {
      kpiId: string;
      targetId: string | null;
      target: number | null;
      setTimeId?: string | null;
    }) => {
      if (target === null)
        return targetId
          ? request(`/targets-kpi/${encodeURIComponent(targetId)}`, { method: 'DELETE' })
          : Promise.resolve(undefined);
      if (targetId)
        return request(`/targets-kpi/${encodeURIComponent(targetId)}`, {
          method: 'PUT',
          body: { target },
          schema: ZTargetKpi,
        });
      const body: z.input<typeof ZCreateTargetKpiRequest> = { kpiId, target, setTimeId };
      return request('/targets-kpi', { method: 'POST', body, schema: ZTargetKpi });
    },
    onSuccess,
  });
}

export function useCopyKpis(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (body: Omit<z.input<typeof ZCopyKpisRequest>, 'toCompetitionId'>) =>
      request('/competition/copy/kpi', {
        method: 'POST',
        body: { ...body, toCompetitionId: gameId },
        schema: ZCopyResponse,
      }),
    onSuccess,
  });
}
