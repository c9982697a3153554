import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Only failures that may pass by themselves are retried: no answer, or the server's own trouble. */
function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
