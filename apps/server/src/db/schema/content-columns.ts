import { boolean, integer, text } from 'drizzle-orm/pg-core';

// A template's content is copied into a game's (and a game's into another): the columns of each
// kind of content are the same in both, so they are written once.

/** The columns of an activity (task, habit), a game's or a template's. */
export function activityColumns() {
  return {
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  };
}

/** The columns of a behaviour (sub-task), a game's or a template's, after its references. */
export function behaviourColumns() {
  return {
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull(),
    maxPerDay: integer('max_per_day').notNull().default(1),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    position: integer('position').notNull().default(0),
  };
}

/** The columns of a KPI, a game's or a template's; weight = points at 100% of target. */
export function kpiColumns() {
  return {
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    direction: text('direction', { enum: ['higher', 'lower'] })
      .notNull()
      .default('higher'),
    weight: integer('weight').notNull().default(100),
    position: integer('position').notNull().default(0),
  };
}
