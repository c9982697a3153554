import type { SSEMessage } from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import type { Change, LiveHub } from './hub.ts';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` hint). */
export const RETRY_MS = 3_000;
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;

/** What a stream sends after a change: a message, nothing (no difference), or the end of the stream. */
export type Next = SSEMessage | null | 'close';

/**
 * The server-sent event streams of this process. Each follows one game through the hub; sends go
 * out one at a time in order; a stream ends when its client leaves, when `next` says so, after
 * `maxMs`, or when the app closes (graceful shutdown does not wait for open streams).
 */
export function createStreams(hub: LiveHub) {
  const open = new Set<FastifyReply>();

  async function start(
    reply: FastifyReply,
    opts: {
      gameId: string;
      first: () => Promise<SSEMessage>;
      next: (change: Change) => Promise<Next>;
      maxMs?: number;
    },
  ) {
    const sse = reply.sse;
    sse.keepAlive();
    let queue = Promise.resolve();
    const enqueue = (produce: () => Promise<Next>) => {
      queue = queue
        .then(async () => {
          if (!sse.isConnected) return;
          const message = await produce();
          if (message === 'close') sse.close();
          else if (message && sse.isConnected) await sse.send(message);
        })
        .catch((err: unknown) => {
          reply.log.warn({ err }, 'live stream message not sent');
        });
      return queue;
    };
    let unwatch: (() => void) | undefined;
    const limit = opts.maxMs ? setTimeout(() => sse.close(), opts.maxMs).unref() : undefined;
    sse.onClose(() => {
      clearTimeout(limit);
      open.delete(reply);
      unwatch?.();
    });
    open.add(reply);
    // Watching before the first snapshot is read: a change committed meanwhile is sent after it.
    const stop = await hub.watch(opts.gameId, (change) => enqueue(() => opts.next(change)));
    if (!sse.isConnected) return stop();
    unwatch = stop;
    await enqueue(async () => ({ ...(await opts.first()), retry: RETRY_MS }));
  }

  return {
    start,
    /** Ends every open stream (app close): clients reconnect to another process or after the restart. */
    closeAll() {
      for (const reply of open) reply.sse.close();
      open.clear();
    },
  };
}
