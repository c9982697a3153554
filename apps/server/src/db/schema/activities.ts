import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps } from './columns.ts';
import { activityColumns, behaviourColumns } from './content-columns.ts';
import { gameRef } from './refs.ts';

const game = () => gameRef();

/** An activity (task, habit) of a game. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    companyId: tenantId(),
    gameId: game(),
    ...activityColumns(),
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
    ...behaviourColumns(),
    ...timestamps(),
  },
  (t) => [
    index('behaviours_company_id_idx').on(t.companyId),
    index('behaviours_activity_id_idx').on(t.activityId),
    index('behaviours_game_id_idx').on(t.gameId),
  ],
);
