import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * Makes every transaction that takes the same key wait for the one holding it, until it commits
 * or rolls back (a PostgreSQL advisory transaction lock). For a cap counted and then written: under
 * the lock, a second request counts what the first one wrote, in every process. Keys hash to 32
 * bits; two keys sharing a hash only wait for each other. Call it inside the transaction that writes.
 */
export async function lockForTransaction(tx: Executor, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
