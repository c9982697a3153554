import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLinks, users } from '../../src/db/schema/index.ts';
import { randomToken, sha256 } from '../../src/lib/secrets.ts';
import { createUser } from '../../src/seed/factories.ts';
import { clientHeaders, createTestApp, type TestContext } from '../helpers.ts';
import { insertInviteLink, lastMail, post, withoutRequestId } from './support.ts';

const NEW_PASSWORD = 'a brand new passphrase';
const SENT = {
  messageCode: 'auth.resetLinkSent',
  message: 'If an account exists for this email, we have sent it a link to reset the password.',
};

describe('password reset by e-mailed link', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
  });
  afterAll(() => t.close());

  const check = (id: string) =>
    t.app.inject({ url: `/api/user/resetpassword?id=${id}`, headers: clientHeaders });
  const reset = (id: string, password = NEW_PASSWORD) => post(t, '/user/resetpassword', { id, password });
  const signIn = (email: string, password: string) => post(t, '/auth/gettoken', { email, password });
  const expectGone = (res: { statusCode: number; json(): { code: string } }) => {
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('LINK_EXPIRED');
  };

  /** Asks for a link and returns the token the e-mail carries. */
  async function requestLink(email: string) {
    const res = await post(t, '/user/forgotpassword', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const mail = await lastMail(t, email, 'resetLink');
    const token = mail?.text.match(/https:\/\/rally\.example\.com\/rally\/reset-password\/([\w-]+)/)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  }

  it('mails a link that checks, sets the password once, and ends every session', async () => {
    const session = await t.signIn('player');
    const token = await requestLink(session.user.email);

    const ok = await check(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: session.user.email, purpose: 'reset' });

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    expectGone(await check(token));
    expectGone(await reset(token, 'yet another passphrase'));

    expect((await t.app.inject({ url: '/api/auth/me', headers: session.headers })).statusCode).toBe(401);
    expect((await post(t, '/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await signIn(session.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers alike for unknown and disabled accounts, and mails them nothing', async () => {
    const { companyId } = await t.signIn('player');
    const disabled = await createUser(t.db, { companyId, password: 'whatever-it-was', status: 'disabled' });
    for (const email of ['nobody@example.com', disabled.email]) {
      const res = await post(t, '/user/forgotpassword', { email });
      expect(res.statusCode).toBe(200);
      expect(withoutRequestId(res.json())).toEqual(SENT);
      expect(await lastMail(t, email, 'resetLink')).toBeUndefined();
    }
  });

  it('refuses a common password and keeps the link usable', async () => {
    const { user } = await t.signIn('player');
    const token = await requestLink(user.email);
    const res = await reset(token, 'password123');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'password', messageCode: 'validation.commonPassword', message: expect.any(String) },
    ]);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('answers 410 for unknown and expired links', async () => {
    expectGone(await check(randomToken()));
    expectGone(await reset(randomToken()));
    const { user } = await t.signIn('player');
    const token = await requestLink(user.email);
    await t.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.tokenHash, sha256(token)));
    expectGone(await check(token));
    expectGone(await reset(token));
  });

  it('activates an invited user through the invitation link', async () => {
    const { companyId } = await t.signIn('company_admin');
    const invited = await createUser(t.db, { companyId });
    const token = await insertInviteLink(t, invited, 60_000);
    expect((await check(token)).json()).toEqual({ email: invited.email, purpose: 'invite' });
    expect((await reset(token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, invited.id));
    expect(row?.status).toBe('active');
    expect((await signIn(invited.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
