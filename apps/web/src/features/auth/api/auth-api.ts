import {
  ZLoginResponse,
  ZMessageResponse,
  type ZRegisterRequest,
  ZSignedInMessage,
} from '@rally/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicRequest, request } from '../../../lib/api-client.ts';
import { clearSession, getSession } from '../../../lib/session.ts';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

// Signing in: login-api.ts, without the query client (/login's first paint).

/** Register answers "check your mail" either way: the account starts once the address is confirmed. */
export function register(body: z.output<typeof ZRegisterRequest>) {
  return publicRequest('/auth/register', { method: 'POST', body, schema: ZMessageResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/**
 * `confirm-email/{id}`: spends the link register mailed, activating the account and its trial; the
 * answer carries the session the user continues in.
 */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      publicRequest('/auth/confirm-email', { method: 'POST', body: { token }, schema: ZSignedInMessage }),
  });
}

/** Back from the company's provider: the server checks what it sent and answers a session like sign-in. */
export function useSsoCallback() {
  return useMutation({
    mutationFn: (query: string) =>
      publicRequest('/auth/sso/callback', { method: 'POST', body: { query }, schema: ZLoginResponse }),
  });
}

export function logout(everywhere: boolean) {
  return request('/auth/logout', {
    method: 'POST',
    body: { refreshToken: getSession()?.refreshToken ?? undefined, everywhere },
  });
}

/** Signs out here even when the server cannot be told (offline): the local session always ends. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) => logout(everywhere).catch(() => undefined),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
