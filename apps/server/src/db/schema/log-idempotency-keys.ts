import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, ts } from './columns.ts';
import { userRef } from './refs.ts';

/**
 * The `Idempotency-Key` of each log request a caller sent, with the answer it got (docs/decisions
 * 0025): a replay of the key is answered from here, so a log sent again after a lost answer (an app
 * sending its offline outbox) is stored once. Keys are the caller's own: one per company and user.
 */
export const logIdempotencyKeys = pgTable(
  'log_idempotency_keys',
  {
    id: id(),
    companyId: tenantId(),
    /** Who sent the request (the player, or an organiser logging on a player's behalf). */
    userId: userRef(),
    key: text('key').notNull(),
    /** What the request asked (game and body): the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The answer: 201 with the log, or the refusal's status with its error body. Null only inside
     * the transaction that claimed the key; it commits with the answer or not at all.
     */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
    /** When the purge may delete it; until then a replay is answered as the first time. */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('log_idempotency_keys_company_id_idx').on(t.companyId),
    uniqueIndex('log_idempotency_keys_key').on(t.companyId, t.userId, t.key),
    index('log_idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
