import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Request counts of the rate limits (plugins/limits.ts), one row per bucket key, in the
 * column layout rate-limiter-flexible's Drizzle store reads and writes: every server process on the
 * database shares them. The migration creates it UNLOGGED (drizzle cannot say so here): counts lost in
 * a crash cost nothing, and a logged table made every limited request wait for a disk flush.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Secrets every process must share (the token signing key, the web app's client secret) when the
 * configuration does not give them: the first process to start writes them, the others read them.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
