import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, passwordLinks, refreshTokens, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { post as publicPost } from './auth/support.ts';
import { createTestApp, type Session, TEST_PASSWORD, type TestContext } from './helpers.ts';

const UNKNOWN = '01900000-0000-7000-8000-000000000000';
type Headers = Record<string, string>;

describe('users', () => {
  let t: TestContext;
  let admin: Session;
  let companyAdmin: Session;
  let player: Session;
  let client: Session;
  let acmeId: string;
  let otherId: string;
  let stranger: { id: string; email: string };

  beforeAll(async () => {
    t = await createTestApp();
    const platform = await createCompany(t.db, { name: 'Rally', isPlatform: true });
    acmeId = (await createCompany(t.db, { name: 'Acme' })).id;
    otherId = (await createCompany(t.db, { name: 'Bolt' })).id;
    admin = await t.signIn('admin', { companyId: platform.id, email: 'root@rally.test' });
    companyAdmin = await t.signIn('company_admin', { companyId: acmeId, email: 'carla@acme.test' });
    player = await t.signIn('player', { companyId: acmeId, email: 'pedro@acme.test' });
    client = await t.signIn('client', { companyId: acmeId, email: 'chris@acme.test' });
    stranger = await createUser(t.db, {
      companyId: otherId,
      fullName: 'Stranger Danger',
      email: 'sd@bolt.test',
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const inviteToken = async (email: string) => {
    const [mail] = await t.outbox(email);
    return /set-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  };

  describe('POST /users', () => {
    it('creates an invited user and e-mails a 7-day set-password link (201)', async () => {
      const res = await call('POST', '/users', companyAdmin.headers, {
        fullName: 'Ines Invited',
        email: 'Ines@Acme.test',
        role: 'player',
        language: 'pt',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email: 'ines@acme.test',
        status: 'invited',
        companyId: acmeId,
        companyName: 'Acme',
        language: 'pt',
        lastLoginAt: null,
      });
      const [mail] = await t.outbox('ines@acme.test');
      expect(mail).toMatchObject({ template: 'invite', language: 'pt' });
      expect(mail?.text).toContain(`${t.config.appUrl}/rally/set-password/`);
      const token = (await inviteToken('ines@acme.test')) ?? '';
      const [link] = await t.db
        .select()
        .from(passwordLinks)
        .where(eq(passwordLinks.tokenHash, sha256(token)));
      expect(link).toMatchObject({ purpose: 'invite', userId: res.json().id, usedAt: null });
      const days = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      // The link works on the public set-password screen and activates the account.
      expect(
        (await publicPost(t, '/user/resetpassword', { id: token, password: 'a fresh passphrase' }))
          .statusCode,
      ).toBe(200);
      expect((await call('GET', `/users/${res.json().id}`, companyAdmin.headers)).json().status).toBe(
        'active',
      );
    });

    it('sends nothing without sendInvitation; the user stays invited', async () => {
      const res = await call('POST', '/users', admin.headers, {
        fullName: 'Quiet One',
        email: 'quiet@bolt.test',
        role: 'client',
        companyId: otherId,
        sendInvitation: false,
      });
      expect(res.json()).toMatchObject({ status: 'invited', companyName: 'Bolt', role: 'client' });
      expect(await t.outbox('quiet@bolt.test')).toEqual([]);
    });

    it('refuses a taken e-mail with 409 EMAIL_TAKEN naming email', async () => {
      const res = await call('POST', '/users', companyAdmin.headers, {
        fullName: 'Copy Cat',
        email: 'SD@bolt.test',
        role: 'player',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ path: 'email' }] });
    });

    it('refuses roles and companies the caller may not give, naming the field', async () => {
      const asAdmin = await call('POST', '/users', companyAdmin.headers, {
        fullName: 'Would Be',
        email: 'wb@acme.test',
        role: 'admin',
        companyId: otherId,
      });
      expect(asAdmin.statusCode).toBe(400);
      expect(asAdmin.json().details.map((d: { path: string }) => d.path)).toEqual(['role', 'companyId']);
      const own = await call('POST', '/users', companyAdmin.headers, {
        fullName: 'Own Co',
        email: 'own@acme.test',
        role: 'company_admin',
        companyId: acmeId,
      });
      expect(own.statusCode).toBe(201);
      for (const [payload, field] of [
        [{ companyId: undefined }, 'companyId'],
        [{ companyId: UNKNOWN }, 'companyId'],
        [{ companyId: 'acme' }, 'companyId'],
        [{ role: 'owner' }, 'role'],
        [{ email: 'not-an-email' }, 'email'],
        [{ fullName: 7 }, 'fullName'],
        [{ sendInvitation: 'yes' }, 'sendInvitation'],
      ] as const) {
        const res = await call('POST', '/users', admin.headers, {
          fullName: 'Some Body',
          email: 'some.body@bolt.test',
          role: 'player',
          companyId: otherId,
          ...payload,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details[0].path).toBe(field);
      }
      expect(
        (await call('POST', '/users', player.headers, { fullName: 'X Y', email: 'x@y.test', role: 'player' }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /user/all', () => {
    let listCo: string;
    let listAdmin: Session;
    beforeAll(async () => {
      listCo = (await createCompany(t.db, { name: 'Listco' })).id;
      listAdmin = await t.signIn('company_admin', { companyId: listCo, email: 'zed@listco.test' });
      const people = [
        ['Anna Alpha', 'anna@listco.test', 'player', 'active'],
        ['bruno Beta', 'bruno_b@listco.test', 'player', 'invited'],
        ['Cleo 100%', 'cleo@listco.test', 'client', 'disabled'],
        ['Dora Delta', 'dora@listco.test', 'player', 'active'],
      ] as const;
      for (const [fullName, email, role, status] of people) {
        await createUser(t.db, {
          companyId: listCo,
          fullName,
          email,
          role,
          status,
          lastLoginAt: status === 'active' ? new Date() : null,
        });
      }
      for (let i = 0; i < 8; i++)
        await createUser(t.db, { companyId: listCo, fullName: `Extra ${i}`, email: `extra${i}@listco.test` });
    });
    const list = async (query: string, who: Session = listAdmin) =>
      (await call('GET', `/user/all?${query}`, who.headers)).json();
    const emails = (body: { data: { email: string }[] }) => body.data.map((u) => u.email);

    it('pages by 10 by default, in the caller company only', async () => {
      const first = await list('');
      expect(first).toMatchObject({ count: 13, pages: 2 });
      expect(first.data).toHaveLength(10);
      expect(first.data.every((u: { companyId: string }) => u.companyId === listCo)).toBe(true);
      expect((await list('page=2')).data).toHaveLength(3);
    });

    it('lists each user as their own record reads them, field for field', async () => {
      // The list decodes its rows itself (queries.ts `pageRow`); a record is read through Drizzle's
      // own mapping: the two must agree on every field, a set and an unset last sign-in included.
      const page = (await list('perPage=20')).data as Record<string, unknown>[];
      for (const email of ['anna@listco.test', 'bruno_b@listco.test']) {
        const listed = page.find((u) => u.email === email);
        const own = (await call('GET', `/users/${listed?.id}`, listAdmin.headers)).json();
        const { settings: _, ...record } = own;
        expect(listed).toEqual(record);
      }
      expect(page.find((u) => u.email === 'anna@listco.test')?.lastLoginAt).toEqual(expect.any(String));
    });

    it('searches name or e-mail case-insensitively, with % and _ literal', async () => {
      expect(emails(await list('q=ANNA'))).toEqual(['anna@listco.test']);
      expect(emails(await list('q=dora%40'))).toEqual(['dora@listco.test']);
      expect(emails(await list('q=%25'))).toEqual(['cleo@listco.test']);
      expect(emails(await list('q=o_b'))).toEqual(['bruno_b@listco.test']);
      expect((await list('q=stranger')).count).toBe(0);
    });

    it('filters by role, status and company, and sorts', async () => {
      expect(emails(await list('role=client'))).toEqual(['cleo@listco.test']);
      expect(emails(await list('status=invited&q=b'))).toEqual(['bruno_b@listco.test']);
      expect(emails(await list('sort=fullName&perPage=3'))).toEqual([
        'anna@listco.test',
        'bruno_b@listco.test',
        'cleo@listco.test',
      ]);
      expect(emails(await list('sort=email&order=desc&perPage=1'))).toEqual(['zed@listco.test']);
      const lastLogin = await list('sort=lastLoginAt&order=desc&perPage=20');
      expect(lastLogin.data.at(-1).lastLoginAt).toBeNull();
      expect(lastLogin.data[0].lastLoginAt).not.toBeNull();
      // Another company's id matches nobody for a company admin; a platform admin filters by it.
      expect((await list(`companyId=${otherId}`)).count).toBe(0);
      const bolt = await list(`companyId=${otherId}&perPage=100`, admin);
      expect(bolt.data.every((u: { companyName: string }) => u.companyName === 'Bolt')).toBe(true);
      expect(emails(bolt)).toContain('sd@bolt.test');
      const byCompany = await list('sort=company&order=desc&perPage=100', admin);
      const companies = byCompany.data.map((u: { companyName: string }) => u.companyName);
      expect(companies).toEqual([...companies].sort().reverse());
    });

    it('refuses bad queries naming the parameter, and roles without user rights', async () => {
      for (const [query, field] of [
        ['perPage=0', 'querystring.perPage'],
        ['role=boss', 'querystring.role'],
        ['status=gone', 'querystring.status'],
        ['companyId=12', 'querystring.companyId'],
        ['order=up', 'querystring.order'],
      ]) {
        const res = await call('GET', `/user/all?${query}`, listAdmin.headers);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().details[0].path).toBe(field);
      }
      expect((await call('GET', '/user/all', player.headers)).statusCode).toBe(403);
      expect((await call('GET', '/user/all', client.headers)).statusCode).toBe(403);
      expect((await call('GET', '/user/all', {})).statusCode).toBe(401);
    });
  });

  describe('GET /users/{id}', () => {
    it('shows a managed user with settings; anyone their own record', async () => {
      const res = await call('GET', `/users/${player.user.id}`, companyAdmin.headers);
      expect(res.json()).toMatchObject({
        email: 'pedro@acme.test',
        settings: { layout: 'vertical', skin: 'light', timezone: null },
      });
      expect((await call('GET', `/users/${player.user.id}`, player.headers)).statusCode).toBe(200);
      expect((await call('GET', `/users/${companyAdmin.user.id}`, player.headers)).statusCode).toBe(403);
    });

    it("answers 404 for another company's user and unknown ids, 400 for malformed ids", async () => {
      expect((await call('GET', `/users/${stranger.id}`, companyAdmin.headers)).statusCode).toBe(404);
      expect((await call('GET', `/users/${UNKNOWN}`, admin.headers)).statusCode).toBe(404);
      expect((await call('GET', `/users/${stranger.id}`, admin.headers)).statusCode).toBe(200);
      const bad = await call('GET', '/users/abc', admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe('params.id');
    });
  });

  describe('PUT /users/{id}', () => {
    it('updates name, e-mail, role and language', async () => {
      const u = await createUser(t.db, { companyId: acmeId, email: 'edit.me@acme.test' });
      const res = await call('PUT', `/users/${u.id}`, companyAdmin.headers, {
        fullName: 'Edited Name',
        email: 'Edited@Acme.test',
        role: 'client',
        language: 'fr',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        fullName: 'Edited Name',
        email: 'edited@acme.test',
        role: 'client',
        language: 'fr',
      });
      expect((await call('PUT', `/users/${u.id}`, companyAdmin.headers, {})).statusCode).toBe(200);
    });

    it('never lets a company admin make a platform admin or move a user out (400 naming the field)', async () => {
      const role = await call('PUT', `/users/${player.user.id}`, companyAdmin.headers, { role: 'admin' });
      expect(role.statusCode).toBe(400);
      expect(role.json().details).toEqual([
        expect.objectContaining({ path: 'role', messageCode: 'users.roleNotAllowed' }),
      ]);
      const move = await call('PUT', `/users/${player.user.id}`, companyAdmin.headers, {
        companyId: otherId,
      });
      expect(move.statusCode).toBe(400);
      expect(move.json().details).toEqual([
        expect.objectContaining({ path: 'companyId', messageCode: 'companies.noSuchCompany' }),
      ]);
      const [row] = await t.db.select().from(users).where(eq(users.id, player.user.id));
      expect(row).toMatchObject({ role: 'player', companyId: acmeId });
    });

    it('refuses changing your own role or disabling yourself', async () => {
      const res = await call('PUT', `/users/${companyAdmin.user.id}`, companyAdmin.headers, {
        role: 'player',
        status: 'disabled',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { messageCode: string }) => d.messageCode)).toEqual([
        'users.cannotChangeOwnRole',
        'users.cannotDisableSelf',
      ]);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['role', 'status']);
      const same = await call('PUT', `/users/${companyAdmin.user.id}`, companyAdmin.headers, {
        role: 'company_admin',
        fullName: 'Carla C',
      });
      expect(same.statusCode).toBe(200);
    });

    it('lets a player edit their own name and language but not their e-mail', async () => {
      expect(
        (
          await call('PUT', `/users/${player.user.id}`, player.headers, {
            fullName: 'Pedro P',
            language: 'de',
          })
        ).json(),
      ).toMatchObject({
        fullName: 'Pedro P',
        language: 'de',
      });
      const email = await call('PUT', `/users/${player.user.id}`, player.headers, { email: 'me@else.test' });
      expect(email.statusCode).toBe(400);
      expect(email.json().details[0].path).toBe('email');
      expect(
        (await call('PUT', `/users/${client.user.id}`, player.headers, { fullName: 'Hacked' })).statusCode,
      ).toBe(403);
    });

    it('refuses a taken e-mail (409) and answers 404 for other companies', async () => {
      const res = await call('PUT', `/users/${player.user.id}`, companyAdmin.headers, {
        email: 'sd@bolt.test',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ path: 'email' }] });
      expect(
        (await call('PUT', `/users/${stranger.id}`, companyAdmin.headers, { fullName: 'Mine' })).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/users/${player.user.id}`, companyAdmin.headers, { status: 'invited' }))
          .statusCode,
      ).toBe(400);
    });

    it('disabling ends the sessions at once; enabling restores the account', async () => {
      const victim = await t.signIn('player', { companyId: acmeId });
      expect((await call('GET', '/auth/me', victim.headers)).statusCode).toBe(200);
      const res = await call('PUT', `/users/${victim.user.id}`, companyAdmin.headers, { status: 'disabled' });
      expect(res.json().status).toBe('disabled');
      expect((await call('GET', '/auth/me', victim.headers)).statusCode).toBe(401);
      expect(
        (await publicPost(t, '/auth/refresh-token', { refreshToken: victim.refreshToken })).statusCode,
      ).toBe(401);
      const enabled = await call('PUT', `/users/${victim.user.id}`, companyAdmin.headers, {
        status: 'active',
      });
      expect(enabled.json().status).toBe('active');
      // The old token stays dead; signing in again works.
      expect((await call('GET', '/auth/me', victim.headers)).statusCode).toBe(401);
      const again = await publicPost(t, '/auth/gettoken', {
        email: victim.user.email,
        password: TEST_PASSWORD,
      });
      expect(again.statusCode).toBe(200);
      // Someone who never set a password goes back to invited, not active.
      const invited = await createUser(t.db, { companyId: acmeId, status: 'disabled' });
      expect(
        (await call('PUT', `/users/${invited.id}`, companyAdmin.headers, { status: 'active' })).json().status,
      ).toBe('invited');
    });

    it('lets a platform admin move a user to another company, taking their rows along', async () => {
      const mover = await t.signIn('player', { companyId: acmeId });
      await t.db
        .insert(notifications)
        .values({ companyId: acmeId, userId: mover.user.id, type: 'gameStarted' });
      const unknown = await call('PUT', `/users/${mover.user.id}`, admin.headers, { companyId: UNKNOWN });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details[0].path).toBe('companyId');
      const res = await call('PUT', `/users/${mover.user.id}`, admin.headers, { companyId: otherId });
      expect(res.json()).toMatchObject({ companyId: otherId, companyName: 'Bolt' });
      for (const table of [refreshTokens, notifications]) {
        const rows = await t.db.select().from(table).where(eq(table.userId, mover.user.id));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.companyId === otherId)).toBe(true);
      }
      expect((await call('GET', `/users/${mover.user.id}`, companyAdmin.headers)).statusCode).toBe(404);
    });
  });

  describe('DELETE /users/{id}', () => {
    it('deletes a user with everything of theirs (204)', async () => {
      const doomed = await t.signIn('player', { companyId: acmeId });
      expect((await call('DELETE', `/users/${doomed.user.id}`, companyAdmin.headers)).statusCode).toBe(204);
      expect((await call('GET', `/users/${doomed.user.id}`, companyAdmin.headers)).statusCode).toBe(404);
      expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, doomed.user.id))).toEqual(
        [],
      );
      expect((await call('GET', '/auth/me', doomed.headers)).statusCode).toBe(401);
    });

    it('refuses deleting yourself (409), other companies (404), players (403)', async () => {
      expect((await call('DELETE', `/users/${companyAdmin.user.id}`, companyAdmin.headers)).statusCode).toBe(
        409,
      );
      expect((await call('DELETE', `/users/${stranger.id}`, companyAdmin.headers)).statusCode).toBe(404);
      expect((await call('DELETE', `/users/${UNKNOWN}`, admin.headers)).statusCode).toBe(404);
      expect((await call('DELETE', `/users/${client.user.id}`, player.headers)).statusCode).toBe(403);
      expect((await call('DELETE', '/users/x', admin.headers)).statusCode).toBe(400);
    });
  });

  describe('POST /user/send/email', () => {
    it('re-invites invited users with a fresh link; older links stay valid', async () => {
      await call('POST', '/users', companyAdmin.headers, {
        fullName: 'Twice Invited',
        email: 'twice@acme.test',
        role: 'player',
      });
      const first = await inviteToken('twice@acme.test');
      const [row] = await t.db.select().from(users).where(eq(users.email, 'twice@acme.test'));
      const res = await call('POST', '/user/send/email', companyAdmin.headers, {
        userIds: [row?.id, player.user.id, stranger.id, UNKNOWN],
        kind: 'invitation',
      });
      expect(res.json()).toEqual({
        sent: 1,
        skipped: [
          {
            id: player.user.id,
            messageCode: 'users.skipInvitationAccepted',
            message: 'The invitation was already accepted.',
          },
          { id: stranger.id, messageCode: 'users.notFound', message: 'User not found.' },
          { id: UNKNOWN, messageCode: 'users.notFound', message: 'User not found.' },
        ],
      });
      const mails = await t.outbox('twice@acme.test');
      expect(mails).toHaveLength(2);
      const links = await t.db
        .select()
        .from(passwordLinks)
        .where(and(eq(passwordLinks.userId, row?.id ?? ''), eq(passwordLinks.purpose, 'invite')));
      expect(links).toHaveLength(2);
      expect(
        (
          await t.app.inject({
            url: `/api/user/resetpassword?id=${first}`,
            headers: { 'x-api-key': 'rally-test', 'x-api-secret': 'test-secret-0123456789abcdef' },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('reminds active users who did not stop reminders, and skips the disabled and opted-out', async () => {
      const keen = await createUser(t.db, { companyId: acmeId, status: 'active', email: 'keen@acme.test' });
      const quiet = await createUser(t.db, {
        companyId: acmeId,
        status: 'active',
        email: 'optout@acme.test',
      });
      // The one reminders switch (decision 0032): the settings' or a reminder mail's unsubscribe.
      const stop = await call('PUT', `/users/${quiet.id}/mail-opt-outs`, companyAdmin.headers, {
        categories: ['reminders'],
      });
      expect(stop.statusCode).toBe(200);
      const off = await createUser(t.db, { companyId: acmeId, status: 'disabled' });
      const pending = await createUser(t.db, { companyId: acmeId });
      const res = await call('POST', '/user/send/email', companyAdmin.headers, {
        userIds: [keen.id, quiet.id, off.id, pending.id, keen.id],
        kind: 'reminder',
      });
      expect(res.json()).toEqual({
        sent: 1,
        skipped: [
          {
            id: quiet.id,
            messageCode: 'users.skipRemindersOff',
            message: 'The user turned reminder e-mails off.',
          },
          { id: off.id, messageCode: 'users.skipDisabled', message: 'The account is disabled.' },
          {
            id: pending.id,
            messageCode: 'users.skipInvitationOpen',
            message: 'The invitation has not been accepted yet.',
          },
        ],
      });
      const [mail] = await t.outbox('keen@acme.test');
      // A reminders mail: it carries that category's unsubscribe.
      expect(mail).toMatchObject({ template: 'reminder', userId: keen.id, category: 'reminders' });
      expect(await t.outbox('optout@acme.test')).toEqual([]);
      expect(mail?.text).toContain(`${t.config.appUrl}/login`);
      expect(mail?.text).toContain('Acme');
    });

    it('validates the request', async () => {
      for (const payload of [
        { userIds: [], kind: 'reminder' },
        { userIds: ['x'], kind: 'reminder' },
        { userIds: [UNKNOWN], kind: 'spam' },
      ]) {
        expect((await call('POST', '/user/send/email', companyAdmin.headers, payload)).statusCode).toBe(400);
      }
      expect(
        (await call('POST', '/user/send/email', client.headers, { userIds: [UNKNOWN], kind: 'reminder' }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('POST /user/bulk', () => {
    it('disables, enables and deletes many, skipping yourself and out-of-scope ids with reasons', async () => {
      const a = await t.signIn('player', { companyId: acmeId });
      const b = await createUser(t.db, { companyId: acmeId, status: 'active' });
      const ids = [a.user.id, b.id, companyAdmin.user.id, stranger.id];
      const disabled = await call('POST', '/user/bulk', companyAdmin.headers, {
        userIds: ids,
        action: 'disable',
      });
      expect(disabled.json()).toEqual({
        done: 2,
        skipped: [
          {
            id: companyAdmin.user.id,
            messageCode: 'users.skipSelf',
            message: 'You cannot do this to your own account.',
          },
          { id: stranger.id, messageCode: 'users.notFound', message: 'User not found.' },
        ],
      });
      expect((await call('GET', '/auth/me', a.headers)).statusCode).toBe(401);
      const [strangerRow] = await t.db.select().from(users).where(eq(users.id, stranger.id));
      expect(strangerRow?.status).toBe('invited');
      const again = await call('POST', '/user/bulk', companyAdmin.headers, {
        userIds: [b.id],
        action: 'disable',
      });
      expect(again.json()).toEqual({
        done: 0,
        skipped: [{ id: b.id, messageCode: 'users.skipAlreadyDisabled', message: 'Already disabled.' }],
      });
      const enabled = await call('POST', '/user/bulk', companyAdmin.headers, {
        userIds: [a.user.id, b.id],
        action: 'enable',
      });
      expect(enabled.json().done).toBe(2);
      const deleted = await call('POST', '/user/bulk', companyAdmin.headers, {
        userIds: [a.user.id, b.id, stranger.id],
        action: 'delete',
      });
      expect(deleted.json()).toEqual({
        done: 2,
        skipped: [{ id: stranger.id, messageCode: 'users.notFound', message: 'User not found.' }],
      });
      expect((await call('GET', `/users/${b.id}`, admin.headers)).statusCode).toBe(404);
      expect((await call('GET', `/users/${stranger.id}`, admin.headers)).statusCode).toBe(200);
      expect(
        (await call('POST', '/user/bulk', companyAdmin.headers, { userIds: [b.id], action: 'promote' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('POST /users/{id}/send-reset', () => {
    it("e-mails a reset link instead of setting someone's password (204)", async () => {
      const res = await call('POST', `/users/${client.user.id}/send-reset`, companyAdmin.headers);
      expect(res.statusCode).toBe(204);
      const [mail] = await t.outbox('chris@acme.test');
      expect(mail?.template).toBe('resetLink');
      expect(mail?.text).toContain('/rally/reset-password/');
      expect((await call('POST', `/users/${stranger.id}/send-reset`, companyAdmin.headers)).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/users/${client.user.id}/send-reset`, player.headers)).statusCode).toBe(
        403,
      );
      const off = await createUser(t.db, { companyId: acmeId, status: 'disabled' });
      expect((await call('POST', `/users/${off.id}/send-reset`, companyAdmin.headers)).statusCode).toBe(409);
    });
  });
});
