import { QueryClient } from '@tanstack/react-query';
import { ApiError, configureApiClient } from './api-client.ts';

/**
 * Only failures that may pass by themselves are retried: no connection, or the server's own trouble.
 * A request that hung until its timeout (50 s) is not: the user has waited already, and two more
 * waits made a hung list show its error after two and a half minutes.
 */
export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError) || error.code === 'TIMEOUT') return false;
  return error.status === 0 || error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// A failed refresh or a 403 ends the session (spec section 8): its data is forgotten, and the
// screen's guard, which watches the session, sends the user to /login. Set where the client is
// made: before any screen has loaded it, there is no data to forget.
configureApiClient({ onSessionEnd: () => queryClient.clear() });
