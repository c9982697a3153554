import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { sharedLimiter } from '../../plugins/limit-store.ts';

/**
 * A limit per e-mail address typed into a public form, counted in the shared `rate_limits` store
 * (every process) under a hash, so no address is stored. It runs as a pre-handler: after the body is
 * parsed and validated, before the handler writes anything.
 */
export function perEmailLimit(app: FastifyInstance, limit: { points: number; seconds: number }) {
  return (form: string) => {
    const limiter = sharedLimiter(app.db, `email:${form}`, limit.points, limit.seconds);
    return async (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string') return;
      try {
        await limiter.consume(sha256(email.toLowerCase()));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        throw new AppError('RATE_LIMITED', 'common.tooManyRequests', {
          seconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
        });
      }
    };
  };
}
