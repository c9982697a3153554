import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps, ts } from './columns.ts';

export type UserSettings = {
  layout?: 'vertical' | 'horizontal';
  skin?: 'light' | 'dark';
};

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: tenantId(),
    /** Stored lower-cased; unique across the platform (one sign-in per e-mail). */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ['admin', 'company_admin', 'player', 'client'] }).notNull(),
    /** argon2id; null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    /** The player's own IANA zone, where their days (streaks, reminders) begin; null: the game's (ADR 0028). */
    timezone: text('timezone'),
    status: text('status', { enum: ['active', 'invited', 'disabled'] })
      .notNull()
      .default('active'),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    /** Access tokens issued before this instant are refused: how sessions end at once. */
    sessionsValidAfter: ts('sessions_valid_after').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The tenant's index, in the users list's default order: a page is the index's next ten
    // entries, not a sort of the whole company (decision 0018, "Since").
    index('users_company_name_idx').on(t.companyId, sql`lower(${t.fullName})`, t.id),
  ],
);
