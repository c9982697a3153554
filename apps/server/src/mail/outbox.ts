import { setTimeout as sleep } from 'node:timers/promises';
import type { TLanguage } from '@rally/contracts/constants';
import type { TMailCategory } from '@rally/contracts/mail-preferences';
import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { insertFromJson } from '../db/bulk.ts';
import type { Db, Executor } from '../db/client.ts';
import { dbNow, dbNowPlus } from '../db/clock.ts';
import { safeErrorMessage } from '../db/errors.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { keepLeased } from '../jobs/lease.ts';
import { withIds } from '../lib/ids.ts';
import { claimDue } from './claim.ts';
import { createFanouts, type FanoutHandler, type Fanouts } from './fanout.ts';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './retry.ts';
import { type MailTemplate, type MailTemplates, renderMail } from './templates.ts';
import { checkTrialCap } from './trial-cap.ts';
import { optedOut, unsubscribeHeaders, unsubscribeLinks, withoutStopped } from './unsubscribe.ts';

export { MAX_ATTEMPTS, retryDelayMs };

const POLL_MS = 2_000;
/** Mails claimed at a time; a full batch is followed at once by the next claim. */
export const SEND_BATCH = 20;
/** SMTP connections a process keeps open (nodemailer's pool): mails it sends at the same time. */
export const SMTP_CONNECTIONS = 5;
/** Claim order: what one person asked for (a code, a link) before what a fan-out writes for many. */
export const PRIORITY = { transactional: 0, bulk: 1 } as const;
/** Tries at recording a sent mail, 100 ms apart and doubling (6.3 s in all, within the lease). */
const RECORD_TRIES = 7;
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
  user_id: 'uuid',
  category: 'text',
  status: 'text',
  priority: 'smallint',
};

export type MailRequest<T extends MailTemplate> = {
  companyId: string;
  to: string;
  template: T;
  language: TLanguage;
  vars: MailTemplates[T];
  /** A second enqueue with the same key is ignored: "sending twice e-mails no one twice". */
  dedupeKey?: string;
  /**
   * A mail one may stop (decision 0032): the recipient's user and the mail's category. It is not
   * written when they opted out of that category, and it carries a one-click unsubscribe (RFC 8058
   * headers and a link in the body). Left out for account mail (codes, links, invitations).
   */
  optOut?: { userId: string; category: TMailCategory };
};

export type Mailer = {
  /** Writes the mail to the outbox inside the caller's transaction: it goes out only if that commits. */
  enqueue<T extends MailTemplate>(exec: Executor, mail: MailRequest<T>): Promise<void>;
  /**
   * `enqueue` for many mails (bulk upload): one insert per chunk instead of one per mail. Refuses
   * mails past a self-registered trial company's daily cap (`trial-cap.ts`). `bulk` (by default:
   * more than one mail) sends them after every mail of one person's request (`PRIORITY`).
   */
  enqueueMany<T extends MailTemplate>(
    exec: Executor,
    mails: MailRequest<T>[],
    opts?: { bulk?: boolean },
  ): Promise<void>;
  /**
   * Records mails to be written later by the sender, many at once (`fanout.ts`): one row in the
   * caller's transaction, expanded by the handler registered for its kind.
   */
  enqueueFanout: Fanouts['enqueue'];
  /** Says how a kind of fan-out becomes mails; its area registers it at start. */
  handleFanout(kind: Parameters<Fanouts['handle']>[0], handler: FanoutHandler): void;
  /**
   * Expands due fan-outs into mails (with or without SMTP: held mails show in the development
   * mailbox), then sends what is due, batch after batch while batches come full; returns how many
   * were sent. The loop calls it; tests call it.
   */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  readonly delivering: boolean;
};

