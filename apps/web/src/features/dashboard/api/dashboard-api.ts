import { ZCompanyOverview } from '@rally/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { request } from '../../../lib/api-client.ts';
import { SCREEN_ACCESS } from '../../../lib/screen-access.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  companyOverview: () => [...dashboardKeys.all, 'company-overview'] as const,
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
