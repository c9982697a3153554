import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { behaviours } from './activities.ts';
import { createdAt, id, tenantId, ts } from './columns.ts';
import { gameRef, userRef } from './refs.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A behaviour a player performed on a day (the API's "performed task"; in the code a *log*).
 * Only `approved` logs score. A log is never deleted: undo and removal set `removed_at`, so what
 * happened stays on record with who did it.
 */
export const behaviourLogs = pgTable(
  'behaviour_logs',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    userId: userRef(),
    /** The player's team when they logged it (scores follow the player; this is history). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    behaviourId: uuid('behaviour_id')
      .notNull()
      .references(() => behaviours.id, { onDelete: 'cascade' }),
    /** The game-local day it was performed on (the game's time zone decides where a day ends). */
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * 1..maxPerDay: which of the day's allowed times this is. The partial unique key on
     * (game, user, behaviour, day, slot) makes "not beyond maxPerDay" and "no duplicate" a database
     * rule that holds under concurrency: two racing logs cannot take the same slot.
     */
    slot: integer('slot').notNull(),
    /** Points awarded, copied from the behaviour when logged (later edits of the behaviour do not rewrite history). */
    points: integer('points').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    /** Who logged it: the player, or an organiser on their behalf. */
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the outlier rule flagged the day this log belongs to (docs/decisions: fairness). */
    flagged: boolean('flagged').notNull().default(false),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    /** The player's short note for the organiser on a log awaiting approval (plain text, `LOG_COMMENT_MAX`). */
    comment: text('comment'),
    /** The organiser's reason for a rejection, shown to the player. */
    reviewReason: text('review_reason'),
    removedAt: ts('removed_at'),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('behaviour_logs_company_id_idx').on(t.companyId),
    uniqueIndex('behaviour_logs_slot_key')
      .on(t.gameId, t.userId, t.behaviourId, t.day, t.slot)
      .where(sql`${t.removedAt} is null and ${t.status} <> 'rejected'`),
    index('behaviour_logs_game_latest_idx').on(t.gameId, t.createdAt),
    index('behaviour_logs_user_idx').on(t.userId, t.gameId, t.day),
    index('behaviour_logs_review_idx')
      .on(t.gameId, t.createdAt)
      .where(sql`${t.removedAt} is null and (${t.status} = 'pending' or ${t.flagged})`),
  ],
);

/** Every review decision on a log, kept: who decided what, when and why (a log may be decided again). */
export const logDecisions = pgTable(
  'log_decisions',
  {
    id: id(),
    companyId: tenantId(),
    logId: uuid('log_id')
      .notNull()
      .references(() => behaviourLogs.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['approved', 'rejected', 'removed'] }).notNull(),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('log_decisions_company_id_idx').on(t.companyId), index('log_decisions_log_idx').on(t.logId)],
);