type Transport = {
  sendMail(m: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
};

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: Logger;
  transport?: Transport;
  /** The claim lease (tests shorten it); renewed every third of it while a batch is sent. */
  leaseMs?: number;
  /** Signs the unsubscribe links of category mails (the app's secret) and names the site they open. */
  unsubscribe?: { secret: string; appUrl: string };
}): Mailer {
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  // A pool: a few SMTP connections kept open and used at once, not one connection per mail.
  const transport: Transport | undefined =
    opts.transport ??
    (opts.smtpUrl
      ? nodemailer.createTransport({ url: opts.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS })
      : undefined);
  // Every mail's Message-ID names its outbox row: a mail sent again after a crash is the same message.
  const messageDomain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'rally.invalid';
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let running: Promise<number> | undefined;
  let sent = 0;
  // Between two chunks of a fan-out one batch goes out, a code asked for meanwhile first; its
  // failure is the mails' (recorded on them), not the fan-out's.
  const fanouts = createFanouts({
    db: opts.db,
    log: opts.log,
    leaseMs,
    between: () =>
      sendBatch().catch((err) => opts.log.warn({ reason: safeErrorMessage(err) }, 'mail batch failed')),
  });

  /** Claims and sends one batch: mails of one person's request first, then the oldest due. */
  async function sendBatch() {
    if (!transport) return 0;
    const claimed = await claimDue(opts.db, outboxMessages, SEND_BATCH, leaseMs, (t) => [
      t.priority,
      t.nextAttemptAt,
    ]);
    sent += await deliverBatch(transport, await withoutStopped(opts.db, claimed));
    return claimed.length;
  }

  async function flushOnce(): Promise<number> {
    sent = 0;
    await fanouts.run();
    // A full batch says more is due: the next is claimed at once, not at the next round.
    while ((await sendBatch()) === SEND_BATCH && !stopping) {}
    return sent;
  }

  /** Sends a claimed batch over SMTP_CONNECTIONS connections at once, renewing its lease meanwhile. */
  async function deliverBatch(transport: Transport, claimed: (typeof outboxMessages.$inferSelect)[]) {
    if (claimed.length === 0) return 0;
    const waiting = new Set(claimed.map((m) => m.id));
    const stopRenewing = keepLeased(
      () =>
        opts.db
          .update(outboxMessages)
          .set({ nextAttemptAt: dbNowPlus(leaseMs) })
          .where(
            and(
              inArray(outboxMessages.id, [...waiting]),
              inArray(outboxMessages.status, ['pending', 'sending']),
            ),
          ),
      Math.floor(leaseMs / 3),
      opts.log,
      'mail delivery',
    );
    const queue = [...claimed];
    const sender = async () => {
      let sent = 0;
      for (let m = queue.shift(); m; m = queue.shift()) {
        sent += await deliver(transport, m);
        waiting.delete(m.id);
      }
      return sent;
    };
    try {
      // Every sender ends before the batch does, even when one fails: no work outlives its lease.
      const outcomes = await Promise.allSettled(Array.from({ length: SMTP_CONNECTIONS }, sender));
      const failed = outcomes.find((o) => o.status === 'rejected');
      if (failed) throw failed.reason;
      return outcomes.reduce((sum, o) => sum + (o.status === 'fulfilled' ? o.value : 0), 0);
    } finally {
      await stopRenewing();
    }
  }

  /** The claimed row, as long as it is ours: a process that took it over counted another attempt. */
  const ours = (m: typeof outboxMessages.$inferSelect) =>
    and(eq(outboxMessages.id, m.id), eq(outboxMessages.attempts, m.attempts));

  /**
   * Sends one claimed mail and records the outcome; answers 1 when it went out. The row turns
   * `sending` first, and only while the claim is still ours: a process that lost its lease (stalled
   * past it) sends nothing another has taken over. A mail the server took is never sent again for a
   * failure to record it: recording is retried instead (decision 0004 says what remains).
   */
  async function deliver(transport: Transport, m: typeof outboxMessages.$inferSelect): Promise<number> {
    const [mine] = await opts.db
      .update(outboxMessages)
      .set({ status: 'sending' })
      .where(and(ours(m), eq(outboxMessages.status, 'pending')))
      .returning({ id: outboxMessages.id });
    if (!mine) return 0;
    try {
      await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: `<${m.id}@${messageDomain}>`,
        ...headersOf(m),
      });
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
        .where(ours(m));
      return 0;
    }
    await recordSent(m);
    return 1;
  }

  async function recordSent(m: typeof outboxMessages.$inferSelect) {
    for (let tries = 1; ; tries++) {
      try {
        await opts.db
          .update(outboxMessages)
          .set({ status: 'sent', sentAt: dbNow(), lastError: null })
          .where(ours(m));
        return;
      } catch (err) {
        const reason = safeErrorMessage(err);
        opts.log.warn({ mailId: m.id, tries, reason }, 'sent mail not recorded');
        if (tries >= RECORD_TRIES) throw err;
        await sleep(100 * 2 ** (tries - 1));
      }
    }
  }

  /** The links of a category mail's recipient; none for account mail or without a secret to sign them. */
  const linksOf = (optOut: MailRequest<MailTemplate>['optOut']) =>
    optOut && opts.unsubscribe ? unsubscribeLinks({ ...opts.unsubscribe, ...optOut }) : undefined;

  /** The one-click unsubscribe headers, built when the mail goes out: no token is stored. */
  const headersOf = (m: typeof outboxMessages.$inferSelect) => {
    const links = m.userId && m.category ? linksOf({ userId: m.userId, category: m.category }) : undefined;
    return links ? { headers: unsubscribeHeaders(links.oneClick) } : {};
  };

  function outboxRow<T extends MailTemplate>(mail: MailRequest<T>): typeof outboxMessages.$inferInsert {
    const links = linksOf(mail.optOut);
    const { subject, text, html } = renderMail(
      mail.template,
      mail.language,
      mail.vars,
      links && mail.optOut ? { category: mail.optOut.category, url: links.page } : undefined,
    );
    return {
      companyId: mail.companyId,
      to: mail.to,
      subject,
      text,
      html,
      template: mail.template,
      language: mail.language,
      dedupeKey: mail.dedupeKey,
      userId: mail.optOut?.userId ?? null,
      category: mail.optOut?.category ?? null,
      // Without SMTP, mails are held for the development mailbox instead of queued for delivery.
      status: transport ? 'pending' : 'held',
    };
  }

  /** Mails in chunks of ENQUEUE_CHUNK, one `insert ... select` each; a taken dedupe key is skipped. */
  const enqueueMany: Mailer['enqueueMany'] = async (exec, all, { bulk = all.length > 1 } = {}) => {
    // Whoever stopped a category gets none of its mails (decision 0032).
    const stopped = await optedOut(
      exec,
      all.flatMap((m) => (m.optOut ? [m.optOut] : [])),
    );
    const mails = all.filter((m) => !m.optOut || !stopped.has(`${m.optOut.userId}:${m.optOut.category}`));
    if (mails.length === 0) return;
    await checkTrialCap(exec, mails);
    const priority = bulk ? PRIORITY.bulk : PRIORITY.transactional;
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
          user_id: row.userId ?? null,
          category: row.category ?? null,
          status: row.status,
          priority,
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
      stopping = false;
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
      stopping = true;
      await running;
      transport?.close?.();
    },
  };
}
