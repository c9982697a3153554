import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors.ts';
import { scopeOf } from '../../plugins/access.ts';
import { sharedLimiter } from '../../plugins/limit-store.ts';

/**
 * How often one person may comment or give kudos, counted in the shared `rate_limits` store (every
 * process sees the same count): enough for anyone reading their team's day, too few for a script.
 * A pre-handler: after the body is checked, before anything is written.
 */
export const FEED_LIMITS = {
  comment: { points: 10, seconds: 60 },
  kudos: { points: 120, seconds: 60 },
};

export function perUserLimit(app: FastifyInstance, action: keyof typeof FEED_LIMITS) {
  const { points, seconds } = FEED_LIMITS[action];
  const limiter = sharedLimiter(app.db, `feed:${action}`, points, seconds);
  return async (request: FastifyRequest) => {
    try {
      await limiter.consume(scopeOf(request).userId);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new AppError('RATE_LIMITED', 'common.tooManyRequests', {
        seconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
      });
    }
  };
}
