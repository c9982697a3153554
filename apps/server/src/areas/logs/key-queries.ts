import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { logIdempotencyKeys } from '../../db/schema/index.ts';

export type KeyRow = typeof logIdempotencyKeys.$inferSelect;
type KeyOf = { companyId: string; userId: string; key: string };

const ofKey = (k: KeyOf) =>
  and(
    eq(logIdempotencyKeys.companyId, k.companyId),
    eq(logIdempotencyKeys.userId, k.userId),
    eq(logIdempotencyKeys.key, k.key),
  );

/**
 * Claims a key for this transaction, or returns undefined when it is held: the unique key decides,
 * so of racing requests with one key exactly one claims it; the others wait until it commits (then
 * read its answer) or rolls back (then one of them claims it).
 */
export async function claimKey(
  db: Executor,
  values: KeyOf & { fingerprint: string; expiresAt: Date; createdAt: Date },
) {
  const [row] = await db.insert(logIdempotencyKeys).values(values).onConflictDoNothing().returning();
  return row;
}

/** A committed key with its answer. */
export async function findKey(db: Executor, key: KeyOf) {
  const [row] = await db.select().from(logIdempotencyKeys).where(ofKey(key));
  return row;
}

export async function recordAnswer(db: Executor, id: string, answer: { status: number; body: unknown }) {
  await db.update(logIdempotencyKeys).set(answer).where(eq(logIdempotencyKeys.id, id));
}

export async function deleteKey(db: Executor, id: string) {
  await db.delete(logIdempotencyKeys).where(eq(logIdempotencyKeys.id, id));
}

/** Deletes the keys past their time; returns how many. */
export async function deleteExpiredKeys(db: Executor, now: Date) {
  const gone = await db
    .delete(logIdempotencyKeys)
    .where(lt(logIdempotencyKeys.expiresAt, now))
    .returning({ id: logIdempotencyKeys.id });
  return gone.length;
}
