import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../src/db/schema/index.ts';
import { TRIAL_MAILS_PER_DAY } from '../src/mail/trial-cap.ts';
import { registerTrialAdmin } from './auth/support.ts';
import { createTestApp, itRaces, type TestContext } from './helpers.ts';
import { csv, postUpload, uploadAndWait, waitForJob } from './upload-helpers.ts';

/**
 * A trial company's daily mail cap counts the invitations an upload has promised but the sender has
 * not written yet (its fan-out): otherwise two uploads, one after the other or at once, each
 * counted an empty outbox and together created more invited users than the cap lets be invited.
 */
describe('trial mail cap and upload invitations not written yet', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const half = Math.ceil(TRIAL_MAILS_PER_DAY / 2) + 1;
  const file = (prefix: string) => ({
    name: `${prefix}.csv`,
    content: csv([
      ['fullName', 'email'],
      ...Array.from({ length: half }, (_, i) => [`P ${i}`, `${prefix}${i}@out.example`]),
    ]),
  });

  it('refuses a second upload whose invitations, with the first one’s still to write, pass the cap', async () => {
    const admin = await registerTrialAdmin(t, 'vera@trial.example');
    const first = await uploadAndWait(t, admin.headers, admin.companyId, file('first'));
    expect(first.status).toBe('done');
    const second = await uploadAndWait(t, admin.headers, admin.companyId, file('second'));
    expect(second).toMatchObject({ status: 'failed', error: { messageCode: 'upload.trialDailyCap' } });
    expect(await t.db.select().from(users).where(like(users.email, 'second%'))).toEqual([]);
    // The first upload's invitations all go out: none is refused by the cap later.
    await t.app.mailer.flush();
    expect(await t.db.select().from(outboxMessages).where(like(outboxMessages.to, 'first%'))).toHaveLength(
      half,
    );
  });

  itRaces('lets one of two uploads confirmed at once through when both would pass the cap', async () => {
    const admin = await registerTrialAdmin(t, 'wim@trial.example');
    const started = await Promise.all(
      ['left', 'right'].map((p) => postUpload(t, admin.headers, admin.companyId, file(p))),
    );
    const jobs = await Promise.all(started.map((res) => waitForJob(t, admin.headers, res.json().id)));
    expect(jobs.map((j) => j.status).sort()).toEqual(['done', 'failed']);
  });
});
