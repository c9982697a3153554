import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, timestamps, ts } from './columns.ts';
import { users } from './users.ts';

/**
 * A company's webhook endpoint (decision 0033): an URL, the events it receives, and its signing
 * secret sealed with the servers' key (lib/sealed.ts), since signing needs the secret itself.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: tenantId(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_company_id_idx').on(t.companyId)],
);

/**
 * One event for one endpoint: the body exactly as signed (every attempt sends the same bytes and
 * `webhook-id`), where it stands, and the last answer. Attempts are jobs (`webhooks.deliver`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    companyId: tenantId(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** pending | retrying | delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    responseExcerpt: text('response_excerpt'),
    lastAttemptAt: ts('last_attempt_at'),
    nextAttemptAt: ts('next_attempt_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_company_id_idx').on(t.companyId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
