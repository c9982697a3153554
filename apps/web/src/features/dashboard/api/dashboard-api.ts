import { ZCompanyOverview, ZCurrentGames, ZGameOverview } from '@rally/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ability, useAppAbility } from '../../../lib/abilities.tsx';
import { request } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { SCREEN_ACCESS } from '../../../lib/screen-access.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  companyOverview: () => [...dashboardKeys.all, 'company-overview'] as const,
  currentGames: () => [...dashboardKeys.all, 'current-games'] as const,
  gameOverview: (gameId: string | undefined) =>
    [...dashboardKeys.all, 'game-overview', gameId ?? 'current'] as const,
};

export const companyOverviewQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.companyOverview(),
    queryFn: () => request('/dashboard/companyoverview', { schema: ZCompanyOverview }),
  });

/**
 * Who may read company figures: the server answers players with 403, and a 403 ends the session
 * (api-client), so the call is only made for users whose abilities allow it.
 */
export function useCanReadCompanyOverview() {
  const { action, subject } = SCREEN_ACCESS.companyOverview;
  return useAppAbility().can(action, subject);
}

export function useCompanyOverview() {
  const allowed = useCanReadCompanyOverview();
  return useQuery({ ...companyOverviewQueryOptions(), enabled: allowed });
}

/**
 * Who may see game figures on the dashboards: those who read reports (organisers, clients,
 * platform admins). Players see none; the server refuses them too.
 */
export function useCanReadGameFigures() {
  const { action, subject } = SCREEN_ACCESS.gameReports;
  return useAppAbility().can(action, subject);
}

export const currentGamesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.currentGames(),
    queryFn: ({ signal }) => request('/dashboard/currentgames', { schema: ZCurrentGames, signal }),
  });

export function useCurrentGames() {
  return useQuery({ ...currentGamesQueryOptions(), enabled: useCanReadGameFigures() });
}

/** Whether the user's abilities allow what a screen requires, outside React (opening data). */
const may = ({ action, subject }: (typeof SCREEN_ACCESS)[keyof typeof SCREEN_ACCESS]) =>
  ability.can(action, subject);

/**
 * What the dashboards open with (lib/opening.ts `openingData`): the company figures and current
 * games, each only for those whose abilities allow it, as the hooks above ask for them.
 */
export function dashboardOpeningData() {
  return Promise.all([
    may(SCREEN_ACCESS.companyOverview) && queryClient.prefetchQuery(companyOverviewQueryOptions()),
    may(SCREEN_ACCESS.gameReports) && queryClient.prefetchQuery(currentGamesQueryOptions()),
  ]);
}

export const gameOverviewQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: dashboardKeys.gameOverview(gameId),
    queryFn: ({ signal }) =>
      request('/dashboard/gameoverview', {
        query: { competition_id: gameId },
        schema: ZGameOverview,
        signal,
      }),
  });

export const useGameOverview = (gameId: string) => useQuery(gameOverviewQueryOptions(gameId));

/**
 * The analytics dashboard's: the same, and the overview of the game whose charts it shows under
 * the company figures (the first current one, as `GameCharts` opens on it), known once the
 * current games answer.
 */
export const analyticsOpeningData = () =>
  Promise.all([
    dashboardOpeningData(),
    may(SCREEN_ACCESS.companyOverview) &&
      may(SCREEN_ACCESS.gameReports) &&
      queryClient
        .fetchQuery(currentGamesQueryOptions())
        .then(({ games: [first] }) =>
          first ? queryClient.prefetchQuery(gameOverviewQueryOptions(first.id)) : undefined,
        ),
  ]);
