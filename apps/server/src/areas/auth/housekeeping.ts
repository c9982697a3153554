import { and, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { otpRequests, passwordLinks, refreshTokens, signInFailures } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/index.ts';
import { ACCOUNT_WINDOW_MS } from './limits.ts';

/** How often the expired account rows are purged. Hourly keeps the tables near their live size. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export type TPurged = {
  refreshTokens: number;
  passwordLinks: number;
  otpRequests: number;
  signInFailures: number;
};

/**
 * Deletes account rows that no rule reads any more. What each rule still needs decides the cut:
 * - refresh tokens: reuse detection reads a whole family, so a family goes only once its newest
 *   token has expired (a revoked family keeps refusing until then);
 * - reset/invitation links and one-time codes: expired ones are refused anyway, but the hourly
 *   recovery-mail cap counts those created in the last hour, so they stay for that window;
 * - failed sign-ins: counted over the last hour only.
 */
export async function purgeExpiredAccountRows(db: Executor, now = new Date()): Promise<TPurged> {
  const windowStart = new Date(now.getTime() - ACCOUNT_WINDOW_MS);
  const tokens = await db
    .delete(refreshTokens)
    .where(
      sql`${refreshTokens.familyId} in (select family_id from refresh_tokens group by family_id having max(expires_at) <= ${now})`,
    )
    .returning({ id: refreshTokens.id });
  const links = await db
    .delete(passwordLinks)
    .where(and(lt(passwordLinks.expiresAt, now), lt(passwordLinks.createdAt, windowStart)))
    .returning({ id: passwordLinks.id });
  const codes = await db
    .delete(otpRequests)
    .where(and(lt(otpRequests.expiresAt, now), lt(otpRequests.createdAt, windowStart)))
    .returning({ id: otpRequests.id });
  const failures = await db
    .delete(signInFailures)
    .where(lt(signInFailures.createdAt, windowStart))
    .returning({ id: signInFailures.id });
  return {
    refreshTokens: tokens.length,
    passwordLinks: links.length,
    otpRequests: codes.length,
    signInFailures: failures.length,
  };
}

/** The purge as a recurring job: one process runs it at start and every interval (jobs/). */
export function scheduleHousekeeping(jobs: Jobs, intervalMs = HOUSEKEEPING_INTERVAL_MS) {
  jobs.every('auth.housekeeping', intervalMs, async ({ db, log }) => {
    log.info({ purged: await purgeExpiredAccountRows(db) }, 'expired account rows purged');
  });
}
