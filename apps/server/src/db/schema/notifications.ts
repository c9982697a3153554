import { NOTIFICATION_TYPES } from '@rally/contracts/notifications';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, ts } from './columns.ts';
import { userRef } from './refs.ts';

/** In-app notifications. Text is not stored: the web app renders `type` with `params` in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: tenantId(),
    userId: userRef(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    readAt: ts('read_at'),
    /** 1 = live, 0 = dismissed. */
    recordStatus: integer('record_status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_company_id_idx').on(t.companyId),
    index('notifications_user_idx').on(t.userId, t.recordStatus, t.createdAt),
  ],
);
