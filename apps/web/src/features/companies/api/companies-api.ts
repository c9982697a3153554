import {
  type TCreateCompanyRequest,
  type TUpdateCompanyRequest,
  ZCompany,
  ZCompanyPage,
} from '@rally/contracts/companies';
import { type ZUserListQuery, ZUserPage } from '@rally/contracts/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { companyKeys as companyRecordKeys, type TCompanyListParams } from '../../../lib/company-queries.ts';
import { tablePageQueryOptions } from '../../../lib/table-page-query.ts';

type TCompanyUsersParams = Omit<z.output<typeof ZUserListQuery>, 'companyId'>;

export const companyKeys = {
  ...companyRecordKeys,
  users: (id: string, params: TCompanyUsersParams) => [...companyKeys.all, 'users', id, params] as const,
};

export const companyListQueryOptions = (params: TCompanyListParams) =>
  tablePageQueryOptions(companyKeys.list(params), '/company/all', params, ZCompanyPage);

export const useCompanyList = (params: TCompanyListParams) => useQuery(companyListQueryOptions(params));

/**
 * The company's people, for its view screen. Kept here rather than borrowed from `features/users`
 * (features do not import each other); it is the same `/user/all` call, filtered to the company.
 */
export const companyUsersQueryOptions = (id: string, params: TCompanyUsersParams) =>
  tablePageQueryOptions(companyKeys.users(id, params), '/user/all', { ...params, companyId: id }, ZUserPage);

export const useCompanyUsers = (id: string, params: TCompanyUsersParams) =>
  useQuery(companyUsersQueryOptions(id, params));

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCompanyRequest) =>
      request('/companies', { method: 'POST', body, schema: ZCompany }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateCompanyRequest) =>
      request(`/companies/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZCompany }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return request(`/companies/${encodeURIComponent(id)}/logo`, { method: 'POST', body, schema: ZCompany });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** Without `confirm`, a company holding data is refused (409): the dialog then asks for its name. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) =>
      request(`/companies/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        query: confirm ? { confirm: 'true' } : undefined,
      }),
    onSuccess: (_, { id }) =>
      queryClient.invalidateQueries({
        queryKey: companyKeys.all,
        // The deleted company's own queries would only answer 404 while its screen is left.
        predicate: (query) => !query.queryKey.includes(id),
      }),
  });
}
