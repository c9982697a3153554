import type { TPushMessage } from '@rally/contracts/push';
import webpush from 'web-push';
import type { PushConfig } from '../../config.ts';
import { type Jobs, RetryLater } from '../../jobs/index.ts';
import { retryAfterMs } from '../../lib/retry-after.ts';
import { acceptedEndpoint } from './endpoint.ts';
import {
  deleteGoneSubscription,
  findSubscription,
  markDelivered,
  type PushSubscriptionRow,
} from './queries.ts';
import { PUSH_SEND_JOB, type PushJob, pushDelivered } from './service.ts';

/** How long a push service keeps a message for a device that is offline (RFC 8030 TTL): a day. */
const TTL_SECONDS = 86_400;
/** A push service that has not answered by then is tried again later. */
const TIMEOUT_MS = 10_000;

/** What the push service's answer means for the message and the device. */
export type Delivery = 'delivered' | 'gone' | 'keyRefused' | 'refused' | 'retry';

export function deliveryOf(status: number): Delivery {
  if (status >= 200 && status < 300) return 'delivered';
  // RFC 8030 section 7.3: the subscription expired or was removed; it never comes back.
  if (status === 404 || status === 410) return 'gone';
  // RFC 8292 section 4: our VAPID signature is refused, or is not the key the device subscribed
  // with (the key pair changed since). Not the device's end: it subscribes anew on its next visit,
  // or works again if the old pair is put back; and every retry would be refused the same way.
  if (status === 401 || status === 403) return 'keyRefused';
  if (status === 429 || status >= 500) return 'retry';
  // Anything else (a bad request, a payload too large) fails the same way again.
  return 'refused';
}

export type PushAnswer = { status: number; retryAfterMs: number | undefined };

/**
 * Sends one encrypted message to one device. The library encrypts the payload (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request goes out through `fetch`, not the
 * library's https-only client, so redirects are refused, a timeout applies, and a push service the
 * configuration names on plain http (a local peer, never in production) can be reached.
 */
export async function sendPush(
  push: PushConfig,
  device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  message: TPushMessage,
  signal?: AbortSignal,
): Promise<PushAnswer> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'manual',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  await res.body?.cancel();
  return { status: res.status, retryAfterMs: retryAfterMs(res.headers.get('retry-after')) };
}

/**
 * Each push is a job of its own (jobs/, decision 0013): a push service that is down or asks us to
 * slow down (5xx, 429, no answer) is tried again with the scheduler's back-off, or after its
 * `Retry-After` when it gives one; a device it calls gone (404, 410) is removed; one whose push
 * service refuses our key (401, 403) is kept and the message dropped; nothing of it ever runs in a
 * request.
 */
export function definePushJob(deps: { jobs: Jobs; push: PushConfig }) {
  deps.jobs.define<PushJob>(PUSH_SEND_JOB, async ({ payload, db, log, signal, job }) => {
    const device = await findSubscription(db, payload.subscriptionId);
    // Unsubscribed since, or removed as gone by an earlier push.
    if (!device) return;
    // The endpoint is a capability: logs name the device by its id only.
    const where = { subscriptionId: device.id };
    if (!acceptedEndpoint(device.endpoint, deps.push.extraOrigins)) {
      log.warn(where, 'push not sent: the push service is no longer accepted');
      return;
    }
    const { status, retryAfterMs: after } = await sendPush(deps.push, device, payload.message, signal);
    const delivery = deliveryOf(status);
    if (delivery === 'delivered') {
      await markDelivered(db, device.id);
      await pushDelivered(db, job.key, device.userId);
    } else if (delivery === 'gone') {
      await deleteGoneSubscription(db, device);
      log.info({ ...where, status }, 'push subscription gone: removed');
    } else if (delivery === 'keyRefused') {
      // Kept, not retried: an operator sees it (a key pair changed or misconfigured); the device
      // id names it, never the endpoint.
      log.warn(
        { ...where, status },
        'push refused: the push service does not accept our VAPID key for this device',
      );
    } else if (delivery === 'refused') log.warn({ ...where, status }, 'push refused by the push service');
    else if (after !== undefined) {
      // The push service says when (429, 503): the scheduler waits that long, within its bounds.
      throw new RetryLater(
        `push service answered ${status}, retry after ${Math.round(after / 1000)} s`,
        after,
      );
    } else throw new Error(`push service answered ${status}`);
  });
}
