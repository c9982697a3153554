import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../src/db/schema/index.ts';
import { TRIAL_MAILS_PER_DAY } from '../../src/mail/trial-cap.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { csv, uploadAndWait } from '../upload-helpers.ts';
import { createPlayer, registerTrialAdmin } from './support.ts';

/** The open relay: a self-registered trial company sends a capped number of mails a day. */
describe('mail of a self-registered trial company', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
  });
  afterAll(() => t.close());

  it('refuses, with its own message, the mail that would pass the daily cap', async () => {
    const admin = await registerTrialAdmin(t, 'tia@trial.example');
    // The day so far: one mail short of the cap.
    await t.db.insert(outboxMessages).values(
      Array.from({ length: TRIAL_MAILS_PER_DAY - 1 }, (_, i) => ({
        companyId: admin.companyId,
        to: `earlier${i}@elsewhere.example`,
        subject: 'You are invited to Rally',
        text: 'text',
        html: 'html',
        template: 'invite',
        language: 'en',
        status: 'held' as const,
      })),
    );
    const add = (email: string) => createPlayer(t, admin.headers, email, 'Invited Person');
    expect((await add('last.one@elsewhere.example')).statusCode).toBe(201);
    const refused = await add('one.too.many@elsewhere.example');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      messageCode: 'mailbox.trialDailyCap',
      params: { max: TRIAL_MAILS_PER_DAY },
    });
    // Refused whole: no user without the mail that invites them.
    expect(await t.db.select().from(users).where(eq(users.email, 'one.too.many@elsewhere.example'))).toEqual(
      [],
    );
  });

  it('refuses an upload whose invitations would pass the cap, writing none of it', async () => {
    const admin = await registerTrialAdmin(t, 'uma@trial.example');
    const rows = Array.from({ length: TRIAL_MAILS_PER_DAY + 1 }, (_, i) => [
      `Person ${i}`,
      `p${i}@outside.example`,
    ]);
    const job = await uploadAndWait(t, admin.headers, admin.companyId, {
      name: 'everyone.csv',
      content: csv([['fullName', 'email'], ...rows]),
    });
    expect(job).toMatchObject({ status: 'failed', error: { messageCode: 'upload.trialDailyCap' } });
    expect(await t.db.select().from(users).where(like(users.email, '%@outside.example'))).toEqual([]);
  });
});
