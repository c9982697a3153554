import type { ZLoginRequest } from '@rally/contracts/auth';
import { useState } from 'react';
import type { z } from 'zod';
import { publicRequest } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

/** Its answer's schema loads with the call, not with /login's first paint (issue 28). */
export async function login(body: z.output<typeof ZLoginRequest>) {
  const { ZLoginResponse } = await import('@rally/contracts/auth');
  return publicRequest('/auth/gettoken', { method: 'POST', body, schema: ZLoginResponse });
}

type TLoginState = { isPending: boolean; error: unknown };

/**
 * Signing in, as TanStack Query's `useMutation` would give it (`mutate`, `isPending`, `error`, the
 * error cleared by the next try), without the query client: /login ships without TanStack Query
 * (issue 28). A sign-in caches nothing; the session it starts is the app's own (session.ts).
 */
export function useLogin() {
  const [state, setState] = useState<TLoginState>({ isPending: false, error: null });
  const mutate = (body: z.output<typeof ZLoginRequest>) => {
    setState({ isPending: true, error: null });
    login(body).then(
      (answer) => {
        startSession(answer, body.rememberMe);
        setState({ isPending: false, error: null });
      },
      (error: unknown) => setState({ isPending: false, error }),
    );
  };
  return { ...state, mutate };
}

/**
 * "Continue with your company account" (decision 0035): the server finds the provider serving the
 * e-mail's domain and answers where to send the browser; the page leaves for the provider's own
 * sign-in, so it stays pending until it has gone.
 */
export function useSsoStart() {
  const [state, setState] = useState<TLoginState>({ isPending: false, error: null });
  const start = (email: string, onError: (error: unknown) => void) => {
    setState({ isPending: true, error: null });
    import('@rally/contracts/auth')
      .then(({ ZSsoStartResponse }) =>
        publicRequest('/auth/sso/start', { method: 'POST', body: { email }, schema: ZSsoStartResponse }),
      )
      .then(
        (answer) => window.location.assign(answer.redirectUrl),
        (error: unknown) => {
          setState({ isPending: false, error });
          onError(error);
        },
      );
  };
  return { ...state, start };
}
