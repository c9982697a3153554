import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps } from './columns.ts';
import { games } from './games.ts';
import { users } from './users.ts';

/**
 * A game's Slack or Teams incoming webhook (decision 0034). The URL is the credential that posts
 * to the channel, so it is stored sealed (lib/sealed.ts) and shown only masked (`urlMasked`).
 */
export const chatConnections = pgTable(
  'chat_connections',
  {
    id: id(),
    companyId: tenantId(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** slack | teams */
    kind: text('kind').notNull(),
    urlSealed: text('url_sealed').notNull(),
    urlMasked: text('url_masked').notNull(),
    events: text('events').array().notNull(),
    /** The daily leaderboard's hour, `HH:MM` in the game's time zone (null: never chosen). */
    dailyAt: text('daily_at'),
    /** active | paused */
    status: text('status').notNull().default('active'),
    /** Failed attempts in a row; reset by a success or a resume. */
    failures: integer('failures').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('chat_connections_company_id_idx').on(t.companyId),
    index('chat_connections_game_idx').on(t.gameId),
  ],
);
