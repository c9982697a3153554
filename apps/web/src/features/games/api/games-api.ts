import { ZCompanyPage } from '@rally/contracts/companies';
import {
  type GAME_STATUSES,
  type TCreateGameRequest,
  type TGameDetail,
  type TUpdateGameRequest,
  ZDeleteGameResponse,
  ZGameDetail,
  ZGamePage,
  ZSendStartEmailResponse,
} from '@rally/contracts/games';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { gameKeys, type TGameListParams } from '../../../lib/game-keys.ts';
import { tablePageQueryOptions } from '../../../lib/table-page-query.ts';

export type TGameStatus = (typeof GAME_STATUSES)[number];

// Under the companies' root, not the games': a company change refreshes it, a game change does not.
const gameCompaniesKey = ['companies', 'game-options'] as const;

export const gameListQueryOptions = (params: TGameListParams) =>
  tablePageQueryOptions(gameKeys.list(params), '/competition/all', params, ZGamePage);

export const useGameList = (params: TGameListParams) => useQuery(gameListQueryOptions(params));

export const gameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: gameKeys.detail(id),
    queryFn: () => request(`/competition/${encodeURIComponent(id)}`, { schema: ZGameDetail }),
  });

export const useGame = (id: string) => useQuery(gameQueryOptions(id));

/** Companies a platform admin creates games for or filters by; the first hundred by name. */
export const useGameCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: gameCompaniesKey,
    queryFn: ({ signal }) =>
      request('/company/all', { query: { perPage: 100, sort: 'name' }, schema: ZCompanyPage, signal }),
    enabled,
  });

/** Saves a game and puts the answer straight into the cache, so the next step shows it at once. */
function useGameMutation<V>(mutationFn: (variables: V) => Promise<TGameDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (game) => {
      queryClient.setQueryData(gameKeys.detail(game.id), game);
      return queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}

export const useCreateGame = () =>
  useGameMutation((competition: TCreateGameRequest['competition']) =>
    request('/competition/add', { method: 'POST', body: { competition }, schema: ZGameDetail }),
  );

export const useUpdateGame = () =>
  useGameMutation((competition: TUpdateGameRequest['competition']) =>
    request('/competition/update', { method: 'POST', body: { competition }, schema: ZGameDetail }),
  );

/** Activate (409 with every problem), finish, archive, restore (archived -> finished). */
export const useChangeGameStatus = (id: string) =>
  useGameMutation((status: TGameStatus) =>
    request(`/competitions/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      body: { status },
      schema: ZGameDetail,
    }),
  );

export function useSendStartEmail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('/competition/send/start/email', {
        method: 'POST',
        body: { competitionId: id },
        schema: ZSendStartEmailResponse,
      }),
    // The game's "last sent" changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.detail(id) }),
  });
}

/** A game with players is archived unless `hard`; the answer says which happened. */
export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hard }: { id: string; hard: boolean }) =>
      request(`/competitions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        query: { hard: String(hard) },
        schema: ZDeleteGameResponse,
      }),
    onSuccess: ({ outcome }, { id }) =>
      queryClient.invalidateQueries({
        queryKey: gameKeys.all,
        // A deleted game's own queries would only answer 404 while its screen is left.
        predicate: (query) => outcome === 'archived' || !query.queryKey.includes(id),
      }),
  });
}
