import { index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { charities } from './charities.ts';
import { id, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { activityColumns, behaviourColumns, kpiColumns } from './content-columns.ts';
import { users } from './users.ts';

/**
 * The six template categories of the spec (B-B Sales, Well-being, ...): fixed reference data the
 * migration inserts; the interface names them by `key` in every language.
 */
export const templateCategories = pgTable('template_categories', {
  id: id(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/**
 * A game blueprint (ADR 0020). `company_id` null = a global template (the platform admin's, read by
 * every company); otherwise the company's own. Its content is written in one `language`; a seeded
 * blueprint exists once per language, tied by `seed_key` (`wellbeing-basics:de`).
 */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => templateCategories.id, { onDelete: 'restrict' }),
    language: text('language', { enum: ['en', 'de', 'fr', 'pt'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    seedKey: text('seed_key').unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('templates_company_id_idx').on(t.companyId),
    index('templates_category_id_idx').on(t.categoryId),
  ],
);

const template = () =>
  uuid('template_id')
    .notNull()
    .references(() => templates.id, { onDelete: 'cascade' });

/** A template's activity (task, habit). */
export const templateTasks = pgTable(
  'template_tasks',
  {
    id: id(),
    templateId: template(),
    ...activityColumns(),
    ...timestamps(),
  },
  (t) => [index('template_tasks_template_id_idx').on(t.templateId)],
);

/** A behaviour (sub-task) of a template's activity. */
export const templateSubTasks = pgTable(
  'template_sub_tasks',
  {
    id: id(),
    templateId: template(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => templateTasks.id, { onDelete: 'cascade' }),
    ...behaviourColumns(),
    ...timestamps(),
  },
  (t) => [
    index('template_sub_tasks_template_id_idx').on(t.templateId),
    index('template_sub_tasks_task_id_idx').on(t.taskId),
  ],
);

/** A template's KPI, as a game's (weight = points at 100% of target). */
export const templateKpis = pgTable(
  'template_kpis',
  {
    id: id(),
    templateId: template(),
    ...kpiColumns(),
    ...timestamps(),
  },
  (t) => [index('template_kpis_template_id_idx').on(t.templateId)],
);

/** The goal of a template's KPI for the whole game: one per KPI (a template has no rounds). */
export const templateTargetKpis = pgTable(
  'template_target_kpis',
  {
    id: id(),
    templateId: template(),
    kpiId: uuid('kpi_id')
      .notNull()
      .references(() => templateKpis.id, { onDelete: 'cascade' }),
    target: numeric('target', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('template_target_kpis_template_id_idx').on(t.templateId),
    uniqueIndex('template_target_kpis_kpi_key').on(t.kpiId),
  ],
);

/** A charity a template's games support, with the pledge per point and cap a game link gets. */
export const templateCharities = pgTable(
  'template_charities',
  {
    id: id(),
    templateId: template(),
    charityId: uuid('charity_id')
      .notNull()
      // A charity the platform removes leaves the blueprints; games keep theirs (restrict there).
      .references(() => charities.id, { onDelete: 'cascade' }),
    pledgePerPoint: numeric('pledge_per_point', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    cap: numeric('cap', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('template_charities_template_charity_key').on(t.templateId, t.charityId)],
);
