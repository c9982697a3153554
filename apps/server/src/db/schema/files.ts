import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns.ts';

/** Stored uploads (logos now, media later). The storage key is generated: client file names never reach the file system. */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: tenantId(),
    kind: text('kind', { enum: ['logo', 'media'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the uploader gave, for display and downloads only. */
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_company_id_idx').on(t.companyId)],
);
