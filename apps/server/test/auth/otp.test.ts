import { OTP_MAX_ATTEMPTS } from '@rally/contracts/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECOVERY_MAILS_PER_HOUR } from '../../src/areas/auth/limits.ts';
import { otpRequests } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { lastMail, post } from './support.ts';

const NEW_PASSWORD = 'a brand new passphrase';
const BAD_CODE = {
  path: 'code',
  messageCode: 'auth.codeInvalid',
  message: 'The code is invalid or has expired.',
};

describe('password reset by one-time code', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each flow calls from its own address, so the per-address limits never decide these tests.
  let addresses = 0;
  const nextAddress = () => `198.51.100.${++addresses}`;
  const verify = (requestId: string, code: string, remoteAddress = nextAddress()) =>
    post(t, '/auth/verifyotp', { requestId, code }, { remoteAddress });
  const reset = (resetToken: string, password = NEW_PASSWORD) =>
    post(t, '/auth/resetpassword', { resetToken, password });
  const expectBadCode = (res: { statusCode: number; json(): { code: string; details: unknown } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().details).toEqual([BAD_CODE]);
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  const expire = (requestId: string) =>
    t.db
      .update(otpRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpRequests.id, requestId));

  /** A player who asked for a code: the request id and the code from the mail. */
  async function requestCode() {
    const session = await t.signIn('player');
    const address = nextAddress();
    const res = await post(
      t,
      '/auth/forgotpassword',
      { email: session.user.email },
      { remoteAddress: address },
    );
    expect(res.statusCode).toBe(200);
    const { requestId } = res.json();
    const code = (await lastMail(t, session.user.email, 'otp'))?.subject.match(/\d{6}/)?.[0];
    if (!code) throw new Error('no code in the mail');
    return { session, requestId: requestId as string, code, address };
  }

  it('verifies a mailed code once, then resets the password once and ends every session', async () => {
    const { session, requestId, code } = await requestCode();
    const [row] = await t.db.select().from(otpRequests).where(eq(otpRequests.id, requestId));
    expect(row?.codeHash).not.toContain(code);

    const verified = await verify(requestId, code);
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expectBadCode(await verify(requestId, code));

    expect((await reset(resetToken)).statusCode).toBe(200);
    const again = await reset(resetToken, 'another fine passphrase');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_EXPIRED');

    expect((await t.app.inject({ url: '/api/auth/me', headers: session.headers })).statusCode).toBe(401);
    expect((await post(t, '/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    const signIn = await post(t, '/auth/gettoken', { email: session.user.email, password: NEW_PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers an unknown e-mail in the same shape, storing nothing', async () => {
    const { session } = await requestCode();
    const known = await post(t, '/auth/forgotpassword', { email: session.user.email });
    const [before] = await t.db.select({ n: count() }).from(otpRequests);
    const unknown = await post(t, '/auth/forgotpassword', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json()).sort()).toEqual(['message', 'messageCode', 'requestId']);
    expect(unknown.json().message).toBe(known.json().message);
    expect(unknown.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.db.select({ n: count() }).from(otpRequests)).toEqual([before]);
    expectBadCode(await verify(unknown.json().requestId, '123456'));
    expectBadCode(await verify('not-a-request-id', '123456'));
  });

  it(`stops accepting even the right code after ${OTP_MAX_ATTEMPTS} wrong ones`, async () => {
    const { requestId, code, address } = await requestCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) expectBadCode(await verify(requestId, wrong(code), address));
    expectBadCode(await verify(requestId, code, address));
  });

  it('accepts the right code after fewer wrong tries', async () => {
    const { requestId, code } = await requestCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) expectBadCode(await verify(requestId, wrong(code)));
    expect((await verify(requestId, code)).statusCode).toBe(200);
  });

  it('refuses an expired code, and a reset after the code has expired', async () => {
    const first = await requestCode();
    await expire(first.requestId);
    expectBadCode(await verify(first.requestId, first.code));

    const second = await requestCode();
    const { resetToken } = (await verify(second.requestId, second.code)).json();
    await expire(second.requestId);
    expect((await reset(resetToken)).statusCode).toBe(410);
  });

  it(`sends at most ${MAX_RECOVERY_MAILS_PER_HOUR} codes an hour to one account, answering alike`, async () => {
    const { session } = await requestCode();
    const ask = () =>
      post(t, '/auth/forgotpassword', { email: session.user.email }, { remoteAddress: nextAddress() });
    for (let i = 1; i < MAX_RECOVERY_MAILS_PER_HOUR; i++) expect((await ask()).statusCode).toBe(200);
    const mails = async () => (await t.outbox(session.user.email)).length;
    const sent = await mails();
    const past = await ask();
    expect(past.statusCode).toBe(200);
    expect(Object.keys(past.json()).sort()).toEqual(['message', 'messageCode', 'requestId']);
    expect(await mails()).toBe(sent);
    expectBadCode(await verify(past.json().requestId, '123456'));
  });

  it('refuses a common password without spending the reset token', async () => {
    const { requestId, code } = await requestCode();
    const { resetToken } = (await verify(requestId, code)).json();
    const res = await reset(resetToken, 'password123');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'password', messageCode: 'validation.commonPassword', message: expect.any(String) },
    ]);
    expect((await reset(resetToken)).statusCode).toBe(200);
  });
});
