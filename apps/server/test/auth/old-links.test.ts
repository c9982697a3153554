import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/seed/factories.ts';
import { clientHeaders, createTestApp, TEST_PASSWORD, type TestContext } from '../helpers.ts';
import { insertInviteLink, lastMail, post } from './support.ts';

const NEW_PASSWORD = 'a brand new passphrase';

/**
 * DESIGN section 4: any password change (by link, by code, in the app) or a disable ends every
 * outstanding link and code of that user; an invitation link dies once the account is active.
 */
describe('old links and codes die with the password they were for', () => {
  let t: TestContext;
  let addresses = 0;
  const from = () => ({ remoteAddress: `203.0.113.${++addresses}` });
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
  });
  afterAll(() => t.close());

  const checkLink = (id: string) =>
    t.app.inject({ url: `/api/user/resetpassword?id=${id}`, headers: clientHeaders });

  async function resetLink(email: string) {
    await post(t, '/user/forgotpassword', { email }, from());
    const mail = await lastMail(t, email, 'resetLink');
    const token = mail?.text.match(/\/rally\/reset-password\/([\w-]+)/)?.[1];
    if (!token) throw new Error('no reset link');
    return token;
  }

  async function codeRequest(email: string) {
    const res = await post(t, '/auth/forgotpassword', { email }, from());
    const code = (await lastMail(t, email, 'otp'))?.subject.match(/\d{6}/)?.[0];
    if (!code) throw new Error('no code');
    return { requestId: res.json().requestId as string, code };
  }

  /** Every way back into the account a user had before the change, each expected dead. */
  async function outstanding(email: string) {
    const link = await resetLink(email);
    const code = await codeRequest(email);
    const verified = await codeRequest(email);
    const { resetToken } = (await post(t, '/auth/verifyotp', verified, from())).json();
    return { link, code, resetToken: resetToken as string };
  }

  async function expectAllDead(ways: Awaited<ReturnType<typeof outstanding>>) {
    expect((await checkLink(ways.link)).statusCode).toBe(410);
    expect(
      (await post(t, '/user/resetpassword', { id: ways.link, password: 'x-other-passphrase' })).statusCode,
    ).toBe(410);
    expect((await post(t, '/auth/verifyotp', ways.code, from())).statusCode).toBe(400);
    const byCode = await post(t, '/auth/resetpassword', {
      resetToken: ways.resetToken,
      password: 'x-other-passphrase',
    });
    expect(byCode.statusCode).toBe(410);
  }

  it('a reset by link ends the other links and every code', async () => {
    const { user } = await t.signIn('player');
    const ways = await outstanding(user.email);
    const used = await resetLink(user.email);
    expect((await post(t, '/user/resetpassword', { id: used, password: NEW_PASSWORD })).statusCode).toBe(200);
    await expectAllDead(ways);
  });

  it('a reset by code ends every link and the other codes', async () => {
    const { user } = await t.signIn('player');
    const ways = await outstanding(user.email);
    const mine = await codeRequest(user.email);
    const { resetToken } = (await post(t, '/auth/verifyotp', mine, from())).json();
    expect((await post(t, '/auth/resetpassword', { resetToken, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    await expectAllDead(ways);
  });

  it('a change in the app ends every link and code', async () => {
    const session = await t.signIn('player');
    const ways = await outstanding(session.user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${session.user.id}/password`,
      headers: session.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expectAllDead(ways);
  });

  it('a disable ends every link and code, and enabling again does not revive them', async () => {
    const admin = await t.signIn('company_admin');
    const player = await createUser(t.db, { companyId: admin.companyId, password: TEST_PASSWORD });
    const ways = await outstanding(player.email);
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${player.id}`,
        headers: admin.headers,
        payload: { status },
      });
    expect((await setStatus('disabled')).statusCode).toBe(200);
    expect((await setStatus('active')).statusCode).toBe(200);
    await expectAllDead(ways);
  });

  it('an invitation link dies once the account is active, however it got there', async () => {
    const admin = await t.signIn('company_admin');
    const invited = await createUser(t.db, { companyId: admin.companyId });
    const invitation = await insertInviteLink(t, invited);
    // A second invitation mail: the user follows it, and the first must not work after that.
    const second = await insertInviteLink(t, invited);
    expect((await post(t, '/user/resetpassword', { id: second, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await checkLink(invitation)).statusCode).toBe(410);
    expect(
      (await post(t, '/user/resetpassword', { id: invitation, password: 'x-other-passphrase' })).statusCode,
    ).toBe(410);
  });
});
