import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps, ts } from './columns.ts';
import { kpis } from './kpis.ts';
import { gameRef } from './refs.ts';
import { setTimes } from './set-times.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * An organisation's key for sending KPI actuals from its own systems (ADR 0015). Only the SHA-256 of
 * the secret is kept: the secret is 256 random bits, so a fast hash cannot be brute-forced and lets a
 * request be checked with one indexed lookup. `prefix` is the first characters, shown to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: tenantId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('api_keys_company_id_idx').on(t.companyId),
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
  ],
);

/**
 * A KPI actual: what a player (`user_id`) or a team (`team_id`) achieved on a KPI, for one round
 * (`set_time_id`) or the whole game (null). One actual per KPI × round × player/team; a new value
 * replaces the old. `points` = weight × min(achievement, 1) against the round's target (else its
 * share of the game-wide one by days), kept here so scores are recomputed by summing rows, and booked
 * on `day` (the round's last day, else the game's end date) in the score day buckets so per-round and
 * date-range boards include them. Team actuals count for the team only (ADR 0015).
 */
export const kpiActuals = pgTable(
  'kpi_actuals',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    kpiId: uuid('kpi_id')
      .notNull()
      .references(() => kpis.id, { onDelete: 'cascade' }),
    setTimeId: uuid('set_time_id').references(() => setTimes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    value: numeric('value', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    /** Points this actual earns now (0 without a target); recomputed when the target changes. */
    points: integer('points').notNull().default(0),
    /** The score bucket day the points are booked on. */
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['hand', 'upload', 'api'] }).notNull(),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('kpi_actuals_company_id_idx').on(t.companyId),
    index('kpi_actuals_game_idx').on(t.gameId, t.setTimeId),
    index('kpi_actuals_user_idx').on(t.gameId, t.userId),
    index('kpi_actuals_team_idx').on(t.teamId),
    uniqueIndex('kpi_actuals_one_key').on(
      t.kpiId,
      sql`coalesce(${t.setTimeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.userId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.teamId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('kpi_actuals_one_subject', sql`(${t.userId} is null) <> (${t.teamId} is null)`),
  ],
);
