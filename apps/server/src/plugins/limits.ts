import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';

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

/**
 * Request limits (DESIGN section 4): signed-in calls per user, other API calls per address, and
 * each route's own `rateLimit` on top. Counts live in the database (`rate_limits`, through
 * rate-limiter-flexible's atomic Drizzle store), so every server process shares them, on the
 * embedded database as on a PostgreSQL server. The app's pages and files are never limited.
 */
export const limitsPlugin = fp(async (app: FastifyInstance) => {
  // Every store shares one table; one of them clears its expired rows (hourly), for all.
  const store = (keyPrefix: string, points: number, duration: number, clearExpiredByTimeout = false) =>
    new RateLimiterDrizzle({
      storeClient: app.db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration,
      clearExpiredByTimeout,
    });
  const perUser = store('user', app.config.rateLimitPerUser, 60, true);
  const perAddress = store('address', app.config.rateLimitPerAddress, 60);

  /** One point from `key`'s bucket, or a 429 saying when to retry. */
  const take = async (limiter: RateLimiterDrizzle, key: string) => {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const wait = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', 'common.tooManyRequests', { seconds: wait });
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
    if (request.scope) return take(perUser, request.scope.userId);
    return take(perAddress, request.ip);
  });
});
