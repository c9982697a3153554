import { uuid } from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { users } from './users.ts';

// Function declarations (hoisted), as in columns.ts: the referenced tables' modules may still be
// loading when a table using these is defined; the references themselves are read later.

/** The game a row belongs to: it goes when the game goes. */
export function gameRef() {
  return uuid('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });
}

/** The user a row belongs to: it goes when the user goes. */
export function userRef() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
