import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dbNow, dbNowPlus } from '../db/clock.ts';
import type { outboxFanouts, outboxMessages } from '../db/schema/index.ts';

/** The outbox tables worked under a lease: pending rows with their attempts and next attempt time. */
type LeasedTable = typeof outboxMessages | typeof outboxFanouts;

/**
 * Claims up to `limit` due pending rows of `table` with a lease of `leaseMs`, counting an attempt:
 * several server processes never take the same row, and the row of a process that dies mid-work
 * is due again to whoever claims it once the (short) lease runs out.
 */
export async function claimDue<T extends LeasedTable>(db: Db, table: T, limit: number, leaseMs: number) {
  // One table stands for the union: Drizzle's builders cannot resolve a union of tables.
  const t = table as typeof outboxMessages;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 'pending'), lte(t.nextAttemptAt, dbNow())))
    .orderBy(t.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1`, nextAttemptAt: dbNowPlus(leaseMs) })
    .where(inArray(t.id, due))
    .returning();
  return rows as T['$inferSelect'][];
}
