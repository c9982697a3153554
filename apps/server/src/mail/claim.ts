import { and, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { dbNow, dbNowPlus } from '../db/clock.ts';
import type { outboxFanouts, outboxMessages } from '../db/schema/index.ts';

/** The outbox tables worked under a lease: pending rows with their attempts and next attempt time. */
type LeasedTable = typeof outboxMessages | typeof outboxFanouts;

/**
 * Claims up to `limit` due rows of `table` with a lease of `leaseMs`, counting an attempt, in the
 * given order (oldest due first by default): several server processes never take the same row, and
 * the row of a process that dies mid-work is due again to whoever claims it once the (short) lease
 * runs out. That includes a mail left `sending` (outbox.ts): it is pending again, its attempt count
 * telling its old claimer that it is no longer theirs.
 */
export async function claimDue<T extends LeasedTable>(
  db: Db,
  table: T,
  limit: number,
  leaseMs: number,
  order: (t: typeof outboxMessages) => (AnyPgColumn | SQL)[] = (t) => [t.nextAttemptAt],
) {
  // One table stands for the union: Drizzle's builders cannot resolve a union of tables.
  const t = table as typeof outboxMessages;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.status, ['pending', 'sending']), lte(t.nextAttemptAt, dbNow())))
    .orderBy(...order(t))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(t)
    .set({ status: 'pending', attempts: sql`${t.attempts} + 1`, nextAttemptAt: dbNowPlus(leaseMs) })
    .where(inArray(t.id, due))
    .returning();
  return rows as T['$inferSelect'][];
}
