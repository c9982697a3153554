import { and, arrayContains, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Deliveries listed per endpoint: the newest. */
const DELIVERIES_LISTED = 50;

/** The company's enabled endpoints that receive `type`. */
export const subscribedEndpoints = (db: Executor, companyId: string, type: string) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );

export async function insertDelivery(tx: Executor, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error('webhook delivery not inserted');
  return row;
}

export const insertDeliveries = (tx: Executor, rows: (typeof webhookDeliveries.$inferInsert)[]) =>
  tx.insert(webhookDeliveries).values(rows);

export const listEndpoints = (db: Executor, scope: Scope) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(tenantFilter(scope, webhookEndpoints.companyId))
    .orderBy(desc(webhookEndpoints.createdAt));

export async function insertEndpoint(tx: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint not inserted');
  return row;
}

/** The endpoint in the caller's scope (another company's reads as none). */
export async function endpointInScope(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), tenantFilter(scope, webhookEndpoints.companyId)));
  return row;
}

export async function updateEndpoint(tx: Executor, id: string, set: Partial<EndpointRow>) {
  const [row] = await tx.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export const deleteEndpoint = (tx: Executor, id: string) =>
  tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));

export const listDeliveries = (db: Executor, endpointId: string) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);

/** The delivery in the caller's scope, locked for the rest of the transaction. */
export async function lockDeliveryInScope(tx: Executor, scope: Scope, id: string) {
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), tenantFilter(scope, webhookDeliveries.companyId)))
    .for('update');
  return row;
}

/** A delivery with what sending it needs of its endpoint. */
export async function deliveryToSend(db: Executor, id: string) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secretSealed: webhookEndpoints.secretSealed,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/**
 * Records attempt `attempt` if no other did meanwhile (the delivery still has `attempt - 1`
 * attempts): a job run twice after a crash records once. Answers the row, or none.
 */
export async function recordAttempt(
  tx: Executor,
  id: string,
  attempt: number,
  set: {
    status: DeliveryRow['status'];
    responseCode: number | null;
    responseExcerpt: string | null;
    lastAttemptAt: SQL;
    nextAttemptAt: SQL | null;
  },
) {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ ...set, attempts: attempt })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.attempts, attempt - 1)))
    .returning();
  return row;
}

export async function updateDelivery(tx: Executor, id: string, set: { nextAttemptAt: SQL }) {
  const [row] = await tx.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id)).returning();
  if (!row) throw new Error('delivery not updated');
  return row;
}
