import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/areas/auth/limits.ts';
import { createUser } from '../../src/seed/factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { insertInviteLink, post } from './support.ts';

/**
 * The per-address limits of the account routes not covered elsewhere (sign-in and forgot-password
 * have theirs in sign-in and hardening). An empty body is refused cheaply but still counts: the
 * limit applies before validation, so guessing cannot go around it with malformed calls.
 */
describe('per-address limits of register, code check and password resets', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const routes = [
    { url: '/auth/register', limit: RATE_LIMITS.register },
    { url: '/auth/verifyotp', limit: RATE_LIMITS.verifyOtp },
    { url: '/user/resetpassword', limit: RATE_LIMITS.setPasswordByLink },
    { url: '/auth/resetpassword', limit: RATE_LIMITS.resetPassword },
  ];

  it.each(routes.map((route, i) => ({ ...route, address: `203.0.113.${10 + i}` })))(
    'answers 429 on $url past $limit.max calls from one address, and only to that address',
    async ({ url, limit, address }) => {
      for (let i = 0; i < limit.max; i++) {
        expect((await post(t, url, {}, { remoteAddress: address })).statusCode).toBe(400);
      }
      const limited = await post(t, url, {}, { remoteAddress: address });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(t, url, {}, { remoteAddress: `${address}1` })).statusCode).toBe(400);
    },
  );

  it('lets a whole office behind one address accept its invitations in a row', async () => {
    const admin = await t.signIn('company_admin');
    const office = { remoteAddress: '203.0.113.99' };
    for (let i = 0; i < 30; i++) {
      const colleague = await createUser(t.db, { companyId: admin.companyId });
      const id = await insertInviteLink(t, colleague);
      const res = await post(t, '/user/resetpassword', { id, password: `office passphrase ${i}` }, office);
      expect(res.statusCode, `colleague ${i + 1}: ${res.body}`).toBe(200);
    }
  });
});
