import type { TGameRules } from '@rally/contracts/games';
import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** A game (the API says "competition"). */
export const games = pgTable(
  'games',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('games_company_id_idx').on(t.companyId)],
);
