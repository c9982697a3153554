import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation's `onSuccess` that refreshes every query under each key at once, for an area whose
 * changes also change what other screens show (a game's counts, its boards). Resolves when all
 * are read again, so a mutation's caller can wait for fresh data.
 */
export function useInvalidateQueries(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
