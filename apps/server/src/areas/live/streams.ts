import type { SSEMessage } from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Change, LiveHub } from './hub.ts';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` hint). */
export const RETRY_MS = 3_000;
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;

/** The `Retry-After` of a refused stream: slots free as streams end (every `maxMs` at the latest). */
export const FULL_RETRY_SECONDS = 30;
/** A stream ends at a time drawn from the last quarter of its lifetime, so reconnects spread out. */
const LIFETIME_SPREAD = 0.25;

/** Caps of the streams counted by address (the public ones): see config `liveStreams`. */
export type StreamLimits = { perAddress: number; total: number; maxMs: number };

/** What a stream sends after a change: a message, nothing (no difference), or the end of the stream. */
export type Next = SSEMessage | null | 'close';

/**
 * The server-sent event streams of this process. Each follows one game through the hub; sends go
 * out one at a time in order; a stream ends when its client leaves, when `next` says so, after
 * `maxMs` (told by an `end` event, after which the browser reconnects), when its client stops
 * reading (a send still unread when the next is due), or when the app closes (graceful shutdown
 * does not wait for open streams). Streams given an `address` are capped per address and in all.
 */
export function createStreams(hub: LiveHub, limits: StreamLimits) {
  const open = new Set<FastifyReply>();
  const byAddress = new Map<string, number>();
  let counted = 0;

  /** Takes a slot for `address` (synchronously, so racing requests cannot overshoot), or refuses. */
  function admit(address: string): () => void {
    const held = byAddress.get(address) ?? 0;
    const seconds = FULL_RETRY_SECONDS;
    if (held >= limits.perAddress) {
      throw new AppError('RATE_LIMITED', 'live.tooManyStreams', { limit: limits.perAddress, seconds });
    }
    if (counted >= limits.total) throw new AppError('UNAVAILABLE', 'live.full', { seconds });
    byAddress.set(address, held + 1);
    counted++;
    return () => {
      counted--;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    };
  }

  /** Ends a stream; one whose client stopped reading is cut off rather than left to drain. */
  function end(reply: FastifyReply) {
    if (reply.raw.writableNeedDrain) reply.raw.destroy();
    else reply.sse.close();
  }

  async function start(
    reply: FastifyReply,
    opts: {
      gameId: string;
      first: () => Promise<SSEMessage>;
      next: (change: Change) => Promise<Next>;
      /** Counts the stream against the caps (`request.ip`); refused with 429 or 503 over them. */
      address?: string;
      /** Ends the stream this long after it opened; public streams: `limits.maxMs`, spread. */
      maxMs?: number;
    },
  ) {
    const release = opts.address === undefined ? undefined : admit(opts.address);
    const sse = reply.sse;
    sse.keepAlive();
    let queue = Promise.resolve();
    const enqueue = (produce: () => Promise<Next>) => {
      // The last send is still unread: the client stopped reading (or cannot keep up); it reconnects.
      if (reply.raw.writableNeedDrain) {
        end(reply);
        return queue;
      }
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
    const maxMs = opts.maxMs ?? (release ? limits.maxMs * (1 - LIFETIME_SPREAD * Math.random()) : undefined);
    const limit = maxMs
      ? setTimeout(() => {
          if (!reply.raw.writableNeedDrain) {
            sse.send({ event: 'end', data: '{}', retry: RETRY_MS }).catch(() => {});
          }
          end(reply);
        }, maxMs).unref()
      : undefined;
    const closed = () => {
      clearTimeout(limit);
      release?.();
      open.delete(reply);
      unwatch?.();
    };
    // A client gone while the route looked its game up has closed already: nothing calls back.
    if (!sse.isConnected) return closed();
    sse.onClose(closed);
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
      for (const reply of open) end(reply);
      open.clear();
    },
    /** Streams counted against the caps (tests, the benchmark). */
    counted: () => counted,
  };
}
