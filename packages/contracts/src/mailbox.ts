import { z } from 'zod';
import { pageOf, ZPageQuery } from './pagination.ts';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;

/** A message of the e-mail outbox, as the development mailbox screen shows it. */
export const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/**
 * `GET /mailbox`: the outbox, newest first, for platform admins (development mailbox screen); `q` is
 * a case-insensitive substring of recipient or subject.
 */
export const ZMailboxQuery = ZPageQuery;
export const ZMailboxPage = pageOf(ZOutboxMessage).extend({
  /** False when no SMTP server is configured: mails are held here, not delivered. */
  delivering: z.boolean(),
});
