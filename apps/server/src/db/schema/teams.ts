import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps, ts } from './columns.ts';
import { gameRef, userRef } from './refs.ts';

/** A team (the API says "group") of a game; the charities it supports are in team_charities. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#228be6'),
    ...timestamps(),
  },
  (t) => [index('teams_company_id_idx').on(t.companyId), index('teams_game_id_idx').on(t.gameId)],
);

/** A player in a team ("group user"). The unique key makes "one team per player per game" a database rule. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** Set when the game's start e-mail went to this player: it never goes twice. */
    startEmailAt: ts('start_email_at'),
    ...timestamps(),
  },
  (t) => [
    index('team_members_company_id_idx').on(t.companyId),
    index('team_members_team_id_idx').on(t.teamId),
    uniqueIndex('team_members_game_user_key').on(t.gameId, t.userId),
  ],
);
