import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxFanouts, outboxMessages } from '../src/db/schema/index.ts';
import { FANOUT_CHUNK } from '../src/mail/fanout.ts';
import { PRIORITY, SEND_BATCH } from '../src/mail/outbox.ts';
import { createTestAppWithCompany, type TestContext } from './helpers.ts';
import { codeMail, recordingMailer } from './outbox-support.ts';

/**
 * A one-time code or a reset link asked for while a fan-out's thousands of invitations wait must not
 * wait behind them: the sender claims what one person asked for first, and claims again as soon as
 * a batch was full instead of waiting for its next round.
 */
describe('outbox order', () => {
  let t: TestContext;
  let companyId: string;
  beforeAll(async () => ({ t, companyId } = await createTestAppWithCompany()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(outboxMessages);
    await t.db.delete(outboxFanouts);
  });

  const invitation = (i: number) => ({
    companyId,
    to: `invited${i}@example.com`,
    template: 'invite' as const,
    language: 'en' as const,
    vars: { name: 'Ana', inviter: 'Bo', company: 'Acme', url: 'http://localhost/rally/set-password/x' },
  });
  const code = () => codeMail(companyId, 'code@example.com');
  const CODE_TO = 'code@example.com';

  it("sends a one-time code queued after a fan-out's invitations before them", async () => {
    const { mailer, sent } = recordingMailer(t.db);
    const invitations = Array.from({ length: 5 * SEND_BATCH }, (_, i) => invitation(i));
    await mailer.enqueueMany(t.db, invitations, { bulk: true });
    await mailer.enqueue(t.db, code());
    await mailer.flush();
    expect(sent.indexOf(CODE_TO)).toBeGreaterThanOrEqual(0);
    // In the first batch claimed, not after the hundred invitations queued before it.
    expect(sent.indexOf(CODE_TO)).toBeLessThan(SEND_BATCH);
    expect(sent).toHaveLength(invitations.length + 1);
  });

  it('claims again at once after a full batch, until nothing is due', async () => {
    const { mailer, sent } = recordingMailer(t.db);
    await mailer.enqueueMany(
      t.db,
      Array.from({ length: 2 * SEND_BATCH + 5 }, (_, i) => invitation(i)),
    );
    expect(await mailer.flush()).toBe(2 * SEND_BATCH + 5);
    expect(new Set(sent).size).toBe(2 * SEND_BATCH + 5);
  });

  it('sends a code asked for while a large fan-out is expanded before its next chunk is written', async () => {
    const { mailer, sent } = recordingMailer(t.db);
    const seenByChunk: boolean[] = [];
    mailer.handleFanout('uploadInvitations', async () => ({
      recipients: Array.from({ length: FANOUT_CHUNK + 1 }, (_, i) => `r${i}`),
      async write(tx) {
        seenByChunk.push(sent.includes(CODE_TO));
        // Asked for while the first chunk is written: it commits with that chunk.
        if (seenByChunk.length === 1) await mailer.enqueue(tx, code());
      },
    }));
    await mailer.enqueueFanout(t.db, { companyId, kind: 'uploadInvitations', subjectId: randomUUID() });
    await mailer.flush();
    expect(seenByChunk).toEqual([false, true]);
  });

  it('files one mail as one person asked for it, and several (or a fan-out) as bulk', async () => {
    const { mailer } = recordingMailer(t.db);
    await mailer.enqueue(t.db, code());
    await mailer.enqueueMany(t.db, [invitation(1), invitation(2)]);
    await mailer.enqueueMany(t.db, [invitation(3)], { bulk: true });
    const priority = async (to: string) =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)))[0]?.priority;
    expect(await priority(CODE_TO)).toBe(PRIORITY.transactional);
    expect(await priority('invited1@example.com')).toBe(PRIORITY.bulk);
    expect(await priority('invited3@example.com')).toBe(PRIORITY.bulk);
  });
});
