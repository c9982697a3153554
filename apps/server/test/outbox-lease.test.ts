import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../src/db/schema/index.ts';
import { createMailer } from '../src/mail/outbox.ts';
import { LEASE_MS } from '../src/mail/retry.ts';
import { createTestAppWithCompany, type TestContext } from './helpers.ts';
import { codeMail, quietLog, recordingMailer } from './outbox-support.ts';

/**
 * Claimed mails are leased for seconds, not minutes: a dead process's mails go out soon after it
 * died (a one-time code keeps most of its ten minutes), while a live process sending a slow batch
 * keeps its lease and no other process sends those mails a second time.
 */
describe('outbox leases', () => {
  let t: TestContext;
  let companyId: string;
  beforeAll(async () => ({ t, companyId } = await createTestAppWithCompany()));
  afterAll(() => t.close());
  // Every flush takes whatever is due: each test starts with no mail left over from another.
  beforeEach(() => t.db.delete(outboxMessages));

  const log = quietLog;
  const mail = (to: string) => codeMail(companyId, to);

  it('sends the mails a dead process claimed within seconds of its death', async () => {
    expect(LEASE_MS).toBeLessThanOrEqual(15_000);
    const { mailer: survivor, sent } = recordingMailer(t.db);
    await survivor.enqueue(t.db, mail('stranded@example.com'));
    // What a process killed mid-send leaves: the mail claimed, its lease ending a moment from now.
    await t.db
      .update(outboxMessages)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(outboxMessages.to, 'stranded@example.com'));
    expect(await survivor.flush()).toBe(0);
    const from = Date.now();
    while (sent.length === 0 && Date.now() - from < 5_000) await survivor.flush();
    expect(sent).toEqual(['stranded@example.com']);
  });

  it('keeps the lease of a slow batch alive, so another process sends none of it twice', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const sending1 = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const sent: string[] = [];
    const slow = createMailer({
      db: t.db,
      from: 'r@x',
      log,
      leaseMs: 300,
      transport: {
        sendMail: async (m) => {
          entered();
          await gate;
          sent.push(`slow:${m.to}`);
        },
      },
    });
    const other = createMailer({
      db: t.db,
      from: 'r@x',
      log,
      leaseMs: 300,
      transport: { sendMail: async (m) => void sent.push(`other:${m.to}`) },
    });
    for (const to of ['batch1@example.com', 'batch2@example.com']) await slow.enqueue(t.db, mail(to));
    const sending = slow.flush();
    await sending1;
    // The other process tries for several leases' time while the first is stuck on its SMTP server
    // (yielding to timers between tries, as a process waiting on its network does).
    const from = Date.now();
    while (Date.now() - from < 1_500) {
      await other.flush();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    expect(await sending).toBe(2);
    expect(sent.sort()).toEqual(['slow:batch1@example.com', 'slow:batch2@example.com']);
    const rows = await t.db.select().from(outboxMessages).where(like(outboxMessages.to, 'batch%'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  // The embedded database runs in this process and reads its clock: only a server has its own.
  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "on a host whose clock is not the database's",
    () => {
      afterEach(() => vi.useRealTimers());
      /** Moves only this process's clock (not its timers), as on a host whose clock has drifted. */
      const driftBy = (ms: number) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + ms);
      };

      it('sends a mail as soon as it is due by the database, with a clock running behind', async () => {
        const { mailer: behind, sent } = recordingMailer(t.db);
        await behind.enqueue(t.db, mail('due@example.com'));
        driftBy(-60_000);
        expect(await behind.flush()).toBe(1);
        expect(sent).toEqual(['due@example.com']);
      });

      it("leaves another process's live lease alone, with a clock running ahead", async () => {
        const { mailer: ahead, sent } = recordingMailer(t.db);
        await ahead.enqueue(t.db, mail('leased@example.com'));
        // Claimed a moment ago by a live process, whose lease runs for 30 s more by the database.
        await t.db
          .update(outboxMessages)
          .set({ attempts: 1, nextAttemptAt: sql`now() + interval '30 seconds'` })
          .where(eq(outboxMessages.to, 'leased@example.com'));
        driftBy(60_000);
        expect(await ahead.flush()).toBe(0);
        expect(sent).toEqual([]);
      });
    },
  );
});
