import {
  type TKpiActualGrid,
  ZApiKeyList,
  ZCreatedApiKey,
  ZKpiActualGrid,
  ZKpiUpload,
  type ZSaveKpiActualsRequest,
} from '@rally/contracts/kpi-actuals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';

export type TSubject = 'player' | 'team';

export const kpiActualKeys = {
  all: ['kpi-actuals'] as const,
  game: (gameId: string) => [...kpiActualKeys.all, gameId] as const,
  grid: (gameId: string, setTimeId: string | null, subject: TSubject) =>
    [...kpiActualKeys.game(gameId), setTimeId ?? 'game', subject] as const,
  apiKeys: ['api-keys'] as const,
};

const gridPath = (gameId: string) => `/kpi-actuals/competition/${encodeURIComponent(gameId)}`;

/** The grid of one round (null: the whole game), a row per player or team. */
export const actualGridQueryOptions = (gameId: string, setTimeId: string | null, subject: TSubject) =>
  queryOptions({
    queryKey: kpiActualKeys.grid(gameId, setTimeId, subject),
    queryFn: () =>
      request(gridPath(gameId), {
        query: { setTimeId: setTimeId ?? undefined, subject },
        schema: ZKpiActualGrid,
      }),
  });

export const useActualGrid = (gameId: string, setTimeId: string | null, subject: TSubject) =>
  useQuery(actualGridQueryOptions(gameId, setTimeId, subject));

/** Points change scores and boards everywhere: after a save, everything about the game is read again. */
function useInvalidateGame() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useSaveActuals(gameId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateGame();
  return useMutation({
    mutationFn: (body: z.input<typeof ZSaveKpiActualsRequest>) =>
      request(gridPath(gameId), { method: 'PUT', body, schema: ZKpiActualGrid }),
    onSuccess: async (grid: TKpiActualGrid) => {
      queryClient.setQueryData(kpiActualKeys.grid(gameId, grid.setTimeId, grid.subject), grid);
      await invalidate();
    },
  });
}

const uploadForm = (file: File, fileHash?: string) => {
  const body = new FormData();
  if (fileHash) body.append('fileHash', fileHash);
  body.append('file', file);
  return body;
};

/** Reads the file and says what confirming would do; writes nothing. */
export function usePreviewActualUpload(gameId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      request(`${gridPath(gameId)}/upload/preview`, {
        method: 'POST',
        body: uploadForm(file),
        schema: ZKpiUpload,
      }),
  });
}

/** Sends the previewed file again with its hash: the valid rows are written, all at once. */
export function useConfirmActualUpload(gameId: string) {
  const invalidate = useInvalidateGame();
  return useMutation({
    mutationFn: ({ file, fileHash }: { file: File; fileHash: string }) =>
      request(`${gridPath(gameId)}/upload`, {
        method: 'POST',
        body: uploadForm(file, fileHash),
        schema: ZKpiUpload,
      }),
    onSuccess: () => invalidate(),
  });
}

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: kpiActualKeys.apiKeys,
    queryFn: () => request('/company/api-keys', { schema: ZApiKeyList }),
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      request('/company/api-keys', { method: 'POST', body: { name }, schema: ZCreatedApiKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiActualKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`/company/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiActualKeys.apiKeys }),
  });
}
