import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILED_SIGN_INS, signInDelayMs } from '../../src/areas/auth/limits.ts';
import { signInFailures } from '../../src/db/schema/index.ts';
import { createCompany, createUser } from '../../src/seed/factories.ts';
import { createTestApp, TEST_PASSWORD, type TestContext } from '../helpers.ts';
import { lastMail, post } from './support.ts';

/**
 * DESIGN section 4: failed sign-ins slow the attacker (per account-and-address, a growing delay)
 * and never lock the owner out; a successful reset lifts the delay.
 */
describe('failed sign-ins', () => {
  let t: TestContext;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
    companyId = (await createCompany(t.db)).id;
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    post(t, '/auth/gettoken', { email, password }, { remoteAddress });
  /** Moves every recorded failure `ms` into the past: the delay is measured from the last one. */
  const age = (ms: number) =>
    t.db
      .update(signInFailures)
      .set({ createdAt: sql`${signInFailures.createdAt} - ${`${ms} milliseconds`}::interval` });

  it('never lets strangers lock the owner out', async () => {
    const owner = await createUser(t.db, { companyId, role: 'admin', password: TEST_PASSWORD });
    // 100 wrong passwords an hour from 100 addresses locked the account before.
    for (let i = 0; i < 100; i++) {
      expect((await signIn(owner.email, 'a wrong guess!', `198.18.${i >> 8}.${i & 255}`)).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(owner.email, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('makes one address wait longer after each failure on one account', async () => {
    const user = await createUser(t.db, { companyId, password: TEST_PASSWORD });
    const attacker = '198.51.100.66';
    for (let i = 0; i < FREE_FAILED_SIGN_INS; i++) {
      expect((await signIn(user.email, 'a wrong guess!', attacker)).statusCode).toBe(401);
    }
    // Even the right password waits: the answer must not tell a guess was right.
    const waiting = await signIn(user.email, TEST_PASSWORD, attacker);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'RATE_LIMITED', messageCode: 'auth.tooManyFailedSignIns' });
    await age(signInDelayMs(FREE_FAILED_SIGN_INS));
    expect((await signIn(user.email, 'a wrong guess!', attacker)).statusCode).toBe(401);
    // One more failure: the wait that was enough before is no longer.
    await age(signInDelayMs(FREE_FAILED_SIGN_INS));
    expect((await signIn(user.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
    expect(signInDelayMs(FREE_FAILED_SIGN_INS + 1)).toBeGreaterThan(signInDelayMs(FREE_FAILED_SIGN_INS));
    // Another address, the owner's, is not slowed at all.
    expect((await signIn(user.email, TEST_PASSWORD, '192.0.2.20')).statusCode).toBe(200);
  });

  it('lifts the delay once the password is reset', async () => {
    const user = await createUser(t.db, { companyId, password: TEST_PASSWORD });
    const address = '198.51.100.77';
    for (let i = 0; i < FREE_FAILED_SIGN_INS; i++) await signIn(user.email, 'a wrong guess!', address);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    await post(t, '/user/forgotpassword', { email: user.email });
    const token = (await lastMail(t, user.email, 'resetLink'))?.text.match(/reset-password\/([\w-]+)/)?.[1];
    const newPassword = 'my fresh passphrase';
    expect((await post(t, '/user/resetpassword', { id: token, password: newPassword })).statusCode).toBe(200);
    expect((await signIn(user.email, newPassword, address)).statusCode).toBe(200);
  });
});
