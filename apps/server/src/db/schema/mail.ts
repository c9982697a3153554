import { MAIL_CATEGORIES } from '@rally/contracts/mail-preferences';
import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, timestamps, ts } from './columns.ts';
import { userRef } from './refs.ts';

/** Every e-mail goes through this outbox, so a mail server outage loses nothing. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    companyId: tenantId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    /**
     * The recipient and the category of a mail one may stop (decision 0032): the sender adds the
     * one-click unsubscribe headers for them and drops the mail if they opted out meanwhile.
     * Null for account mail, which always goes and has no unsubscribe.
     */
    userId: uuid('user_id'),
    category: text('category', { enum: MAIL_CATEGORIES }),
    /** Makes "send once" rules (start e-mail) enforceable by a unique key. */
    dedupeKey: text('dedupe_key').unique(),
    /**
     * `sending` from just before its SMTP transaction to the record of its outcome: a `sending` row
     * whose lease ran out belongs to a process that died meanwhile (decision 0004).
     */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    /** 0 for a mail one person asked for (code, reset, confirmation), 1 for a fan-out's: sent after. */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_company_id_idx').on(t.companyId),
    index('outbox_messages_due_idx').on(t.status, t.priority, t.nextAttemptAt),
  ],
);

/**
 * Mails to write later, many at a time: the business transaction records one row ("invite the new
 * users of upload X") and the outbox sender expands it into `outbox_messages` in chunks, each in its
 * own transaction, so the transaction that creates 10,000 users does not also render 10,000 mails.
 */
export const outboxFanouts = pgTable(
  'outbox_fanouts',
  {
    id: id(),
    companyId: tenantId(),
    kind: text('kind', { enum: ['uploadInvitations'] }).notNull(),
    /** What the kind expands: the upload job for `uploadInvitations`. */
    subjectId: uuid('subject_id').notNull(),
    /** Recipients written so far, in the kind's fixed order: an interrupted fan-out resumes here. */
    done: integer('done').notNull().default(0),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('outbox_fanouts_company_id_idx').on(t.companyId),
    index('outbox_fanouts_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** A category of mail a user stopped (one-click unsubscribe or their settings); deleting the row undoes it. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    companyId: tenantId(),
    userId: userRef(),
    category: text('category', { enum: MAIL_CATEGORIES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    index('mail_opt_outs_company_id_idx').on(t.companyId),
  ],
);
