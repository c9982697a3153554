import { ZCreatedScimToken, ZScimTokenList } from '@rally/contracts/scim';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

export const scimKeys = { tokens: ['scim', 'tokens'] as const };

export const scimTokensQueryOptions = () =>
  queryOptions({
    queryKey: scimKeys.tokens,
    queryFn: () => request('/company/scim-tokens', { schema: ZScimTokenList }),
  });

export const useScimTokens = () => useQuery(scimTokensQueryOptions());

export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      request('/company/scim-tokens', { method: 'POST', body: { name }, schema: ZCreatedScimToken }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimKeys.tokens }),
  });
}

export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/company/scim-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimKeys.tokens }),
  });
}
