/** What `awaitingFirstAnswer` reads of a query's state (TanStack Query's result). */
type TQueryState = { isLoading: boolean; errorUpdateCount: number };

/**
 * Whether a screen whose cards are drawn together still waits for their data: some query asked
 * and never answered yet. Drawn as each answered, a card growing from its loading state pushed
 * the ones below it down (a layout shift on every visit, CLS). A query not asked (disabled) is not
 * loading; one that failed is asked again when its card mounts and reads as loading then, so it
 * is not waited for: that would unmount the card and ask again, round and round. For
 * `useQueries`'s `combine`.
 */
export const awaitingFirstAnswer = (results: readonly TQueryState[]) =>
  results.some((result) => result.isLoading && result.errorUpdateCount === 0);
