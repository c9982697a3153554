import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** One row per endpoint: a device subscribed again (new keys, or another user on it) is updated. */
export async function upsertSubscription(
  db: Executor,
  values: Pick<PushSubscriptionRow, 'companyId' | 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'userAgent'>,
) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        companyId: values.companyId,
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
      },
    })
    .returning();
  if (!row) throw new Error('push subscription not written');
  return row;
}

/** Keeps a user's `keep` newest devices and removes the rest. */
export async function trimSubscriptions(db: Executor, userId: string, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

export function listUserSubscriptions(db: Executor, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** The devices of these users, for one push each. */
export function listSubscriptionsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

export async function findSubscription(db: Executor, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** Removes one of the user's own devices; answers whether there was one. */
export async function deleteOwnSubscription(db: Executor, userId: string, id: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes every device of the user. */
export async function deleteUserSubscriptions(db: Executor, userId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/**
 * Removes a device its push service called gone, only while it still has that endpoint and keys:
 * a device that subscribed again meanwhile stays.
 */
export async function deleteGoneSubscription(db: Executor, row: PushSubscriptionRow) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, row.id),
        eq(pushSubscriptions.endpoint, row.endpoint),
        eq(pushSubscriptions.p256dh, row.p256dh),
      ),
    );
}

export async function markDelivered(db: Executor, id: string) {
  await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(eq(pushSubscriptions.id, id));
}
