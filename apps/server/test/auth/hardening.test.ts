import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createTestApp, TEST_PASSWORD, type TestContext } from '../helpers.ts';
import { lastMail, post } from './support.ts';

const NEW_PASSWORD = 'a brand new passphrase';

describe('account routes under misuse', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const raw = (payload: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/gettoken',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload,
      remoteAddress,
    });

  it('keeps passwords, tokens and codes out of the logs', async () => {
    const session = await t.signIn('player');
    const { user } = session;
    const rotated = (await post(t, '/auth/refresh-token', { refreshToken: session.refreshToken })).json();
    await post(t, '/auth/gettoken', { email: user.email, password: 'a wrong guess!' });

    const { requestId } = (await post(t, '/auth/forgotpassword', { email: user.email })).json();
    const code = (await lastMail(t, user.email, 'otp'))?.subject.match(/\d{6}/)?.[0] ?? 'missing';
    const { resetToken } = (await post(t, '/auth/verifyotp', { requestId, code })).json();
    expect((await post(t, '/auth/resetpassword', { resetToken, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    await post(t, '/user/forgotpassword', { email: user.email });
    const link =
      (await lastMail(t, user.email, 'resetLink'))?.text.match(/reset-password\/([\w-]+)/)?.[1] ?? 'missing';
    const check = await t.app.inject({ url: `/api/user/resetpassword?id=${link}`, headers: clientHeaders });
    expect(check.statusCode).toBe(200);
    expect(
      (await post(t, '/user/resetpassword', { id: link, password: `${NEW_PASSWORD} 2` })).statusCode,
    ).toBe(200);

    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/auth/verifyotp');
    for (const secret of [
      TEST_PASSWORD,
      'a wrong guess!',
      NEW_PASSWORD,
      session.accessToken,
      session.refreshToken,
      rotated.accessToken,
      rotated.refreshToken,
      resetToken,
      link,
    ]) {
      expect(logs).not.toContain(secret);
    }
    // Six digits can occur inside longer numbers (timestamps); only a standalone match is a leak.
    expect(logs).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it('keeps the tokens of mailed links out of the log when their pages are opened', async () => {
    const { user } = await t.signIn('player');
    await post(t, '/user/forgotpassword', { email: user.email });
    const url = (await lastMail(t, user.email, 'resetLink'))?.text.match(/https?:\/\/\S+/)?.[0] ?? 'missing';
    const link = url.match(/reset-password\/([\w-]+)/)?.[1] ?? 'missing';
    const { requestId } = (await post(t, '/auth/forgotpassword', { email: user.email })).json();
    const pages = [
      new URL(url).pathname,
      `/rally/set-password/${link}`,
      `/rally/confirm-email/${link}`,
      `/rally/onboarding-complete/${link}`,
      `/rally/set-otp/${requestId}`,
      `/rally/reset-otp/${link}`,
    ];
    for (const page of pages) await t.app.inject({ url: page });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/rally/reset-password/');
    expect(logs).not.toContain(link);
    expect(logs).not.toContain(requestId);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await raw('{"email": "a@example.com", "password": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      messageCode: 'common.badJson',
      message: 'The body is not valid JSON.',
    });
  });

  it('names each field of the wrong type or missing', async () => {
    const wrongTypes = await raw(JSON.stringify({ email: 42, password: true, rememberMe: 'yes' }));
    expect(wrongTypes.statusCode).toBe(400);
    const paths = (res: typeof wrongTypes) =>
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort();
    expect(paths(wrongTypes)).toEqual(['email', 'password', 'rememberMe']);
    // Each field says why in a code the web app translates, with the English for API users.
    expect(wrongTypes.json().details).toEqual(
      expect.arrayContaining([
        { path: 'email', messageCode: 'validation.notText', message: 'Enter text.' },
        { path: 'rememberMe', messageCode: 'validation.notBoolean', message: 'Choose yes or no.' },
      ]),
    );
    expect(wrongTypes.json()).toMatchObject({ messageCode: 'validation.fields' });

    const missing = await raw('{}');
    expect(missing.statusCode).toBe(400);
    expect(paths(missing)).toEqual(['email', 'password']);
    for (const d of missing.json().details) expect(d.messageCode).toBe('validation.required');
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await raw(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses over-long values with field messages', async () => {
    const res = await raw(
      JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, password: 'x'.repeat(200) }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['email', 'password']);
    expect(res.json().details).toContainEqual({
      path: 'password',
      messageCode: 'validation.tooLong',
      params: { maximum: 128 },
      message: 'Enter at most 128 characters.',
    });
  });

  it('limits forgot-password requests per address', async () => {
    const ask = (remoteAddress: string) =>
      post(t, '/auth/forgotpassword', { email: 'nobody@example.com' }, { remoteAddress });
    for (let i = 0; i < 20; i++) expect((await ask('192.0.2.50')).statusCode).toBe(200);
    const res = await ask('192.0.2.50');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await ask('192.0.2.51')).statusCode).toBe(200);
  });
});
