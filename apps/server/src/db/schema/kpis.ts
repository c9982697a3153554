import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps } from './columns.ts';
import { kpiColumns } from './content-columns.ts';
import { gameRef } from './refs.ts';
import { setTimes } from './set-times.ts';

/** A KPI of a game; weight = points at 100% of target. */
export const kpis = pgTable(
  'kpis',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    ...kpiColumns(),
    ...timestamps(),
  },
  (t) => [index('kpis_company_id_idx').on(t.companyId), index('kpis_game_id_idx').on(t.gameId)],
);

/**
 * A target KPI (goal) of a source: a game now, a template later (`source_type`), optionally for one
 * set time (`set_time_id`; goes with its set time). One target per KPI and set time.
 */
export const targetKpis = pgTable(
  'target_kpis',
  {
    id: id(),
    companyId: tenantId(),
    kpiId: uuid('kpi_id')
      .notNull()
      .references(() => kpis.id, { onDelete: 'cascade' }),
    sourceType: text('source_type', { enum: ['game', 'template'] })
      .notNull()
      .default('game'),
    sourceId: uuid('source_id').notNull(),
    setTimeId: uuid('set_time_id').references(() => setTimes.id, { onDelete: 'cascade' }),
    target: numeric('target', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('target_kpis_company_id_idx').on(t.companyId),
    index('target_kpis_source_idx').on(t.sourceId),
    uniqueIndex('target_kpis_kpi_set_time_key').on(
      t.kpiId,
      sql`coalesce(${t.setTimeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);
