import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { companies } from './companies.ts';

// Function declarations, not arrow constants: companies.ts imports this file while this file
// imports companies.ts, and only hoisted functions are ready before either module has finished.

/** Shared column groups: every table has a UUID v7 id (time-ordered, not guessable) and timestamps. */
export function id() {
  return uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function timestamps() {
  return {
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}

export function ts(name: string) {
  return timestamp(name, { withTimezone: true });
}

/**
 * The tenant: every row of company data names its company and goes when the company goes. Give the
 * table an index on it too (`<table>_company_id_idx`); test/tenant-schema.test.ts checks both.
 */
export function tenantId() {
  return uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
}
