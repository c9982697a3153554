import type { TMessageCode } from '@rally/contracts/messages';
import { type TUploadPreviewRow, type TUploadRowResult, UPLOAD_JOB_STATUSES } from '@rally/contracts/uploads';
import { index, integer, json, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps } from './columns.ts';
import { users } from './users.ts';

export type UploadSummary = { created: number; updated: number; skipped: number; failed: number };
export type UploadRow = TUploadRowResult;

/**
 * A bulk user upload: a preview waiting to be confirmed, then a job being processed. Kept in the
 * database so any server process can confirm it and report progress.
 */
export const uploadJobs = pgTable(
  'upload_jobs',
  {
    id: id(),
    companyId: tenantId(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: UPLOAD_JOB_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    summary: jsonb('summary')
      .$type<UploadSummary>()
      .notNull()
      .default({ created: 0, updated: 0, skipped: 0, failed: 0 }),
    /**
     * The rows: while a preview, each row's cells and what it would do; once done, each row's
     * result. Written once per phase and read whole: `json` keeps the text as sent, where `jsonb`
     * would take twice as long to store 10,000 of them (and to give them back).
     */
    rows: json('rows').$type<TUploadPreviewRow[] | UploadRow[]>(),
    /** Why a job failed, as a message code. */
    error: text('error').$type<TMessageCode>(),
    ...timestamps(),
  },
  (t) => [index('upload_jobs_company_id_idx').on(t.companyId)],
);
