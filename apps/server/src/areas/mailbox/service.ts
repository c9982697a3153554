import type { TOutboxMessage } from '@rally/contracts/mailbox';
import type { Executor } from '../../db/client.ts';
import type { outboxMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { listPage, pageWindow } from '../../lib/search.ts';
import { findOutboxMessage, listOutboxMessages } from './queries.ts';

type Row = typeof outboxMessages.$inferSelect;

const toMessage = (m: Row): TOutboxMessage => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  template: m.template,
  language: m.language,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

/** The development mailbox: every message of the outbox, newest first (platform admins only). */
export async function listMailbox(opts: {
  db: Executor;
  page: number;
  perPage: number;
  q?: string | undefined;
  delivering: boolean;
}) {
  const { rows, total } = await listOutboxMessages(opts.db, {
    q: opts.q,
    ...pageWindow(opts.page, opts.perPage),
  });
  return { ...listPage(rows.map(toMessage), total, opts.perPage), delivering: opts.delivering };
}

export async function getMailboxMessage(opts: { db: Executor; id: string }) {
  const row = await findOutboxMessage(opts.db, opts.id);
  if (!row) throw notFound('mailbox.notFound');
  return toMessage(row);
}
