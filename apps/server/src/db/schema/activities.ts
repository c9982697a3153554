import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps } from './columns.ts';
import { gameRef } from './refs.ts';

const game = () => gameRef();

/** An activity (task, habit) of a game. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    companyId: tenantId(),
    gameId: game(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('activities_company_id_idx').on(t.companyId), index('activities_game_id_idx').on(t.gameId)],
);

/** A behaviour (sub-task) of an activity: what a player performs for points. */
export const behaviours = pgTable(
  'behaviours',
  {
    id: id(),
    companyId: tenantId(),
    gameId: game(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull(),
    maxPerDay: integer('max_per_day').notNull().default(1),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('behaviours_company_id_idx').on(t.companyId),
    index('behaviours_activity_id_idx').on(t.activityId),
    index('behaviours_game_id_idx').on(t.gameId),
  ],
);
