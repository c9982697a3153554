import type { TPushDevice, TPushMessage, TPushSubscriptionRequest } from '@rally/contracts/push';
import type { Executor } from '../../db/client.ts';
import { enqueueJobs } from '../../jobs/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { acceptedEndpoint } from './endpoint.ts';
import {
  deleteOwnSubscription,
  deleteUserSubscriptions,
  listSubscriptionsOf,
  listUserSubscriptions,
  type PushSubscriptionRow,
  trimSubscriptions,
  upsertSubscription,
} from './queries.ts';

/** The job that sends one message to one device (send.ts). */
export const PUSH_SEND_JOB = 'push.send';
export type PushJob = { subscriptionId: string; message: TPushMessage };

/** What an area records when a push of its events reached a device: `event` is the key given to `pushToUsers`. */
export type PushReceipt = (db: Executor, delivered: { event: string; userId: string }) => Promise<void>;
const receipts = new Map<string, PushReceipt>();
/**
 * Asks to hear of every push delivered whose event key starts with `prefix` (one receipt per
 * prefix, registered when the area's routes are): the push jobs are purged after 7 days, so an
 * area that counts deliveries keeps its own count.
 */
export function onPushDelivered(prefix: string, receipt: PushReceipt) {
  receipts.set(prefix, receipt);
}
/** Runs the receipts of a push job's event (its key without the device id). */
export async function pushDelivered(db: Executor, jobKey: string | null, userId: string) {
  if (!jobKey) return;
  const event = jobKey.slice(0, jobKey.lastIndexOf(':'));
  for (const [prefix, receipt] of receipts)
    if (event.startsWith(prefix)) await receipt(db, { event, userId });
}

/** Devices kept per user: a new one past this replaces the oldest. */
const MAX_DEVICES = 20;
const USER_AGENT_MAX = 300;
/** A push carries at most 4 KB (RFC 8291 with RFC 8030's limit); long params are cut to fit. */
const PARAM_MAX = 300;

const toDevice = (row: PushSubscriptionRow): TPushDevice => ({
  id: row.id,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

/** Subscribes the caller's device (one row per endpoint: the same device again is updated, now theirs). */
export async function subscribePush(opts: {
  tx: Executor;
  scope: Scope;
  input: TPushSubscriptionRequest;
  userAgent: string;
  extraOrigins: readonly string[];
}) {
  const { tx, scope, input } = opts;
  if (!acceptedEndpoint(input.endpoint, opts.extraOrigins))
    throw invalid('endpoint', 'push.serviceNotAccepted');
  const row = await upsertSubscription(tx, {
    companyId: scope.companyId,
    userId: scope.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: opts.userAgent.slice(0, USER_AGENT_MAX),
  });
  await trimSubscriptions(tx, scope.userId, MAX_DEVICES);
  return toDevice(row);
}

export async function listPushDevices(opts: { db: Executor; scope: Scope }) {
  const rows = await listUserSubscriptions(opts.db, opts.scope.userId);
  return { data: rows.map(toDevice) };
}

/** Only one's own devices: anyone else's reads as not found. */
export async function removePushDevice(opts: { tx: Executor; scope: Scope; id: string }) {
  if (!(await deleteOwnSubscription(opts.tx, opts.scope.userId, opts.id)))
    throw notFound('push.deviceNotFound');
}

const cut = (v: string | number) =>
  typeof v === 'string' && v.length > PARAM_MAX ? `${v.slice(0, PARAM_MAX - 1)}…` : v;

/**
 * Forgets every device of a user signed out everywhere: a device without a session must not go on
 * showing their notices (a push reaches it whether or not anyone is signed in there). Pushes already
 * queued for those devices find no device and are dropped (send.ts).
 */
export async function forgetPushDevices(tx: Executor, userId: string) {
  await deleteUserSubscriptions(tx, userId);
}

/**
 * Pushes a message to every device of these users, inside the caller's transaction: one durable
 * job per device (it exists only if the event does, and each device retries on its own). `key`
 * names the event, so pushing the same event twice sends nothing twice. The message is a type and
 * params the device words in the user's `language`; never text, never markup.
 */
export async function pushToUsers(
  tx: Executor,
  opts: {
    key: string;
    users: { id: string; language: string }[];
    type: TPushMessage['type'];
    params: Record<string, string | number>;
    link: string;
  },
) {
  const devices = await listSubscriptionsOf(
    tx,
    opts.users.map((u) => u.id),
  );
  if (devices.length === 0) return 0;
  const languages = new Map(opts.users.map((u) => [u.id, u.language]));
  const params = Object.fromEntries(Object.entries(opts.params).map(([k, v]) => [k, cut(v)]));
  return enqueueJobs(
    tx,
    PUSH_SEND_JOB,
    devices.map((d) => ({
      key: `${opts.key}:${d.id}`,
      payload: {
        subscriptionId: d.id,
        message: { type: opts.type, params, link: opts.link, lang: languages.get(d.userId) ?? 'en' },
      } satisfies PushJob,
    })),
    { maxAttempts: 8 },
  );
}
