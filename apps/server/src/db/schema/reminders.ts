import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, timestamps } from './columns.ts';
import { gameRef, userRef } from './refs.ts';

/**
 * A player's reminder choice in one game (ADR 0031). No row: the game's defaults, every channel on.
 * `time`/`weekdays` null follow the game's hour and play days, so an organiser's change reaches them.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: id(),
    companyId: tenantId(),
    userId: userRef(),
    gameId: gameRef(),
    enabled: boolean('enabled').notNull().default(true),
    /** `HH:MM` in the player's zone. */
    time: text('time'),
    /** ISO weekdays (1 = Monday). */
    weekdays: smallint('weekdays').array(),
    inApp: boolean('in_app').notNull().default(true),
    push: boolean('push').notNull().default(true),
    email: boolean('email').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reminder_settings_user_game_idx').on(t.userId, t.gameId),
    index('reminder_settings_company_id_idx').on(t.companyId),
    index('reminder_settings_game_idx').on(t.gameId),
  ],
);

/** A player's quiet hours (`HH:MM`, their zone; may wrap midnight): no reminder falls inside. */
export const reminderQuietHours = pgTable(
  'reminder_quiet_hours',
  {
    id: id(),
    companyId: tenantId(),
    userId: userRef(),
    quietFrom: text('quiet_from').notNull(),
    quietTo: text('quiet_to').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reminder_quiet_hours_user_idx').on(t.userId),
    index('reminder_quiet_hours_company_id_idx').on(t.companyId),
  ],
);

/**
 * One row per player, game and the player's day that was reminded: the claim that makes a reminder
 * go once whatever number of processes plan it (the unique index decides), and the record of what
 * each channel was given, for the organiser's figures.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    userId: userRef(),
    /** The player's calendar day (their zone) the reminder is about. */
    day: date('day').notNull(),
    inApp: boolean('in_app').notNull(),
    /** Push jobs written (one per device), keyed `reminder:<game>:<day>:<device>`. */
    pushDevices: integer('push_devices').notNull(),
    /**
     * Of those, the pushes a push service accepted: counted here as each job succeeds, since the
     * scheduler purges finished jobs after 7 days and the figure covers the whole game.
     */
    pushDelivered: integer('push_delivered').notNull().default(0),
    /** The outbox key of the day's mail, when this game's reminder was in it. */
    mailKey: text('mail_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_sends_once_idx').on(t.gameId, t.userId, t.day),
    index('reminder_sends_company_id_idx').on(t.companyId),
    index('reminder_sends_user_day_idx').on(t.userId, t.day).where(sql`${t.mailKey} is not null`),
  ],
);
