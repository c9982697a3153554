import { ZPublicLeaderboard } from '@rally/contracts/public';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { publicStreamUrl } from '../../../lib/api-client.ts';
import { publicKeys } from './public-api.ts';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export type TLiveStatus = 'connecting' | 'live' | 'lost';

/** Waits before opening a closed stream again: 2 s, 4 s ... up to 30 s while it keeps failing. */
const RETRY_MS = { first: 2000, max: 30_000 } as const;

/**
 * Follows `/public/leaderboard/{publicId}/events` with an `EventSource` and writes each snapshot into
 * the leaderboard's query, so the board changes without a reload; the game's public page (its own
 * query, the same standings) is read again with each snapshot after the first, which it already shows. The browser reconnects by itself
 * after a network drop; when it gives up (the server answered with an error while restarting), the
 * board is read again over HTTP (an unknown id then shows 404) and the stream reopened after a pause.
 */
export function usePublicLeaderboardLive(publicId: string): TLiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TLiveStatus>('connecting');

  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait: number = RETRY_MS.first;
    const key = publicKeys.leaderboard(publicId);
    let first = true;

    const open = () => {
      source = new EventSource(publicStreamUrl(`/public/leaderboard/${encodeURIComponent(publicId)}/events`));
      source.addEventListener('open', () => {
        wait = RETRY_MS.first;
        setStatus('live');
      });
      source.addEventListener('snapshot', (event) => {
        const board = ZPublicLeaderboard.safeParse(parseJson((event as MessageEvent<string>).data));
        if (board.success) queryClient.setQueryData(key, board.data);
        if (!first) void queryClient.invalidateQueries({ queryKey: publicKeys.game(publicId) });
        first = false;
        setStatus('live');
      });
      source.addEventListener('error', () => {
        setStatus('lost');
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        void queryClient.invalidateQueries({ queryKey: key });
        timer = setTimeout(open, wait);
        wait = Math.min(wait * 2, RETRY_MS.max);
      });
    };
    open();
    return () => {
      source?.close();
      clearTimeout(timer);
    };
  }, [publicId, queryClient]);

  return status;
}
