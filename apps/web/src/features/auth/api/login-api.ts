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
