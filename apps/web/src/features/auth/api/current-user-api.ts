import { type TMeResponse, ZMeResponse } from '@rally/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../lib/api-client.ts';
import { updateUser } from '../../../lib/session.ts';
import { authKeys } from './auth-api.ts';

// Apart from auth-api.ts: only the signed-in shell asks who is signed in, so /login does not load
// TanStack Query's query observer for it.
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: () => request('/auth/me', { schema: ZMeResponse }),
  });

/**
 * Refreshes the stored user (role, abilities) from the server once the shell opens; answers with
 * what `/auth/me` brings (the user, their saved settings, the trial, the notifications), and
 * whether it failed (then each part falls back to its own call). A first failure counts: the parts
 * ask for themselves at once rather than after the retries' back-off (seconds on a bad network).
 */
export function useSyncCurrentUser(signedIn: boolean): { me: TMeResponse | undefined; failed: boolean } {
  const { data, isError, failureCount } = useQuery({ ...meQueryOptions(), enabled: signedIn });
  useEffect(() => {
    if (data) updateUser(data.user);
  }, [data]);
  return { me: data, failed: data === undefined && (isError || failureCount > 0) };
}
