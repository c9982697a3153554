import { useDeferredValue } from 'react';

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

/**
 * Whether a screen still shows its loading state, given whether it `waiting`s for data: the data
 * that arrives after the first render is drawn in a deferred render of its own. TanStack Query
 * hands an answer to React through `useSyncExternalStore`, whose updates React renders at once
 * and whole: a screen's content drawn on its data's arrival was one long task (808 ms at 4× on
 * the public game page: Lighthouse's blocking time). Deferred, React renders it in slices with
 * the browser free between them; the loading state stays up until that render commits. On the
 * first render, data already here (asked with the screen's code) is drawn at once.
 * Not around a screen's first view when it has a `DrawnNext` part: mounted in a deferred render,
 * that part is drawn with the rest, and the first view no longer comes first (the player's home's
 * test). Below a first view already painted (the game view's results, a record `WhenLoaded`
 * draws under its screen's header) it may: the part then comes in the same sliced render.
 */
export function useStillWaiting(waiting: boolean) {
  // Waiting again (another record asked for) shows at once; only the end of a wait is deferred.
  return useDeferredValue(waiting) || waiting;
}
