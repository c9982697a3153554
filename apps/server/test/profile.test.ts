import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { post as publicPost } from './auth/support.ts';
import { createTestApp, type Session, TEST_PASSWORD, type TestContext } from './helpers.ts';

describe('profile: settings and password', () => {
  let t: TestContext;
  let acmeId: string;
  let companyAdmin: Session;
  let player: Session;
  let outsider: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    acmeId = (await createCompany(t.db, { name: 'Acme' })).id;
    companyAdmin = await t.signIn('company_admin', { companyId: acmeId });
    player = await t.signIn('player', { companyId: acmeId });
    outsider = await t.signIn('company_admin');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  describe('settings', () => {
    it('start from the defaults', async () => {
      const res = await call('GET', `/users/${player.user.id}/settings`, player.headers);
      expect(res.json()).toEqual({
        language: 'en',
        layout: 'vertical',
        skin: 'light',
        timezone: null,
      });
    });

    it("keep the player's own zone, canonical, until set back to null (each game's zone)", async () => {
      const url = `/users/${player.user.id}/settings`;
      const set = await call('PUT', url, player.headers, { timezone: 'australia/sydney' });
      expect(set.json().timezone).toBe('Australia/Sydney');
      const [row] = await t.db.select().from(users).where(eq(users.id, player.user.id));
      expect(row?.timezone).toBe('Australia/Sydney');
      // Another setting leaves it alone; null clears it.
      expect((await call('PUT', url, player.headers, { skin: 'light' })).json().timezone).toBe(
        'Australia/Sydney',
      );
      expect((await call('PUT', url, player.headers, { timezone: null })).json().timezone).toBeNull();
      const unknown = await call('PUT', url, player.headers, { timezone: 'Mars/Olympus' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toEqual([
        expect.objectContaining({ path: 'timezone', messageCode: 'validation.timezoneUnknown' }),
      ]);
    });

    it('merge a partial update; the language becomes the user language (e-mails follow it)', async () => {
      await call('PUT', `/users/${player.user.id}/settings`, player.headers, { skin: 'dark' });
      const res = await call('PUT', `/users/${player.user.id}/settings`, player.headers, {
        language: 'de',
        layout: 'horizontal',
      });
      expect(res.json()).toEqual({ language: 'de', layout: 'horizontal', skin: 'dark', timezone: null });
      const [row] = await t.db.select().from(users).where(eq(users.id, player.user.id));
      expect(row?.language).toBe('de');
      expect(row?.settings).toEqual({ skin: 'dark', layout: 'horizontal' });
      // They follow the user to another browser: the same answer on a fresh read.
      expect((await call('GET', `/users/${player.user.id}/settings`, player.headers)).json()).toEqual(
        res.json(),
      );
    });

    it('are open to who manages the user, 403 to other roles, 404 across companies', async () => {
      expect((await call('GET', `/users/${player.user.id}/settings`, companyAdmin.headers)).statusCode).toBe(
        200,
      );
      expect(
        (await call('PUT', `/users/${player.user.id}/settings`, admin.headers, { skin: 'light' })).statusCode,
      ).toBe(200);
      expect((await call('GET', `/users/${companyAdmin.user.id}/settings`, player.headers)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `/users/${player.user.id}/settings`, outsider.headers)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/users/${player.user.id}/settings`, outsider.headers, { skin: 'dark' }))
          .statusCode,
      ).toBe(404);
      expect((await call('GET', `/users/${player.user.id}/settings`, {})).statusCode).toBe(401);
    });

    it('refuse unknown values naming the field', async () => {
      for (const [payload, field] of [
        [{ skin: 'neon' }, 'skin'],
        [{ layout: 'grid' }, 'layout'],
        [{ language: 'es' }, 'language'],
        // The old mail switches: which mails arrive is the mail opt-outs' (decision 0032).
        [{ notifications: { reminders: false } }, 'notifications'],
      ] as const) {
        const res = await call('PUT', `/users/${player.user.id}/settings`, player.headers, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details[0].path).toContain(field);
      }
    });
  });

  describe('PUT /users/{id}/password', () => {
    it('refuses a wrong current password, and a common or short new one, naming the field', async () => {
      const url = `/users/${companyAdmin.user.id}/password`;
      const wrong = await call('PUT', url, companyAdmin.headers, {
        currentPassword: 'nope',
        newPassword: 'a long new passphrase',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toEqual([
        expect.objectContaining({ path: 'currentPassword', messageCode: 'validation.wrongCurrentPassword' }),
      ]);
      const common = await call('PUT', url, companyAdmin.headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'password123',
      });
      expect(common.json().details).toEqual([
        expect.objectContaining({ path: 'newPassword', messageCode: 'validation.commonPassword' }),
      ]);
      const short = await call('PUT', url, companyAdmin.headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().details[0].path).toBe('newPassword');
    });

    it("is one's own only: anyone else's id reads as not found", async () => {
      const payload = { currentPassword: TEST_PASSWORD, newPassword: 'a long new passphrase' };
      expect(
        (await call('PUT', `/users/${player.user.id}/password`, companyAdmin.headers, payload)).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/users/${player.user.id}/password`, admin.headers, payload)).statusCode,
      ).toBe(404);
      expect((await call('PUT', '/users/me/password', admin.headers, payload)).statusCode).toBe(400);
    });

    it('ends every session and answers fresh tokens for this one', async () => {
      const other = await publicPost(t, '/auth/gettoken', {
        email: player.user.email,
        password: TEST_PASSWORD,
      });
      const res = await call('PUT', `/users/${player.user.id}/password`, player.headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'my brand new passphrase',
      });
      expect(res.statusCode).toBe(200);
      const { accessToken, refreshToken } = res.json();
      expect((await call('GET', '/auth/me', player.headers)).statusCode).toBe(401);
      expect(
        (await publicPost(t, '/auth/refresh-token', { refreshToken: player.refreshToken })).statusCode,
      ).toBe(401);
      expect(
        (await publicPost(t, '/auth/refresh-token', { refreshToken: other.json().refreshToken })).statusCode,
      ).toBe(401);
      expect((await call('GET', '/auth/me', { authorization: `Bearer ${accessToken}` })).statusCode).toBe(
        200,
      );
      expect((await publicPost(t, '/auth/refresh-token', { refreshToken })).statusCode).toBe(200);
      expect(
        (await publicPost(t, '/auth/gettoken', { email: player.user.email, password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await publicPost(t, '/auth/gettoken', {
            email: player.user.email,
            password: 'my brand new passphrase',
          })
        ).statusCode,
      ).toBe(200);
      expect(t.logs.join('')).not.toContain('my brand new passphrase');
    });
  });
});
