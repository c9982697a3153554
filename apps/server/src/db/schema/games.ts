import type { TGameRules } from '@rally/contracts/games';
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newPublicId } from '../../lib/ids.ts';
import { id, tenantId, timestamps, ts } from './columns.ts';
import { users } from './users.ts';

/** A game (the API says "competition"). */
export const games = pgTable(
  'games',
  {
    id: id(),
    companyId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'active', 'finished', 'archived'] })
      .notNull()
      .default('draft'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    timezone: text('timezone').notNull().default('UTC'),
    rules: jsonb('rules').$type<TGameRules>().notNull(),
    startEmailSentAt: ts('start_email_sent_at'),
    /**
     * When the players were told in the app that the game started / finished. Set in the same
     * statement that claims the notice, so each goes out once however many processes check.
     */
    startedNoticeAt: ts('started_notice_at'),
    finishedNoticeAt: ts('finished_notice_at'),
    /**
     * When the game's final results were frozen (its end day plus the grace window, like a round's;
     * ADR 0014), and who reopened them last. Claimed with `results_frozen_at is null`, so once.
     */
    resultsFrozenAt: ts('results_frozen_at'),
    resultsReopenedAt: ts('results_reopened_at'),
    resultsReopenedBy: uuid('results_reopened_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The random id of the game's public page and leaderboard (`/{publicId}`, `/leaderboard/{publicId}`):
     * not guessable, and an organiser can regenerate it to revoke a leaked link.
     */
    publicId: text('public_id')
      .notNull()
      .$defaultFn(() => newPublicId()),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('games_company_id_idx').on(t.companyId), uniqueIndex('games_public_id_key').on(t.publicId)],
);
