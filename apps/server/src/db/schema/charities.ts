import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps } from './columns.ts';
import { gameRef } from './refs.ts';

/** The platform's charity list (platform-owned, no tenant). */
export const charities = pgTable('charities', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  website: text('website'),
  logoUrl: text('logo_url'),
  ...timestamps(),
});

/** A charity linked to a game, with a pledge per point and an optional cap. */
export const gameCharities = pgTable(
  'game_charities',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    charityId: uuid('charity_id')
      .notNull()
      .references(() => charities.id, { onDelete: 'restrict' }),
    pledgePerPoint: numeric('pledge_per_point', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    cap: numeric('cap', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    ...timestamps(),
  },
  (t) => [
    index('game_charities_company_id_idx').on(t.companyId),
    uniqueIndex('game_charities_game_charity_key').on(t.gameId, t.charityId),
  ],
);
