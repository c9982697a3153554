import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, ts } from './columns.ts';
import { gameRef, userRef } from './refs.ts';
import { users } from './users.ts';

/**
 * What players give the items of a game's feed (docs/decisions/0030-feed.md). An item is not stored:
 * it is a counted log or a frozen round, named by kind and id, so a log removed or rejected leaves
 * the feed by itself, and its kudos and comments with it.
 */
export const feedKudos = pgTable(
  'feed_kudos',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    itemKind: text('item_kind', { enum: ['log', 'round'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** Who gave it: one kudos per person and item. */
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feed_kudos_once_idx').on(t.itemKind, t.itemId, t.userId),
    index('feed_kudos_company_id_idx').on(t.companyId),
    index('feed_kudos_game_idx').on(t.gameId),
  ],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    itemKind: text('item_kind', { enum: ['log', 'round'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    userId: userRef(),
    /** Plain text, at most 280 characters (contracts `FEED_COMMENT_MAX`). */
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** Hidden by an organiser: kept, not shown to players. */
    hiddenAt: ts('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('feed_comments_item_idx').on(t.itemKind, t.itemId, t.createdAt),
    index('feed_comments_company_id_idx').on(t.companyId),
    index('feed_comments_game_idx').on(t.gameId),
  ],
);

/** Items an organiser hid from the game's feed. */
export const feedHiddenItems = pgTable(
  'feed_hidden_items',
  {
    companyId: tenantId(),
    gameId: gameRef(),
    itemKind: text('item_kind', { enum: ['log', 'round'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId] }),
    index('feed_hidden_items_company_id_idx').on(t.companyId),
    index('feed_hidden_items_game_idx').on(t.gameId),
  ],
);
