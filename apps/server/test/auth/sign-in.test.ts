import { abilitiesFor } from '@rally/contracts/abilities';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureKey } from '../../src/areas/auth/limits.ts';
import { signInFailures, users } from '../../src/db/schema/index.ts';
import { createCompany, createUser } from '../../src/seed/factories.ts';
import { API_KEY, createTestApp, TEST_PASSWORD, type TestContext } from '../helpers.ts';
import { post, withoutRequestId } from './support.ts';

describe('sign-in', () => {
  let t: TestContext;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await createCompany(t.db, { name: 'Acme' })).id;
  });
  afterAll(() => t.close());

  const signIn = (email: string, password = TEST_PASSWORD, remoteAddress?: string) =>
    post(t, '/auth/gettoken', { email, password }, remoteAddress ? { remoteAddress } : {});

  it('answers 200 with the session user, both tokens, and records the sign-in', async () => {
    const user = await createUser(t.db, { companyId, role: 'company_admin', password: TEST_PASSWORD });
    const res = await signIn(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: 'company_admin',
      companyId,
      companyName: 'Acme',
      language: 'en',
      abilities: abilitiesFor('company_admin'),
    });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    // The user as sign-in answered it, with the settings saved for them (the defaults here).
    expect(me.json()).toEqual({
      user: body.user,
      settings: {
        language: body.user.language,
        layout: 'vertical',
        skin: 'light',
        // No zone of their own yet: each game's (decision 0028).
        timezone: null,
      },
      trialEndsAt: expect.any(String),
      // None yet: a new account's bell starts empty.
      notifications: { data: [], unread: 0 },
    });
  });

  it('answers unknown e-mails, wrong passwords, invited and disabled accounts alike', async () => {
    const active = await createUser(t.db, { companyId, password: TEST_PASSWORD });
    const invited = await createUser(t.db, { companyId });
    const disabled = await createUser(t.db, { companyId, password: TEST_PASSWORD, status: 'disabled' });
    const answers = await Promise.all([
      signIn('nobody@example.com'),
      signIn(active.email, 'wrong password!'),
      signIn(invited.email),
      signIn(disabled.email),
    ]);
    const expected = {
      code: 'INVALID_CREDENTIALS',
      messageCode: 'auth.invalidCredentials',
      message: 'Email or Password is Invalid',
    };
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(withoutRequestId(res.json())).toEqual(expected);
    }
  });

  it('refuses calls without a valid application key pair', async () => {
    const payload = { email: 'x@example.com', password: 'whatever1' };
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/gettoken', payload });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/gettoken',
      headers: { 'x-api-key': API_KEY, 'x-api-secret': 'not-the-secret-000000' },
      payload,
    });
    for (const res of [none, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_API_CLIENT');
    }
  });

  it('counts only the last hour and prunes older failures', async () => {
    const user = await createUser(t.db, { companyId, password: TEST_PASSWORD });
    const address = '203.0.113.40';
    const key = failureKey(user.email, address);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.db.insert(signInFailures).values(
      Array.from({ length: 50 }, () => ({
        id: uuidv7({ msecs: old.getTime() }),
        emailHash: key,
        createdAt: old,
      })),
    );
    expect((await signIn(user.email, 'wrong password!', address)).statusCode).toBe(401);
    const left = await t.db.select().from(signInFailures).where(eq(signInFailures.emailHash, key));
    expect(left).toHaveLength(1);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const address = '203.0.113.7';
    // Malformed bodies are cheap and still count: the limit applies before validation.
    for (let i = 0; i < 60; i++) expect((await signIn('', '', address)).statusCode).toBe(400);
    const res = await signIn('', '', address);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await signIn('', '', '203.0.113.8')).statusCode).toBe(400);
  });
});
