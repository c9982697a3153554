import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, ts } from './columns.ts';
import { userRef } from './refs.ts';

/**
 * One row per device that allows Web Push (decision 0026): the push service's endpoint and the
 * keys the browser made for it (RFC 8291). A device belongs to whoever subscribed it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    companyId: tenantId(),
    userId: userRef(),
    /** The push service's URL for this device: unguessable, so never logged or shown. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed (its User-Agent, shortened), to tell one's devices apart. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_company_id_idx').on(t.companyId),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
