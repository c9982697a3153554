import type {
  TCreatedWebhookEndpoint,
  TUpdateWebhookEndpointRequest,
  TWebhookDelivery,
  TWebhookEndpoint,
  TWebhookEventType,
  ZCreateWebhookEndpointRequest,
} from '@rally/contracts/webhooks';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { dbNow } from '../../db/clock.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { seal } from '../../lib/sealed.ts';
import { type AddressPolicy, literalAddress } from './address.ts';
import { type DeliverJob, WEBHOOK_DELIVER_JOB } from './events.ts';
import * as q from './queries.ts';
import { newEndpointSecret, SECRET_PURPOSE } from './signature.ts';

const toEndpoint = (row: q.EndpointRow): TWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as TWebhookEventType[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: q.DeliveryRow): TWebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType as TWebhookEventType,
  status: row.status as TWebhookDelivery['status'],
  attempts: row.attempts,
  responseCode: row.responseCode,
  responseExcerpt: row.responseExcerpt,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

/**
 * Refuses a URL the server would never send to: one naming a refused address outright, and plain
 * http except to an address the operator allowed (a company's events in clear over the internet).
 * Names are checked when each attempt connects (address.ts), since DNS answers change.
 */
export function checkUrl(value: string, policy: AddressPolicy) {
  const url = new URL(value);
  const address = literalAddress(url);
  if (url.username || url.password) throw invalid('url', 'webhooks.addressNotAllowed');
  if (address !== undefined && policy.refuses(address)) throw invalid('url', 'webhooks.addressNotAllowed');
  if (url.protocol !== 'https:' && !(address !== undefined && policy.allows(address)))
    throw invalid('url', 'webhooks.httpsRequired');
}

export async function listWebhookEndpoints(opts: { db: Executor; scope: Scope }) {
  return { data: (await q.listEndpoints(opts.db, opts.scope)).map(toEndpoint) };
}

/** `POST /company/webhooks`: the answer is the only time the secret is seen; it is stored sealed. */
export async function createWebhookEndpoint(opts: {
  tx: Executor;
  scope: Scope;
  input: z.output<typeof ZCreateWebhookEndpointRequest>;
  serverSecret: string;
  policy: AddressPolicy;
}): Promise<TCreatedWebhookEndpoint> {
  checkUrl(opts.input.url, opts.policy);
  const secret = newEndpointSecret();
  const row = await q.insertEndpoint(opts.tx, {
    companyId: opts.scope.companyId,
    url: opts.input.url,
    events: [...new Set(opts.input.events)],
    secretSealed: seal(opts.serverSecret, SECRET_PURPOSE, secret),
    createdBy: opts.scope.userId,
  });
  return { ...toEndpoint(row), secret };
}

async function endpointOrNotFound(db: Executor, scope: Scope, id: string) {
  const row = await q.endpointInScope(db, scope, id);
  if (!row) throw notFound('webhooks.endpointNotFound');
  return row;
}

/** `PUT /company/webhooks/{id}`: turned off, nothing more is sent to it (queued attempts end failed). */
export async function updateWebhookEndpoint(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  input: TUpdateWebhookEndpointRequest;
}) {
  const row = await endpointOrNotFound(opts.tx, opts.scope, opts.id);
  const updated = await q.updateEndpoint(opts.tx, row.id, { enabled: opts.input.enabled });
  return toEndpoint(updated ?? row);
}

/** `DELETE /company/webhooks/{id}`: the endpoint goes with its deliveries. */
export async function deleteWebhookEndpoint(opts: { tx: Executor; scope: Scope; id: string }) {
  const row = await endpointOrNotFound(opts.tx, opts.scope, opts.id);
  await q.deleteEndpoint(opts.tx, row.id);
}

/** `GET /company/webhooks/{id}/deliveries`: the newest 50, with their last answers. */
export async function listWebhookDeliveries(opts: { db: Executor; scope: Scope; id: string }) {
  const row = await endpointOrNotFound(opts.db, opts.scope, opts.id);
  return { data: (await q.listDeliveries(opts.db, row.id)).map(toDelivery) };
}

/**
 * `POST /company/webhook-deliveries/{id}/resend`, same body and `webhook-id` (a receiver that has it
 * already can drop it). A delivery waiting for a retry is moved to now, the rest of its schedule
 * unchanged. A settled one (delivered or failed) becomes a fresh delivery with the whole schedule
 * from now: whoever presses "send again" expects it to arrive, so a receiver still starting up gets
 * the same retries as for a new event, not one attempt (the old one is past its 72 hours, or its
 * schedule, soon after an event). The settled one stays as it was, the history of what was answered.
 */
export async function resendWebhookDelivery(opts: { tx: Executor; scope: Scope; id: string }) {
  const row = await q.lockDeliveryInScope(opts.tx, opts.scope, opts.id);
  if (!row) throw notFound('webhooks.deliveryNotFound');
  if (row.status === 'delivered' || row.status === 'failed') {
    const fresh = await q.insertDelivery(opts.tx, {
      id: uuidv7(),
      companyId: row.companyId,
      endpointId: row.endpointId,
      messageId: row.messageId,
      eventType: row.eventType,
      body: row.body,
    });
    await enqueueJob(opts.tx, {
      name: WEBHOOK_DELIVER_JOB,
      key: `${fresh.id}:1`,
      payload: { deliveryId: fresh.id, attempt: 1 } satisfies DeliverJob,
    });
    return toDelivery(fresh);
  }
  const updated = await q.updateDelivery(opts.tx, row.id, { nextAttemptAt: dbNow() });
  const attempt = row.attempts + 1;
  await enqueueJob(opts.tx, {
    name: WEBHOOK_DELIVER_JOB,
    key: `${row.id}:${attempt}`,
    payload: { deliveryId: row.id, attempt } satisfies DeliverJob,
    replace: true,
  });
  return toDelivery(updated);
}
