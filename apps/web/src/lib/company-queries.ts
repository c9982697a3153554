import { ZCompanyDetail, type ZCompanyListQuery } from '@rally/contracts/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from './api-client.ts';
import { recordKeys } from './record-keys.ts';

export type TCompanyListParams = z.output<typeof ZCompanyListQuery>;

/*
 * A company as its screens and a new game's form read it (the form starts in the company's time
 * zone). Here rather than in features/companies, since features do not import each other; the
 * companies feature writes companies and refreshes them by `companyKeys.all`.
 */
export const companyKeys = recordKeys<TCompanyListParams>('companies');

/** `GET /companies/{id}`: the company with its people counted (a company admin: their own only). */
export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => request(`/companies/${encodeURIComponent(id)}`, { schema: ZCompanyDetail }),
  });

export const useCompany = (id: string, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...companyQueryOptions(id), enabled: opts.enabled ?? true });
