import { foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { gameCharities } from './charities.ts';
import { createdAt, tenantId } from './columns.ts';
import { gameRef } from './refs.ts';
import { teams } from './teams.ts';

/**
 * The charities a team chose among its game's linked ones (ADR 0017). A team with no row supports
 * all of them. The link key makes "only the game's own charities" a database rule, and unlinking a
 * charity from the game drops the choices with it.
 */
export const teamCharities = pgTable(
  'team_charities',
  {
    companyId: tenantId(),
    gameId: gameRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    charityId: uuid('charity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.charityId] }),
    foreignKey({
      name: 'team_charities_game_charity_fk',
      columns: [t.gameId, t.charityId],
      foreignColumns: [gameCharities.gameId, gameCharities.charityId],
    }).onDelete('cascade'),
    index('team_charities_company_id_idx').on(t.companyId),
    index('team_charities_game_charity_idx').on(t.gameId, t.charityId),
  ],
);
