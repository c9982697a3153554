import { ZPlanUsage } from '@rally/contracts/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { companyKeys } from './companies-api.ts';

/** A company's plan, its limits and what it uses of them (`GET /companies/{id}/plan`). */
export const planUsageQueryOptions = (companyId: string) =>
  queryOptions({
    // Under the company's keys: saving the company (a new plan) refreshes its usage too.
    queryKey: [...companyKeys.all, 'plan', companyId],
    queryFn: ({ signal }) =>
      request(`/companies/${encodeURIComponent(companyId)}/plan`, { schema: ZPlanUsage, signal }),
  });

export const usePlanUsage = (companyId: string, enabled = true) =>
  useQuery({ ...planUsageQueryOptions(companyId), enabled });
