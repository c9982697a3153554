import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * The cache side of a mutation the screen shows at once (a dropped card stays where it was dropped,
 * a notification reads as read): spread into `useMutation`. `change` gives the cached data as it
 * should look now, or undefined to leave it; a failure puts back what was there, and the query is
 * read again once the call is done either way.
 */
export function useOptimisticCache<TData, TVars>(
  queryKey: QueryKey,
  change: (before: TData | undefined, vars: TVars) => TData | undefined,
) {
  const queryClient = useQueryClient();
  return {
    onMutate: async (vars: TVars) => {
      // A read still on its way would otherwise land on top of the change.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<TData>(queryKey);
      const next = change(before, vars);
      if (next !== undefined) queryClient.setQueryData(queryKey, next);
      return { before };
    },
    onError: (_error: unknown, _vars: TVars, context: { before: TData | undefined } | undefined) =>
      queryClient.setQueryData(queryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  };
}
