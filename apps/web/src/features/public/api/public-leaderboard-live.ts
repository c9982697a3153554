import { ZPublicLeaderboard } from '@rally/contracts/public';
import { replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError, publicStreamUrl } from '../../../lib/api-client.ts';
import { publicKeys } from './public-api.ts';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export type TLiveStatus = 'connecting' | 'live' | 'lost';

/**
 * The stream's status, kept outside the page's state: only what shows it (`useLiveStatus`)
 * draws again when it changes. As the page's state, the stream's opening re-rendered the whole
 * page, its boards and cards, in one long task, to change one word.
 */
export type TLiveStatusStore = {
  get: () => TLiveStatus;
  subscribe: (listener: () => void) => () => void;
};

/** A status store and its setter, for the stream (and a test's fixed status). */
export function liveStatusStore(initial: TLiveStatus = 'connecting') {
  let status = initial;
  const listeners = new Set<() => void>();
  const store: TLiveStatusStore = {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: TLiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };
  return { store, set };
}

/** The status a `usePublicLeaderboardLive` stream is in, for what shows it. */
export function useLiveStatus(live: TLiveStatusStore): TLiveStatus {
  return useSyncExternalStore(live.subscribe, live.get);
}

/** Waits before opening a closed stream again: 2 s, 4 s ... up to 30 s while it keeps failing. */
const RETRY_MS = { first: 2000, max: 30_000 } as const;

/**
 * Follows `/public/leaderboard/{publicId}/events` with an `EventSource` and writes each snapshot into
 * the leaderboard's query, so the board changes without a reload; the game's public page (its own
 * query, the same standings) is read again with each snapshot after the first, which it already
 * shows. The browser reconnects by itself
 * after a network drop and after the server ends a stream on purpose (its lifetime: an `end` event
 * first, then the board stays "live"); when it gives up (the server refused: restarting, too many
 * streams, or an unknown id), the board is read again over HTTP and the stream reopened after a
 * pause, unless that read says 404: the page then shows "not found" and nothing is retried.
 */
export function usePublicLeaderboardLive(publicId: string): TLiveStatusStore {
  const queryClient = useQueryClient();
  const [{ store, set: setStatus }] = useState(() => liveStatusStore());

  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait: number = RETRY_MS.first;
    let ending = false;
    let stopped = false;
    const key = publicKeys.leaderboard(publicId);
    let first = true;

    const open = () => {
      source = new EventSource(publicStreamUrl(`/public/leaderboard/${encodeURIComponent(publicId)}/events`));
      source.addEventListener('open', () => {
        wait = RETRY_MS.first;
        setStatus('live');
      });
      source.addEventListener('end', () => {
        ending = true;
      });
      source.addEventListener('snapshot', (event) => {
        const board = ZPublicLeaderboard.safeParse(parseJson((event as MessageEvent<string>).data));
        // A snapshot equal to the board shown (the first, just after the page read it) is not
        // written: nothing draws again, and the round board (read again per version) is not asked
        // for again, on every open of the page.
        const shown = queryClient.getQueryData(key);
        if (board.success && replaceEqualDeep(shown, board.data) !== shown) {
          queryClient.setQueryData(key, board.data);
        }
        if (!first) void queryClient.invalidateQueries({ queryKey: publicKeys.game(publicId) });
        first = false;
        setStatus('live');
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) {
          // Reconnecting by itself: after an `end` the server asked for it, nothing was lost.
          if (!ending) setStatus('lost');
          ending = false;
          return;
        }
        setStatus('lost');
        source.close();
        void queryClient.invalidateQueries({ queryKey: key }).then(() => {
          const { error } = queryClient.getQueryState(key) ?? {};
          if (stopped || (error instanceof ApiError && error.status === 404)) return;
          timer = setTimeout(open, wait);
          wait = Math.min(wait * 2, RETRY_MS.max);
        });
      });
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
  }, [publicId, queryClient, setStatus]);

  return store;
}
