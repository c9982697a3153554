import type { TLanguage } from '@rally/contracts/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { insertFromJson } from '../db/bulk.ts';
import type { Db, Executor } from '../db/client.ts';
import { dbNow, dbNowPlus } from '../db/clock.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { keepLeased } from '../jobs/lease.ts';
import { withIds } from '../lib/ids.ts';
import { claimDue } from './claim.ts';
import { createFanouts, type FanoutHandler, type Fanouts } from './fanout.ts';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './retry.ts';
import { type MailTemplate, type MailTemplates, renderMail } from './templates.ts';
import { checkTrialCap } from './trial-cap.ts';

export { MAX_ATTEMPTS, retryDelayMs };

const POLL_MS = 2_000;
/** Mails per insert in `enqueueMany`: under a megabyte of rendered text per statement. */
const ENQUEUE_CHUNK = 1_000;
const OUTBOX_COLUMNS = {
  id: 'uuid',
  company_id: 'uuid',
  to: 'text',
  subject: 'text',
  text: 'text',
  html: 'text',
  template: 'text',
  language: 'text',
  dedupe_key: 'text',
  status: 'text',
};

export type MailRequest<T extends MailTemplate> = {
  companyId: string;
  to: string;
  template: T;
  language: TLanguage;
  vars: MailTemplates[T];
  /** A second enqueue with the same key is ignored: "sending twice e-mails no one twice". */
  dedupeKey?: string;
};

export type Mailer = {
  /** Writes the mail to the outbox inside the caller's transaction: it goes out only if that commits. */
  enqueue<T extends MailTemplate>(exec: Executor, mail: MailRequest<T>): Promise<void>;
  /**
   * `enqueue` for many mails (bulk upload): one insert per chunk instead of one per mail. Refuses
   * mails past a self-registered trial company's daily cap (`trial-cap.ts`).
   */
  enqueueMany<T extends MailTemplate>(exec: Executor, mails: MailRequest<T>[]): Promise<void>;
  /**
   * Records mails to be written later by the sender, many at once (`fanout.ts`): one row in the
   * caller's transaction, expanded by the handler registered for its kind.
   */
  enqueueFanout: Fanouts['enqueue'];
  /** Says how a kind of fan-out becomes mails; its area registers it at start. */
  handleFanout(kind: Parameters<Fanouts['handle']>[0], handler: FanoutHandler): void;
  /**
   * Expands due fan-outs into mails (with or without SMTP: held mails show in the development
   * mailbox), then sends what is due; returns how many were sent. The loop calls it; tests call it.
   */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  readonly delivering: boolean;
};

type Transport = {
  sendMail(m: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
};

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: Logger;
  transport?: Transport;
  /** The claim lease (tests shorten it); renewed every third of it while a batch is sent. */
  leaseMs?: number;
}): Mailer {
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const transport: Transport | undefined =
    opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const fanouts = createFanouts({ db: opts.db, log: opts.log, leaseMs });

  async function flushOnce(): Promise<number> {
    await fanouts.run();
    if (!transport) return 0;
    let sent = 0;
    const claimed = await claimDue(opts.db, outboxMessages, 20, leaseMs);
    if (claimed.length === 0) return 0;
    // Renews the lease of the claimed mails not sent yet, for as long as this batch takes.
    const waiting = new Set(claimed.map((m) => m.id));
    const stopRenewing = keepLeased(
      () =>
        opts.db
          .update(outboxMessages)
          .set({ nextAttemptAt: dbNowPlus(leaseMs) })
          .where(and(inArray(outboxMessages.id, [...waiting]), eq(outboxMessages.status, 'pending'))),
      Math.floor(leaseMs / 3),
      opts.log,
      'mail delivery',
    );
    try {
      for (const m of claimed) {
        sent += await deliver(transport, m);
        waiting.delete(m.id);
      }
    } finally {
      await stopRenewing();
    }
    return sent;
  }

  /** Sends one claimed mail and records the outcome; answers 1 when it went out. */
  async function deliver(transport: Transport, m: typeof outboxMessages.$inferSelect): Promise<number> {
    try {
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await opts.db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: dbNow(), lastError: null })
        .where(eq(outboxMessages.id, m.id));
      return 1;
    } catch (err) {
      const failed = m.attempts >= MAX_ATTEMPTS;
      const reason = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
      opts.log.warn({ mailId: m.id, attempts: m.attempts, failed }, 'mail delivery failed');
      await opts.db
        .update(outboxMessages)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: reason,
          nextAttemptAt: dbNowPlus(retryDelayMs(m.attempts)),
        })
        .where(eq(outboxMessages.id, m.id));
      return 0;
    }
  }

  function outboxRow<T extends MailTemplate>(mail: MailRequest<T>): typeof outboxMessages.$inferInsert {
    const { subject, text, html } = renderMail(mail.template, mail.language, mail.vars);
    return {
      companyId: mail.companyId,
      to: mail.to,
      subject,
      text,
      html,
      template: mail.template,
      language: mail.language,
      dedupeKey: mail.dedupeKey,
      // Without SMTP, mails are held for the development mailbox instead of queued for delivery.
      status: transport ? 'pending' : 'held',
    };
  }

  /** Mails in chunks of ENQUEUE_CHUNK, one `insert ... select` each; a taken dedupe key is skipped. */
  const enqueueMany: Mailer['enqueueMany'] = async (exec, mails) => {
    await checkTrialCap(exec, mails);
    for (let i = 0; i < mails.length; i += ENQUEUE_CHUNK) {
      const part = mails.slice(i, i + ENQUEUE_CHUNK);
      const rows = withIds(part, (mail) => {
        const row = outboxRow(mail);
        return {
          company_id: row.companyId,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          template: row.template,
          language: row.language,
          dedupe_key: row.dedupeKey ?? null,
          status: row.status,
        };
      });
      await exec.execute(
        sql`${insertFromJson(outboxMessages, rows, OUTBOX_COLUMNS)} on conflict (dedupe_key) do nothing`,
      );
    }
  };

  const flush = () => {
    running ??= flushOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    delivering: Boolean(transport),
    // One mail is a batch of one: one way to write the outbox.
    enqueue: (exec, mail) => enqueueMany(exec, [mail]),
    enqueueMany,
    enqueueFanout: fanouts.enqueue,
    handleFanout: fanouts.handle,
    flush,
    start() {
      if (timer) return;
      const tick = () => {
        flush()
          .catch((err) => opts.log.error({ err }, 'mail loop failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, POLL_MS);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
