import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/index.ts';
import { createMailer, MAX_ATTEMPTS, retryDelayMs } from '../src/mail/outbox.ts';
import { createTestAppWithCompany, type TestContext } from './helpers.ts';

describe('e-mail outbox', () => {
  let t: TestContext;
  let companyId: string;
  beforeAll(async () => ({ t, companyId } = await createTestAppWithCompany()));
  afterAll(() => t.close());

  const log = pino({ level: 'silent' });
  const mail = (to: string, dedupeKey?: string) => ({
    companyId,
    to,
    template: 'resetLink' as const,
    language: 'de' as const,
    vars: { name: 'Ana', url: 'http://localhost/rally/reset-password/x' },
    ...(dedupeKey ? { dedupeKey } : {}),
  });

  it('delivers pending mails over the transport, localized', async () => {
    const sent: { to: string; subject: string }[] = [];
    const mailer = createMailer({
      db: t.db,
      from: 'Rally <r@x>',
      log,
      transport: { sendMail: async (m) => void sent.push(m) },
    });
    await mailer.enqueue(t.db, mail('ok@example.com'));
    expect(await mailer.flush()).toBe(1);
    expect(sent[0]).toMatchObject({ to: 'ok@example.com', subject: 'Setzen Sie Ihr Rally-Passwort zurück' });
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'ok@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a mail through a server outage, retrying with backoff, and gives up after the last attempt', async () => {
    const mailer = createMailer({
      db: t.db,
      from: 'r@x',
      log,
      transport: {
        sendMail: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
    });
    await mailer.enqueue(t.db, mail('down@example.com'));
    expect(await mailer.flush()).toBe(0);
    let [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'down@example.com'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect(row && row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(1) - 5000);
    await t.db
      .update(outboxMessages)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(outboxMessages.to, 'down@example.com'));
    await mailer.flush();
    [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'down@example.com'));
    expect(row?.status).toBe('failed');
  });

  it('enqueues a mail with the same dedupe key only once', async () => {
    const mailer = createMailer({ db: t.db, from: 'r@x', log });
    await mailer.enqueue(t.db, mail('once@example.com', 'start:game1:user1'));
    await mailer.enqueue(t.db, mail('once@example.com', 'start:game1:user1'));
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'once@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('held');
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const mailer = createMailer({ db: t.db, from: 'r@x', log });
    await expect(
      t.db.transaction(async (tx) => {
        await mailer.enqueue(tx, mail('rollback@example.com'));
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'rollback@example.com')),
    ).toHaveLength(0);
  });

  it('enqueues many mails in batches, rendered alike, each dedupe key once', async () => {
    const mailer = createMailer({ db: t.db, from: 'r@x', log });
    const many = Array.from({ length: 1_500 }, (_, i) => mail(`many${i}@example.com`, `many:${i % 1_200}`));
    await mailer.enqueueMany(t.db, many);
    const rows = await t.db.select().from(outboxMessages).where(like(outboxMessages.to, 'many%'));
    expect(rows).toHaveLength(1_200);
    await mailer.enqueue(t.db, mail('single@example.com'));
    const [single] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'single@example.com'));
    const batched = rows.find((r) => r.to === 'many0@example.com');
    expect(batched).toMatchObject({ status: 'held', template: 'resetLink', language: 'de', attempts: 0 });
    expect(batched?.text).toBe(single?.text);
    expect(batched?.html).toBe(single?.html);
  });
});
