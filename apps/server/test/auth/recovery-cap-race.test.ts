import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { MAX_RECOVERY_MAILS_PER_HOUR } from '../../src/areas/auth/limits.ts';
import { otpRequests, outboxMessages, passwordLinks } from '../../src/db/schema/index.ts';
import { createTestApp, itRaces, type TestContext } from '../helpers.ts';
import { post } from './support.ts';

/**
 * The recovery-mail cap was counted, then written, so requests arriving together all
 * counted below it (13 mails against a cap of 10). Each request comes from its own address, as an
 * attacker spreading requests would, so only the per-account cap can hold them.
 */
describe('recovery-mail cap under concurrency', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const burst = (url: string, email: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => post(t, url, { email }, { remoteAddress: `203.0.113.${i + 1}` })),
    );
  const mails = async (to: string, template: 'resetLink' | 'otp') =>
    (
      await t.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, to), eq(outboxMessages.template, template)))
    ).length;

  itRaces(`sends at most ${MAX_RECOVERY_MAILS_PER_HOUR} reset links to one account`, async () => {
    const { user } = await t.signIn('player');
    const answers = await burst('/user/forgotpassword', user.email, 16);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const links = await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, user.id));
    expect(links.filter((l) => l.purpose === 'reset')).toHaveLength(MAX_RECOVERY_MAILS_PER_HOUR);
    expect(await mails(user.email, 'resetLink')).toBe(MAX_RECOVERY_MAILS_PER_HOUR);
  });

  itRaces(`sends at most ${MAX_RECOVERY_MAILS_PER_HOUR} one-time codes to one account`, async () => {
    const { user } = await t.signIn('player');
    const answers = await burst('/auth/forgotpassword', user.email, 16);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await t.db.select().from(otpRequests).where(eq(otpRequests.userId, user.id))).toHaveLength(
      MAX_RECOVERY_MAILS_PER_HOUR,
    );
    expect(await mails(user.email, 'otp')).toBe(MAX_RECOVERY_MAILS_PER_HOUR);
  });
});
