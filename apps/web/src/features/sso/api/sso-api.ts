import {
  type TCreateSsoProviderRequest,
  type TSsoPolicy,
  type TUpdateSsoProviderRequest,
  ZSsoPolicy,
  ZSsoProvider,
  ZSsoProviderList,
} from '@rally/contracts/sso';
import { ZUserPage } from '@rally/contracts/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

export const ssoKeys = {
  all: ['sso'] as const,
  providers: ['sso', 'providers'] as const,
  policy: ['sso', 'policy'] as const,
  admins: ['sso', 'company-admins'] as const,
};

export const ssoProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ssoKeys.providers,
    queryFn: () => request('/company/sso/providers', { schema: ZSsoProviderList }),
  });

export const useSsoProviders = () => useQuery(ssoProvidersQueryOptions());

export const useSsoPolicy = () =>
  useQuery({
    queryKey: ssoKeys.policy,
    queryFn: () => request('/company/sso/policy', { schema: ZSsoPolicy }),
  });

/** Who may be the break-glass admin: the company's active company admins. */
export const useCompanyAdmins = () =>
  useQuery({
    queryKey: ssoKeys.admins,
    queryFn: () => request('/user/all?role=company_admin&status=active&perPage=100', { schema: ZUserPage }),
  });

export function useCreateSsoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSsoProviderRequest) =>
      request('/company/sso/providers', { method: 'POST', body, schema: ZSsoProvider }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
  });
}

/** Changes a provider; without `clientSecret` the stored secret is kept. */
export function useUpdateSsoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateSsoProviderRequest }) =>
      request(`/company/sso/providers/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: ZSsoProvider,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
  });
}

export function useDeleteSsoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/company/sso/providers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
  });
}

export function useSetSsoPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSsoPolicy) =>
      request('/company/sso/policy', { method: 'PUT', body, schema: ZSsoPolicy }),
    onSuccess: (policy) => queryClient.setQueryData(ssoKeys.policy, policy),
  });
}
