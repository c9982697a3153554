import { index, integer, json, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export type UploadSummary = { created: number; updated: number; skipped: number; failed: number };
export type UploadRow = {
  row: number;
  email: string;
  status: 'created' | 'updated' | 'skipped' | 'failed';
  reason?: string;
};

/** A bulk user upload being processed; kept in the database so any server process can report progress. */
export const uploadJobs = pgTable(
  'upload_jobs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    summary: jsonb('summary')
      .$type<UploadSummary>()
      .notNull()
      .default({ created: 0, updated: 0, skipped: 0, failed: 0 }),
    /**
     * Per-row results, written once and read whole: `json` keeps the text as sent, where `jsonb`
     * would take twice as long to store 10,000 of them (and to give them back).
     */
    rows: json('rows').$type<UploadRow[]>(),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('upload_jobs_company_id_idx').on(t.companyId)],
);
