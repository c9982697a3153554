import type { Db } from '../../db/client.ts';
import { dbNow, dbNowPlus } from '../../db/clock.ts';
import { enqueueJob, type Jobs } from '../../jobs/index.ts';
import { unseal } from '../../lib/sealed.ts';
import type { AddressPolicy } from './address.ts';
import { type DeliverJob, WEBHOOK_DELIVER_JOB } from './events.ts';
import { type DeliveryRow, deliveryToSend, recordAttempt } from './queries.ts';
import { type Attempt, postWebhook } from './send.ts';
import { SECRET_PURPOSE, signWebhook } from './signature.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed attempt (the Standard Webhooks schedule, stretched to three days): 10
 * attempts over 71 h 35 min. The job scheduler's own retries stop at 10 minutes and 5 attempts, so
 * each attempt is a job of its own, queued by the one before with its wait.
 */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
  20 * HOUR,
  24 * HOUR,
];
/** No attempt is made later than this after the event. */
export const GIVE_UP_AFTER_MS = 72 * HOUR;
/** A receiver's `Retry-After` is honoured up to this (longer ones wait this long). */
const MAX_RETRY_AFTER_MS = 24 * HOUR;

/**
 * How long to wait before the attempt after `attempt` (1-based), or null when the delivery has
 * failed for good: the schedule's wait, or the receiver's `Retry-After` when longer, never past
 * three days from the event.
 */
export function nextDelayMs(attempt: number, sinceEventMs: number, retryAfterMs?: number): number | null {
  const scheduled = RETRY_DELAYS_MS[attempt - 1];
  if (scheduled === undefined) return null;
  const delay = Math.max(scheduled, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
  return sinceEventMs + delay > GIVE_UP_AFTER_MS ? null : delay;
}

type Outcome = { status: DeliveryRow['status']; code: number | null; excerpt: string; retry?: number };

function outcomeOf(attempt: Attempt): Outcome {
  if (attempt.kind === 'refused') return { status: 'failed', code: null, excerpt: attempt.reason };
  if (attempt.kind === 'failed') return { status: 'retrying', code: null, excerpt: attempt.reason };
  const ok = attempt.status >= 200 && attempt.status < 300;
  return {
    status: ok ? 'delivered' : 'retrying',
    code: attempt.status,
    excerpt: attempt.excerpt,
    ...(attempt.retryAfterMs !== undefined ? { retry: attempt.retryAfterMs } : {}),
  };
}

/**
 * One attempt of one delivery (a `webhooks.deliver` job): signs the stored body with the endpoint's
 * secret (`webhook-id`, `webhook-timestamp`, `webhook-signature`), posts it outside any
 * transaction, then records the answer and queues the next attempt in one transaction. A job that
 * finds its attempt already made (run again after a crash, or the delivery sent again meanwhile)
 * does nothing.
 */
export function defineDeliverJob(deps: { jobs: Jobs; serverSecret: string; policy: AddressPolicy }) {
  deps.jobs.define<DeliverJob>(WEBHOOK_DELIVER_JOB, async ({ payload, db, log, signal }) => {
    const found = await deliveryToSend(db, payload.deliveryId);
    if (!found) return;
    const { delivery } = found;
    if (delivery.attempts !== payload.attempt - 1) return;
    if (delivery.status !== 'pending' && delivery.status !== 'retrying') return;
    let outcome: Outcome;
    if (!found.enabled) outcome = { status: 'failed', code: null, excerpt: 'endpoint turned off' };
    else {
      const secret = unseal(deps.serverSecret, SECRET_PURPOSE, found.secretSealed);
      const timestamp = Math.floor(Date.now() / 1000);
      outcome = outcomeOf(
        await postWebhook({
          url: found.url,
          body: delivery.body,
          policy: deps.policy,
          signal,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Rally-Webhooks/1',
            'webhook-id': delivery.messageId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(secret, delivery.messageId, timestamp, delivery.body),
          },
        }),
      );
    }
    await settle(db, delivery, payload.attempt, outcome);
    // The endpoint is the company's: logs name the delivery, not the URL.
    log.info(
      { deliveryId: delivery.id, attempt: payload.attempt, status: outcome.status, code: outcome.code },
      'webhook attempt',
    );
  });
}

async function settle(db: Db, delivery: DeliveryRow, attempt: number, outcome: Outcome) {
  const delay =
    outcome.status === 'retrying'
      ? nextDelayMs(attempt, Date.now() - delivery.createdAt.getTime(), outcome.retry)
      : null;
  const status = outcome.status === 'retrying' && delay === null ? 'failed' : outcome.status;
  await db.transaction(async (tx) => {
    const row = await recordAttempt(tx, delivery.id, attempt, {
      status,
      responseCode: outcome.code,
      responseExcerpt: outcome.excerpt,
      lastAttemptAt: dbNow(),
      nextAttemptAt: delay === null ? null : dbNowPlus(delay),
    });
    if (!row || delay === null) return;
    await enqueueJob(tx, {
      name: WEBHOOK_DELIVER_JOB,
      key: `${delivery.id}:${attempt + 1}`,
      runAt: dbNowPlus(delay),
      payload: { deliveryId: delivery.id, attempt: attempt + 1 } satisfies DeliverJob,
    });
  });
}
