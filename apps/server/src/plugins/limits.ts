import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../lib/errors.ts';
import { sharedLimiter } from './limit-store.ts';

/** A route's own limit (`config: { rateLimit }`), counted per address unless `keyGenerator` says otherwise. */
export type RouteLimit = {
  max: number;
  timeWindow: `${number} ${'second' | 'seconds' | 'minute' | 'minutes' | 'hour' | 'hours'}`;
  keyGenerator?: (request: FastifyRequest) => string;
  /**
   * Calls that succeed give their point back: only refusals count (sign-in), so an office of
   * hundreds signing in from one address is never held back, while guessing from it is.
   */
  onlyFailures?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteLimit;
  }
}

const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };
const seconds = (window: RouteLimit['timeWindow']) => {
  const [count = '0', unit = ''] = window.split(' ');
  return Number(count) * (UNIT_SECONDS[unit.replace(/s$/, '')] ?? 0);
};

/**
 * API routes no limit applies to: the docs, probes and stored files (logos on every page) are part
 * of loading a screen, like the app's own files, which are not under `/api` at all.
 */
const UNLIMITED = /^\/api\/(docs|healthz|readyz|metrics|files\/)/;

/** The most points one lease takes from the shared count. */
const MAX_LEASE = 50;

/**
 * A limit counted in the shared store, with points taken in leases (decision 0018): a process
 * takes a tenth of what a key has left in its window (1 to MAX_LEASE points) in one write and
 * spends it locally, so a busy caller costs one write per lease instead of one per request. Near
 * the limit leases are single points, so the count stays exact there; points leased and not spent
 * are lost to other processes until the window ends (at most a tenth of the limit, per process
 * and key). Answers 0, or how many ms to wait when the key is over its limit.
 */
function leasedLimit(limiter: RateLimiterDrizzle, limit: number) {
  type Lease = { left: number; remaining: number; until: number };
  const leases = new Map<string, Lease>();
  const asking = new Map<string, Promise<void>>();

  async function ask(key: string, last: Lease | undefined) {
    const now = Date.now();
    if (leases.size > 10_000) for (const [k, l] of leases) if (l.until <= now) leases.delete(k);
    // A key this process has not seen in its window is taken to have its whole budget: its first
    // lease is a tenth of the limit, like a fresh key's second one would be. If another process
    // spent most of it, the store refuses the part over the limit (see below).
    const known = last ? (last.until > now ? last.remaining : limit) : limit;
    const size = Math.max(1, Math.min(MAX_LEASE, Math.floor(known / 10)));
    try {
      const res = await limiter.consume(key, size);
      leases.set(key, { left: size, remaining: res.remainingPoints, until: Date.now() + res.msBeforeNext });
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      // Part of a lease may still fit under the limit.
      const granted = Math.max(0, Math.min(size, limit - (err.consumedPoints - size)));
      leases.set(key, { left: granted, remaining: 0, until: Date.now() + err.msBeforeNext });
    }
  }

  return async (key: string): Promise<number> => {
    for (;;) {
      const now = Date.now();
      const lease = leases.get(key);
      if (lease && lease.until > now) {
        if (lease.left > 0) {
          lease.left--;
          return 0;
        }
        if (lease.remaining <= 0) return lease.until - now;
      }
      // One request per key asks the store at a time; the others wait for its lease.
      let pending = asking.get(key);
      if (!pending) {
        pending = ask(key, lease).finally(() => asking.delete(key));
        asking.set(key, pending);
      }
      await pending;
    }
  };
}

const limited = (ms: number) =>
  new AppError('RATE_LIMITED', 'common.tooManyRequests', { seconds: Math.max(1, Math.ceil(ms / 1000)) });

/**
 * Request limits (DESIGN section 4): signed-in calls per user, other API calls per address, and
 * each route's own `rateLimit` on top. Counts live in the database (`rate_limits`, through
 * rate-limiter-flexible's atomic Drizzle store: limit-store.ts), so every server process shares
 * them, on the embedded database as on a PostgreSQL server. The app's pages and files are never limited.
 */
export const limitsPlugin = fp(async (app: FastifyInstance) => {
  const store = (keyPrefix: string, points: number, duration: number) =>
    sharedLimiter(app.db, keyPrefix, points, duration);
  const perUser = leasedLimit(store('user', app.config.rateLimitPerUser, 60), app.config.rateLimitPerUser);
  const perAddress = leasedLimit(
    store('address', app.config.rateLimitPerAddress, 60),
    app.config.rateLimitPerAddress,
  );

  /** One point from `key`'s bucket, or a 429 saying when to retry. */
  const take = async (limiter: RateLimiterDrizzle, key: string) => {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw limited(err.msBeforeNext);
    }
  };

  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const own = store(`route:${route.method}:${route.url}`, limit.max, seconds(limit.timeWindow));
    const keyOf = (request: FastifyRequest) =>
      limit.keyGenerator ? limit.keyGenerator(request) : request.ip;
    const hook = async (request: FastifyRequest) => take(own, keyOf(request));
    const existing = route.onRequest;
    route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
    if (!limit.onlyFailures) return;
    const giveBack = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode < 400) await own.reward(keyOf(request));
    };
    const after = route.onResponse;
    route.onResponse = [...(Array.isArray(after) ? after : after ? [after] : []), giveBack];
  });

  // After the access plugin's hook, so `request.scope` names the signed-in caller.
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || UNLIMITED.test(url)) return;
    const wait = await (request.scope ? perUser(request.scope.userId) : perAddress(request.ip));
    if (wait > 0) throw limited(wait);
  });
});
