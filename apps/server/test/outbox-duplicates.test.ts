import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { createMailer } from '../src/mail/outbox.ts';
import { createTestAppWithCompany, type TestContext } from './helpers.ts';
import { codeMail, quietLog } from './outbox-support.ts';

/**
 * A mail the SMTP server took is not sent again for a failure to record it, nor by a process that
 * lost its claim; one taken over after its sender died carries the same Message-ID (decision 0004).
 */
describe('outbox duplicate sends', () => {
  let t: TestContext;
  let companyId: string;
  beforeAll(async () => ({ t, companyId } = await createTestAppWithCompany()));
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(outboxMessages));

  const log = quietLog;
  const mail = (to: string) => codeMail(companyId, to);

  /**
   * The database as a process sees it whose updates that `lost` picks fail (by what they set):
   * a connection that drops at that moment, or a process stalled past its lease.
   */
  const losing = (lost: (values: Record<string, unknown>) => boolean) =>
    new Proxy(t.db, {
      get(target, prop) {
        if (prop === 'update')
          return (table: typeof outboxMessages) => {
            const builder = target.update(table);
            return {
              set(values: Record<string, unknown>) {
                if (!lost(values)) return builder.set(values as never);
                return { where: () => Promise.reject(new Error('Connection terminated unexpectedly')) };
              },
            };
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Db;

  it('does not send a mail again when recording it as sent fails once', async () => {
    const sent: string[] = [];
    let failures = 1;
    const mailer = createMailer({
      db: losing((values) => values.status === 'sent' && failures-- > 0),
      from: 'r@x',
      log,
      transport: { sendMail: async (m) => void sent.push(m.to) },
    });
    await mailer.enqueue(t.db, mail('recorded@example.com'));
    await mailer.flush();
    // Whatever is left is due at once: nothing waits for a backoff to hide a second send.
    await t.db.update(outboxMessages).set({ nextAttemptAt: sql`now() - interval '1 hour'` });
    await mailer.flush();
    expect(sent).toEqual(['recorded@example.com']);
    const [row] = await t.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends none of the mails it had not begun once another process took its batch over', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onWire = new Set<string>();
    const sent: string[] = [];
    // A process whose lease renewals are lost (stalled, cut off) while its SMTP server hangs.
    const stalled = createMailer({
      db: losing((values) => Object.keys(values).join() === 'nextAttemptAt'),
      from: 'r@x',
      log,
      leaseMs: 300,
      transport: {
        sendMail: async (m) => {
          onWire.add(m.to);
          await gate;
          sent.push(m.to);
        },
      },
    });
    const other = createMailer({
      db: t.db,
      from: 'r@x',
      log,
      leaseMs: 300,
      transport: { sendMail: async (m) => void sent.push(m.to) },
    });
    const addresses = Array.from({ length: 8 }, (_, i) => `batch${i}@example.com`);
    for (const to of addresses) await stalled.enqueue(t.db, mail(to));
    const sending = stalled.flush();
    while (onWire.size === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // The other process takes the batch over once the stalled one's lease has run out.
    while (sent.length < addresses.length) {
      await other.flush();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Every connection of the stalled process is held up by now: this is what it had on the wire.
    const wire = [...onWire];
    release();
    await sending;
    // Only what was on the wire when the lease ran out can go twice; the rest went once.
    for (const to of addresses)
      expect(sent.filter((s) => s === to).length, to).toBe(wire.includes(to) ? 2 : 1);
    expect(wire.length).toBeLessThan(addresses.length);
    const rows = await t.db.select().from(outboxMessages).where(like(outboxMessages.to, 'batch%'));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('sends a mail its dead sender left `sending` again, under the same Message-ID', async () => {
    const ids: string[] = [];
    const mailer = createMailer({
      db: t.db,
      from: 'Rally <mail@rally.example>',
      log,
      transport: { sendMail: async (m) => void ids.push(m.messageId) },
    });
    await mailer.enqueue(t.db, mail('crashed@example.com'));
    const [row] = await t.db.select().from(outboxMessages);
    // What a process killed during the SMTP transaction leaves once its lease has run out.
    await t.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.to, 'crashed@example.com'));
    expect(await mailer.flush()).toBe(1);
    expect(ids).toEqual([`<${row?.id}@rally.example>`]);
  });
});
