import type { TWebhookEventType } from '@rally/contracts/webhooks';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { enqueueJobs } from '../../jobs/index.ts';
import { insertDeliveries, subscribedEndpoints } from './queries.ts';

/** The job that makes one attempt of one delivery (deliver.ts). */
export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';
export type DeliverJob = { deliveryId: string; attempt: number };

/** What an event says: ids and plain values the receiver can look up, never secrets. */
export type WebhookData = Record<string, string | number | boolean | null>;

/**
 * An event for the company's webhooks, in the caller's transaction (decision 0033): one delivery per
 * subscribed endpoint and event, each with its first attempt queued as a job. Nothing is sent
 * before the change commits, nothing at all if it rolls back, and the request never waits on a
 * receiver. A list is one event per item (a review of many logs). The areas where things happen
 * call this once, where they happen.
 */
export async function emitWebhook(
  tx: Executor,
  companyId: string,
  type: TWebhookEventType,
  data: WebhookData | WebhookData[],
) {
  const items = Array.isArray(data) ? data : [data];
  if (items.length === 0) return;
  const endpoints = await subscribedEndpoints(tx, companyId, type);
  if (endpoints.length === 0) return;
  const timestamp = new Date().toISOString();
  // One message id per event: every endpoint and every attempt carries the same `webhook-id`.
  const events = items.map((item) => ({
    messageId: `msg_${uuidv7()}`,
    body: JSON.stringify({ type, timestamp, data: item }),
  }));
  const rows = endpoints.flatMap((endpoint) =>
    events.map((event) => ({ id: uuidv7(), companyId, endpointId: endpoint.id, eventType: type, ...event })),
  );
  await insertDeliveries(tx, rows);
  await enqueueJobs(
    tx,
    WEBHOOK_DELIVER_JOB,
    rows.map((row) => ({
      key: `${row.id}:1`,
      payload: { deliveryId: row.id, attempt: 1 } satisfies DeliverJob,
    })),
  );
}
