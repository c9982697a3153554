import { z } from 'zod';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;

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

/** `GET /mailbox`: the outbox, newest first, for platform admins (development mailbox screen). */
export const ZMailboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  /** Case-insensitive substring of recipient or subject. */
  q: z.string().trim().max(200).optional(),
});
export const ZMailboxPage = z.object({
  data: z.array(ZOutboxMessage),
  count: z.number().int(),
  pages: z.number().int(),
  /** False when no SMTP server is configured: mails are held here, not delivered. */
  delivering: z.boolean(),
});
