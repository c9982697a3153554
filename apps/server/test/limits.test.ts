import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { secondInstance } from './limits-shared.ts';

const OFFICE = '203.0.113.7';

describe('limits that fit a real office', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Rally</title>');
    for (const f of ['index-a1.js', 'vendor-b2.js', 'index-c3.css'])
      writeFileSync(path.join(dist, 'assets', f), '/**/');
    t = await createTestApp({ WEB_DIST: dist, RATE_LIMIT_PER_USER: '20' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = OFFICE) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('gives 300 people behind one address loading the app at once no 429', async () => {
    const company = await createCompany(t.db);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const user = await createUser(t.db, { companyId: company.id, status: 'active' });
      const token = await t.app.jwt.sign({ sub: user.id, role: user.role, cid: company.id });
      const signedIn = { authorization: `Bearer ${token}` };
      const load = [
        get('/dashboard'),
        get('/app-config.js'),
        get('/assets/index-a1.js'),
        get('/assets/vendor-b2.js'),
        get('/assets/index-c3.css'),
        // The first API calls: a refresh from a stale tab (public, per address), then the user's own.
        t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          payload: { refreshToken: `r1.stale.${i}` },
          remoteAddress: OFFICE,
        }),
        get('/api/auth/me', signedIn),
        get('/api/auth/me', signedIn),
      ];
      for (const res of await Promise.all(load))
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(429)).toBeUndefined();
    expect(statuses.get(200)).toBe(300 * 7);
  }, 120_000);

  it('lets a whole office sign in from one address: only failed sign-ins count there', async () => {
    const company = await createCompany(t.db);
    // t.signIn signs in from the one test address; the route allows 60 per 5 minutes.
    for (let i = 0; i < 70; i++) await t.signIn('player', { companyId: company.id });
  }, 120_000);

  it('limits a signed-in user per user, whatever the address, with Retry-After and a message code', async () => {
    const ana = await t.signIn('player');
    const ben = await t.signIn('player', { companyId: ana.companyId });
    for (let i = 0; i < 20; i++)
      expect((await get('/api/auth/me', ana.headers, `198.51.100.${i}`)).statusCode).toBe(200);
    const over = await get('/api/auth/me', ana.headers, '198.51.100.99');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', messageCode: 'common.tooManyRequests' });
    // Another person at the same address is not held back by Ana.
    expect((await get('/api/auth/me', ben.headers, '198.51.100.99')).statusCode).toBe(200);
  });

  it('shares the counts between two app instances on one database', async () => {
    const b = await secondInstance(t);
    try {
      const cara = await t.signIn('player');
      const apps = [t.app, b.app];
      const codes: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await (apps[i % 2] ?? t.app).inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: cara.headers,
        });
        codes.push(res.statusCode);
      }
      // 20 a minute in all, not 20 on each instance.
      expect(codes.filter((c) => c === 200)).toHaveLength(20);
      expect(codes.slice(20)).toEqual([429, 429]);
    } finally {
      await b.close();
    }
  });
});
