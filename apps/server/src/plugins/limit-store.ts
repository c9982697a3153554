import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db, Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import type { Jobs } from '../jobs/index.ts';

/** How often spent limit rows are purged, and how long after their window they stay. */
export const LIMIT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const KEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;

/**
 * A count in the shared `rate_limits` table (rate-limiter-flexible's atomic Drizzle store), seen by
 * every server process. Every limit in Rally is built here, so none arms the library's own clearing
 * timer (`clearExpiredByTimeout`): that timer outlives the app it belongs to (it is never stopped on
 * close, and keeps the closed app's pool in memory); the purge below is one of the app's own jobs.
 */
export function sharedLimiter(db: Db, keyPrefix: string, points: number, durationSeconds: number) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration: durationSeconds,
    clearExpiredByTimeout: false,
  });
}

/**
 * Deletes the rows whose window ended over an hour ago: a row past its window counts for nothing
 * (the store starts a new window over it), so this only keeps the table near its live size.
 */
export async function purgeExpiredLimits(db: Executor, now = new Date()) {
  const purged = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)))
    .returning({ key: rateLimits.key });
  return purged.length;
}

/** The purge as a recurring job (jobs/): one process runs it at start and hourly. */
export function scheduleLimitPurge(jobs: Jobs, intervalMs = LIMIT_PURGE_INTERVAL_MS) {
  jobs.every('limits.purge', intervalMs, async ({ db, log }) => {
    log.info({ purged: await purgeExpiredLimits(db) }, 'spent rate limit rows purged');
  });
}
