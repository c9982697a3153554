import { useEffect, useRef } from 'react';
import { streamRequest } from '../../../lib/api-client.ts';

/** Waits before reconnecting after a failure, doubling up to the maximum while the failures last. */
const RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;
/** After the server ends a stream (its token's lifetime), the next one opens after this pause. */
const REOPEN_MS = 500;

/** Calls `onEvent` with the name of each event of a server-sent event stream until it ends. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = block
        .split('\n')
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim();
      if (name) onEvent(name);
      end = buffer.indexOf('\n\n');
    }
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows `GET /game/{id}/events` while the screen is open and calls `onChange` whenever the game's
 * scores change, and after a reconnection (a change may have happened while the stream was down).
 * The stream needs the bearer token, so it is read with fetch; the server ends it when the token
 * would expire, and the next one is opened with a fresh token.
 */
export function useScoresChanged(gameId: string, onChange: () => void, enabled = true) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!enabled || !gameId) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      let failures = 0;
      let connected = false;
      while (!signal.aborted) {
        try {
          const body = await streamRequest(`/game/${encodeURIComponent(gameId)}/events`, signal);
          await readEvents(body, (name) => {
            if (name === 'scores' || (name === 'ready' && connected)) latest.current();
            connected = true;
            failures = 0;
          });
          await pause(REOPEN_MS, signal);
        } catch {
          if (signal.aborted) return;
          failures += 1;
          await pause(Math.min(RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS), signal);
        }
      }
    })();
    return () => controller.abort();
  }, [gameId, enabled]);
}
