import { ZRoleListResponse } from '@rally/contracts/auth';
import { ZCompany, ZCompanyPage } from '@rally/contracts/companies';
import {
  type TCreateUserRequest,
  type TUpdateUserRequest,
  ZUser,
  ZUserDetail,
  type ZUserListQuery,
  ZUserPage,
} from '@rally/contracts/users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../lib/record-keys.ts';
import { tablePageQueryOptions } from '../../../lib/table-page-query.ts';

export type TUserListParams = z.output<typeof ZUserListQuery>;

export const userKeys = {
  ...recordKeys<TUserListParams>('users'),
  roles: () => [...userKeys.all, 'roles'] as const,
  companies: (q: string) => [...userKeys.all, 'companies', q] as const,
  company: (id: string) => [...userKeys.all, 'company', id] as const,
};

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export const userListQueryOptions = (params: TUserListParams) =>
  tablePageQueryOptions(userKeys.list(params), '/user/all', params, ZUserPage);

export const useUserList = (params: TUserListParams) => useQuery(userListQueryOptions(params));

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => request(userPath(id), { schema: ZUserDetail }),
  });

export const useUser = (id: string) => useQuery(userQueryOptions(id));

/** The roles the signed-in user may hand out; a company admin is never offered platform admin. */
export const assignableRolesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.roles(),
    queryFn: () => request('/user/role', { schema: ZRoleListResponse }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAssignableRoles = () => useQuery(assignableRolesQueryOptions());

/** Companies to pick from (platform admins), searched by name on the server. */
export const companyOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: userKeys.companies(q),
    queryFn: ({ signal }) =>
      request('/company/all', {
        query: { q: q || undefined, perPage: 50, sort: 'name' },
        schema: ZCompanyPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCompanyOptions = (q: string) => useQuery(companyOptionsQueryOptions(q));

/** One company, for a form that arrives with it chosen (its name and language show before any search). */
export const companyOfQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.company(id),
    queryFn: ({ signal }) => request(`/companies/${encodeURIComponent(id)}`, { schema: ZCompany, signal }),
  });

export const useCompanyOf = (id: string | undefined) =>
  useQuery({ ...companyOfQueryOptions(id ?? ''), enabled: id !== undefined });

function useInvalidatingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useCreateUser = () =>
  useInvalidatingMutation((body: TCreateUserRequest) =>
    request('/users', { method: 'POST', body, schema: ZUser }),
  );

export const useUpdateUser = (id: string) =>
  useInvalidatingMutation((body: TUpdateUserRequest) =>
    request(userPath(id), { method: 'PUT', body, schema: ZUser }),
  );

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(userPath(id), { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.invalidateQueries({
        queryKey: userKeys.all,
        // The deleted user's own record would only answer 404 while their screen is left.
        predicate: (query) => !query.queryKey.includes(id),
      }),
  });
}

/** Sends a password-reset link; nothing in the list changes, so nothing is refetched. */
export const useSendPasswordReset = () =>
  useMutation({ mutationFn: (id: string) => request(`${userPath(id)}/send-reset`, { method: 'POST' }) });
