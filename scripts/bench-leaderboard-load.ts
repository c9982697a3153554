/**
 * The load of `bench-leaderboard.ts`, over real HTTP on the loopback interface: timed reads, 50
 * players logging at once, and server-sent event watchers timed from a log to their next snapshot.
 * Every simulated client sends its own `X-Forwarded-For` (the bench app trusts the proxy header), as
 * many users behind a load balancer would, so the per-address rate limit sees many users, not one.
 */
import { performance } from 'node:perf_hooks';
import { openSse, type SseClient } from '../apps/server/test/sse-client.ts';

let address = 0;
/** A different client address for each simulated user. */
export const asClient = (headers: Record<string, string> = {}) => {
  address++;
  return {
    ...headers,
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
};

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function timed(task: () => Promise<unknown>) {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

/** `n` requests one after another (after `warm` untimed ones); each checked by `check`. */
export async function sequential(n: number, warm: number, request: (i: number) => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < warm + n; i++) {
    const start = performance.now();
    const res = await request(i);
    const body = await res.text();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`request ${i} answered ${res.status}: ${body.slice(0, 200)}`);
    if (i >= warm) times.push(ms);
  }
  return times;
}

/** One player's log of a behaviour, today; its time in ms. Throws unless it answers 201. */
async function timedLog(base: string, gameId: string, headers: Record<string, string>, behaviourId: string) {
  const sent = performance.now();
  const res = await fetch(`${base}/api/game/${gameId}/performedtasks`, {
    method: 'POST',
    headers: asClient({ ...headers, 'content-type': 'application/json' }),
    body: JSON.stringify({ behaviourId }),
  });
  const body = await res.text();
  const ms = performance.now() - sent;
  if (res.status !== 201) throw new Error(`log answered ${res.status}: ${body.slice(0, 200)}`);
  return ms;
}

/**
 * Each player logs each behaviour once, today: `rounds` rounds of all players at once (50 requests
 * in flight), every answer a 201.
 */
export async function concurrentLogs(
  base: string,
  gameId: string,
  players: { headers: Record<string, string> }[],
  behaviourIds: string[],
) {
  const times: number[] = [];
  for (const behaviourId of behaviourIds) {
    const round = players.map(async (p) => {
      times.push(await timedLog(base, gameId, p.headers, behaviourId));
    });
    await Promise.all(round);
  }
  return times;
}

/**
 * Players logging at a steady pace: `perSecond` logs a second, spread evenly over them, each
 * request timed alone. A burst of 50 requests sent in the same millisecond (above) mostly
 * measures the queue: on one process the last of them waits for the 49 before it, whatever a log
 * costs; at a steady pace a request meets only the ones really overlapping it.
 */
export async function pacedLogs(
  base: string,
  gameId: string,
  players: { headers: Record<string, string> }[],
  behaviourIds: string[],
  perSecond: number,
) {
  const times: number[] = [];
  const start = performance.now();
  const requests = behaviourIds.flatMap((behaviourId, round) =>
    players.map(async (p, i) => {
      const at = ((round * players.length + i) * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + at - performance.now())));
      times.push(await timedLog(base, gameId, p.headers, behaviourId));
    }),
  );
  await Promise.all(requests);
  return times;
}

/** `count` watchers of the public leaderboard, spread over the servers at `bases`, each past its first snapshot. */
export async function openWatchers(bases: string[], publicId: string, count: number) {
  const watchers: SseClient[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, async (_, j) => {
      const base = bases[(i + j) % bases.length] ?? '';
      const watcher = await openSse(`${base}/api/public/leaderboard/${publicId}/events`, asClient());
      if (watcher.status !== 200) throw new Error(`watcher answered ${watcher.status}`);
      await watcher.next('snapshot', 10_000);
      return watcher;
    });
    watchers.push(...(await Promise.all(batch)));
  }
  return watchers;
}

/** Time from sending a log until each watcher has the snapshot that follows it. */
export async function fanOutOnce(watchers: SseClient[], log: () => Promise<void>) {
  const start = performance.now();
  const seen = watchers.map((w) => w.next('snapshot', 10_000).then(() => performance.now() - start));
  await log();
  return Promise.all(seen);
}
