import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOGO_MAX_BYTES } from '@rally/contracts/companies';
import { count, eq, getTableColumns, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { JPEG, PNG, postMultipart, WEBP } from './multipart.ts';

const UNKNOWN = '01900000-0000-7000-8000-000000000000';
type Headers = Record<string, string>;

describe('companies', () => {
  let t: TestContext;
  let dataDir: string;
  let admin: Headers;
  let companyAdmin: Headers;
  let client: Headers;
  let player: Headers;
  let acmeId: string;
  let otherId: string;
  let platformId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rally-companies-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    platformId = (await createCompany(t.db, { name: 'Rally', isPlatform: true, trialEndsAt: null })).id;
    const acme = await createCompany(t.db, { name: 'Acme', plan: 'standard', stage: 'live' });
    const other = await createCompany(t.db, { name: 'Other', plan: 'enterprise' });
    await createCompany(t.db, { name: '100% Pure', plan: 'basic', trialEndsAt: null });
    await createCompany(t.db, { name: '100 Pure', plan: 'basic' });
    await createCompany(t.db, { name: 'snake_case Ltd', plan: 'basic' });
    await createCompany(t.db, { name: 'snakeXcase Ltd', plan: 'basic' });
    acmeId = acme.id;
    otherId = other.id;
    for (let i = 0; i < 4; i++) await createUser(t.db, { companyId: otherId });
    admin = (await t.signIn('admin', { companyId: platformId })).headers;
    companyAdmin = (await t.signIn('company_admin', { companyId: acmeId })).headers;
    client = (await t.signIn('client', { companyId: acmeId })).headers;
    player = (await t.signIn('player', { companyId: acmeId })).headers;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Headers) => t.app.inject({ url: `/api${url}`, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  /** Whether bytes are stored under the key (the stream is closed again at once). */
  const stored = async (key: string | undefined) => {
    const body = await t.app.storage.get(key ?? '');
    body?.destroy();
    return body !== null;
  };
  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  describe('GET /company/all', () => {
    it('shows a platform admin every customer company, not the platform itself', async () => {
      const body = (await get('/company/all?perPage=100', admin)).json();
      expect(names(body)).toEqual([
        '100 Pure',
        '100% Pure',
        'Acme',
        'Other',
        'snake_case Ltd',
        'snakeXcase Ltd',
      ]);
      expect(body.data.find((c: { name: string }) => c.name === 'Other')).toMatchObject({
        plan: 'enterprise',
        users: 4,
        logoUrl: null,
        language: 'en',
      });
    });

    it('shows a company admin and a client their own company only, and refuses players', async () => {
      for (const headers of [companyAdmin, client]) {
        const body = (await get('/company/all', headers)).json();
        expect(names(body)).toEqual(['Acme']);
        expect(body.data[0].users).toBe(3);
      }
      expect((await get('/company/all', player)).statusCode).toBe(403);
      expect((await get('/company/all', {})).statusCode).toBe(401);
    });

    it('searches names case-insensitively with % and _ taken literally', async () => {
      expect(names((await get('/company/all?q=ACM', admin)).json())).toEqual(['Acme']);
      expect(names((await get('/company/all?q=%25', admin)).json())).toEqual(['100% Pure']);
      expect(names((await get('/company/all?q=e_c', admin)).json())).toEqual(['snake_case Ltd']);
      expect(names((await get('/company/all?q=other', companyAdmin)).json())).toEqual([]);
    });

    it('sorts, filters and pages', async () => {
      const desc = (await get('/company/all?sort=name&order=desc&perPage=2', admin)).json();
      expect(desc).toMatchObject({ count: 6, pages: 3 });
      expect(names(desc)).toEqual(['snakeXcase Ltd', 'snake_case Ltd']);
      const page3 = (await get('/company/all?sort=name&order=desc&perPage=2&page=3', admin)).json();
      expect(names(page3)).toEqual(['100% Pure', '100 Pure']);
      const byUsers = (await get('/company/all?sort=users&order=desc&perPage=2', admin)).json();
      expect(names(byUsers)).toEqual(['Other', 'Acme']);
      const fewest = (await get('/company/all?sort=users&order=asc', admin)).json();
      expect(names(fewest).slice(-2)).toEqual(['Acme', 'Other']);
      const trialLast = (await get('/company/all?sort=trialEndsAt&order=desc', admin)).json();
      expect(names(trialLast).at(-1)).toBe('100% Pure');
      expect(names((await get('/company/all?plan=enterprise', admin)).json())).toEqual(['Other']);
      expect(names((await get('/company/all?stage=live', admin)).json())).toEqual(['Acme']);
      expect((await get('/company/all?page=9', admin)).json()).toMatchObject({
        data: [],
        count: 6,
        pages: 1,
      });
    });

    it('refuses bad paging, sort and filters with the field named', async () => {
      for (const [query, field] of [
        ['page=0', 'querystring.page'],
        ['perPage=101', 'querystring.perPage'],
        ['perPage=ten', 'querystring.perPage'],
        ['sort=secret', 'querystring.sort'],
        ['plan=gold', 'querystring.plan'],
      ]) {
        const res = await get(`/company/all?${query}`, admin);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().details[0].path).toBe(field);
      }
    });
  });

  describe('POST /companies', () => {
    it('creates a company with defaults for platform admins (201)', async () => {
      const res = await send('POST', '/companies', admin, { name: '  Newco  ' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ name: 'Newco', plan: 'basic', stage: 'trial', language: 'en', users: 0 });
      const trialDays = (Date.parse(body.trialEndsAt) - Date.now()) / 86_400_000;
      expect(trialDays).toBeGreaterThan(13.9);
      const live = await send('POST', '/companies', admin, {
        name: 'Liveco',
        stage: 'live',
        plan: 'enterprise',
        language: 'de',
      });
      expect(live.json()).toMatchObject({ stage: 'live', trialEndsAt: null, language: 'de' });
      await send('DELETE', `/companies/${body.id}`, admin);
      await send('DELETE', `/companies/${live.json().id}`, admin);
    });

    it('refuses bad input naming the field, and everyone but platform admins', async () => {
      for (const [payload, field] of [
        [{ name: 'x' }, 'name'],
        [{ name: 'Fine', plan: 'gold' }, 'plan'],
        [{ name: 'Fine', language: 'es' }, 'language'],
        [{ name: 'Fine', trialEndsAt: 'tomorrow' }, 'trialEndsAt'],
        [{ name: 42 }, 'name'],
      ] as const) {
        const res = await send('POST', '/companies', admin, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details[0].path).toBe(field);
      }
      expect((await send('POST', '/companies', companyAdmin, { name: 'Mine' })).statusCode).toBe(403);
      expect((await send('POST', '/companies', client, { name: 'Mine' })).statusCode).toBe(403);
    });
  });

  describe('GET /companies/{id}', () => {
    it('gives the details with people counted and admins listed', async () => {
      const res = await get(`/companies/${acmeId}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Acme',
        counts: { users: 3, active: 3, invited: 0, disabled: 0, companyAdmins: 1, players: 1, clients: 1 },
        admins: [{ fullName: 'Test User' }],
      });
      expect((await get(`/companies/${acmeId}`, client)).statusCode).toBe(200);
    });

    it("answers 404 for another company's record and for unknown ids, 400 for malformed ones", async () => {
      expect((await get(`/companies/${otherId}`, companyAdmin)).statusCode).toBe(404);
      expect((await get(`/companies/${otherId}`, client)).statusCode).toBe(404);
      expect((await get(`/companies/${UNKNOWN}`, admin)).statusCode).toBe(404);
      const bad = await get('/companies/42', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe('params.id');
    });
  });

  describe('PUT /companies/{id}', () => {
    it('lets a platform admin change every field', async () => {
      const trialEndsAt = '2030-01-31T00:00:00.000Z';
      const res = await send('PUT', `/companies/${otherId}`, admin, {
        plan: 'basic',
        stage: 'onboarding',
        trialEndsAt,
      });
      expect(res.json()).toMatchObject({ plan: 'basic', stage: 'onboarding', trialEndsAt });
      const cleared = await send('PUT', `/companies/${otherId}`, admin, {
        trialEndsAt: null,
        plan: 'enterprise',
      });
      expect(cleared.json()).toMatchObject({ trialEndsAt: null, plan: 'enterprise' });
    });

    it('lets a company admin change the name and language of their own company only', async () => {
      const res = await send('PUT', `/companies/${acmeId}`, companyAdmin, {
        name: 'Acme Corp',
        language: 'fr',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Acme Corp', language: 'fr', plan: 'standard' });
      // A form posting the whole record with the platform fields unchanged is fine.
      const same = await send('PUT', `/companies/${acmeId}`, companyAdmin, {
        name: 'Acme',
        plan: 'standard',
      });
      expect(same.statusCode).toBe(200);
      const refused = await send('PUT', `/companies/${acmeId}`, companyAdmin, {
        plan: 'enterprise',
        stage: 'churned',
        trialEndsAt: null,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.map((d: { path: string }) => d.path)).toEqual([
        'plan',
        'stage',
        'trialEndsAt',
      ]);
      expect(refused.json().details[0]).toMatchObject({
        messageCode: 'validation.onlyPlatform',
        message: 'Only the platform can change this.',
      });
      expect((await get(`/companies/${acmeId}`, admin)).json()).toMatchObject({
        plan: 'standard',
        stage: 'live',
      });
      expect(
        (await send('PUT', `/companies/${otherId}`, companyAdmin, { name: 'Mine now' })).statusCode,
      ).toBe(404);
      expect((await send('PUT', `/companies/${acmeId}`, client, { name: 'Mine now' })).statusCode).toBe(403);
      expect((await send('PUT', `/companies/${acmeId}`, admin, { language: 'xx' })).statusCode).toBe(400);
      expect((await send('PUT', `/companies/${acmeId}`, companyAdmin, {})).json().name).toBe('Acme');
    });
  });

  describe('logos and files', () => {
    const upload = (id: string, headers: Headers, file: Buffer, type = 'image/png', name = 'logo.png') =>
      postMultipart(t, `/api/companies/${id}/logo`, headers, [
        { name: 'file', filename: name, contentType: type, data: file },
      ]);

    it('stores a PNG, JPEG or WebP typed by its bytes and serves it publicly', async () => {
      const res = await upload(acmeId, companyAdmin, PNG, 'application/octet-stream', '../../etc/passwd');
      expect(res.statusCode).toBe(200);
      const { logoUrl } = res.json();
      expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const file = await t.app.inject({ url: logoUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toContain('immutable');
      expect(file.rawPayload.equals(PNG)).toBe(true);
      const [row] = await t.db.select().from(schema.files).where(eq(schema.files.companyId, acmeId));
      expect(row).toMatchObject({ kind: 'logo', contentType: 'image/png', size: PNG.length });
      // The client's name is kept for display only; the bytes live under a generated key.
      expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
      expect((await upload(acmeId, admin, JPEG, 'image/gif')).json().logoUrl).toBeTruthy();
      const webp = await upload(acmeId, admin, WEBP);
      expect((await t.app.inject({ url: webp.json().logoUrl })).headers['content-type']).toBe('image/webp');
    });

    it('replacing a logo deletes the old file and its bytes', async () => {
      const first = (await upload(acmeId, companyAdmin, PNG)).json().logoUrl;
      const second = (await upload(acmeId, companyAdmin, JPEG, 'image/jpeg')).json().logoUrl;
      expect(second).not.toBe(first);
      expect((await t.app.inject({ url: first })).statusCode).toBe(404);
      expect((await t.app.inject({ url: second })).headers['content-type']).toBe('image/jpeg');
      const rows = await t.db.select().from(schema.files).where(eq(schema.files.companyId, acmeId));
      expect(rows).toHaveLength(1);
      expect(await stored(rows[0]?.storageKey)).toBe(true);
    });

    it('refuses what is not an image (415), too large (413), missing (400) or not multipart (415)', async () => {
      const html = await upload(
        acmeId,
        companyAdmin,
        Buffer.from('<html><script>alert(1)</script>'),
        'image/png',
      );
      expect(html.statusCode).toBe(415);
      expect(html.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
      const tooBig = await upload(acmeId, companyAdmin, big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
      expect((await upload(acmeId, companyAdmin, Buffer.alloc(0))).statusCode).toBe(400);
      const none = await postMultipart(t, `/api/companies/${acmeId}/logo`, companyAdmin, [
        { name: 'note', data: 'hello' },
      ]);
      expect(none.statusCode).toBe(400);
      expect(none.json().details[0].path).toBe('file');
      expect((await send('POST', `/companies/${acmeId}/logo`, companyAdmin, { file: 'x' })).statusCode).toBe(
        415,
      );
      const files = await t.db.select({ n: count() }).from(schema.files);
      expect(Number(files[0]?.n)).toBe(1);
    });

    it("answers 404 for another company's logo upload and for unknown files", async () => {
      expect((await upload(otherId, companyAdmin, PNG)).statusCode).toBe(404);
      expect((await upload(acmeId, client, PNG)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/files/${UNKNOWN}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/files/..%2F..%2Fetc' })).statusCode).toBe(400);
    });
  });

  describe('DELETE /companies/{id}', () => {
    /** Every row of every table that names the company, or one of its users. */
    async function rowsLeft(companyId: string, userIds: string[]) {
      const left: Record<string, number> = {};
      for (const table of Object.values(schema)) {
        if (!is(table, PgTable)) continue;
        const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
        for (const [name, column] of Object.entries(columns)) {
          const where =
            name === 'companyId'
              ? eq(column, companyId)
              : ['userId', 'createdBy'].includes(name) && userIds.length > 0
                ? inArray(column, userIds)
                : undefined;
          if (!where) continue;
          const [row] = await t.db.select({ n: count() }).from(table).where(where);
          left[`${table[Symbol.for('drizzle:Name') as never]}.${name}`] = Number(row?.n ?? 0);
        }
      }
      return left;
    }

    it('asks for confirmation when the company holds data, then leaves no row behind', async () => {
      const doomed = await createCompany(t.db, { name: 'Doomed' });
      const owner = await t.signIn('company_admin', { companyId: doomed.id });
      const invited = await createUser(t.db, { companyId: doomed.id });
      await send('POST', '/users', owner.headers, {
        fullName: 'New Person',
        email: 'new.person@doomed.test',
        role: 'player',
      });
      await send('POST', '/user/forgotpassword', clientHeaders, { email: owner.user.email });
      await t.db
        .insert(schema.notifications)
        .values({ companyId: doomed.id, userId: owner.user.id, type: 'uploadFinished' });
      await t.db
        .insert(schema.uploadJobs)
        .values({ companyId: doomed.id, createdBy: owner.user.id, fileName: 'x.csv' });
      await t.db.insert(schema.salesLeads).values({
        source: 'register',
        companyId: doomed.id,
        companyName: 'Doomed',
        contactName: 'Owner',
        email: owner.user.email,
      });
      const uploaded = await postMultipart(t, `/api/companies/${doomed.id}/logo`, owner.headers, [
        { name: 'file', filename: 'l.png', contentType: 'image/png', data: PNG },
      ]);
      const [file] = await t.db.select().from(schema.files).where(eq(schema.files.companyId, doomed.id));

      const refused = await send('DELETE', `/companies/${doomed.id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        messageCode: 'companies.holdsData',
        params: { name: doomed.name, users: 3, files: 1, uploads: 1 },
      });
      expect((await get(`/companies/${doomed.id}`, admin)).statusCode).toBe(200);

      const userIds = [owner.user.id, invited.id];
      const before = await rowsLeft(doomed.id, userIds);
      for (const table of [
        'users',
        'refresh_tokens',
        'password_links',
        'outbox_messages',
        'files',
        'notifications',
      ]) {
        expect(before[`${table}.companyId`], table).toBeGreaterThan(0);
      }
      expect((await send('DELETE', `/companies/${doomed.id}?confirm=true`, admin)).statusCode).toBe(204);
      const after = await rowsLeft(doomed.id, userIds);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
      // The lead stays (platform-owned sales history), no longer linked.
      const leads = await t.db
        .select()
        .from(schema.salesLeads)
        .where(eq(schema.salesLeads.email, owner.user.email));
      expect(leads).toEqual([expect.objectContaining({ companyId: null })]);
      expect(await stored(file?.storageKey)).toBe(false);
      expect((await t.app.inject({ url: uploaded.json().logoUrl })).statusCode).toBe(404);
      expect((await get(`/companies/${doomed.id}`, admin)).statusCode).toBe(404);
      // Its people can no longer use their session.
      expect((await get('/auth/me', owner.headers)).statusCode).toBe(401);
    });

    it('deletes an empty company without confirmation', async () => {
      const empty = await createCompany(t.db, { name: 'Empty' });
      expect((await send('DELETE', `/companies/${empty.id}?confirm=false`, admin)).statusCode).toBe(204);
      expect((await send('DELETE', `/companies/${empty.id}`, admin)).statusCode).toBe(404);
    });

    it("never deletes the platform's own company, and only platform admins delete", async () => {
      const res = await send('DELETE', `/companies/${platformId}?confirm=true`, admin);
      expect(res.statusCode).toBe(409);
      expect((await send('DELETE', `/companies/${acmeId}?confirm=true`, companyAdmin)).statusCode).toBe(403);
      expect((await send('DELETE', `/companies/${UNKNOWN}`, admin)).statusCode).toBe(404);
      expect((await send('DELETE', `/companies/${acmeId}?confirm=yes`, admin)).statusCode).toBe(400);
    });
  });
});
