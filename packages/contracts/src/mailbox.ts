import { z } from 'zod';
import { pageOf, ZPageQuery } from './pagination.ts';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
/** The kinds of mail the server writes (its `MailTemplates`); the mailbox names them in words. */
export const MAIL_TEMPLATES = [
  'confirmEmail',
  'registerTaken',
  'joinConfirm',
  'resetLink',
  'otp',
  'invite',
  'reminder',
  'gameStart',
  'gameStartInvite',
  'gameStartInvited',
  'roundResults',
  'roundResultsNoPoints',
  'weeklyDigest',
  'logReminder',
] as const;
export type TMailTemplate = (typeof MAIL_TEMPLATES)[number];

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
