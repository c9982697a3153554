import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/errors.ts';
import { API_KEY, API_SECRET, clientHeaders, createTestApp, type TestContext } from './helpers.ts';

const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    PUBLIC_API_KEY: API_KEY,
    PUBLIC_API_SECRET: API_SECRET,
    WEB_DIST: '/nonexistent',
  });

const signIn = (app: TestContext['app']) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/gettoken',
    headers: clientHeaders,
    payload: { email: 'someone@example.com', password: 'a password of some length' },
  });

describe('a database outage answers 503 with a retry hint', () => {
  it('tells an outage from a bad statement', () => {
    const wrapped = (code: string) =>
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code }) });
    for (const code of ['57P01', '08006', '08001', '53300', 'ECONNREFUSED'])
      expect(isDatabaseUnavailable(wrapped(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['23505', '22021', '42P01']) expect(isDatabaseUnavailable(wrapped(code))).toBe(false);
  });

  it('answers 503 UNAVAILABLE with Retry-After when the server refuses connections', async () => {
    // Nothing listens on port 1: every connection is refused, as when PostgreSQL is down.
    const database = await openPostgres('postgres://postgres@127.0.0.1:1/rally');
    const app = await buildApp({ config: config(), database, logStream: false });
    try {
      const res = await signIn(app);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', messageCode: 'common.unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL (TEST_DATABASE_URL)', () => {
    let t: TestContext;
    afterAll(() => t?.close());

    it('answers 503 while the database refuses connections, then recovers without a restart', async () => {
      t = await createTestApp();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const { rows } = await t.db
        .execute<{ name: string }>('SELECT current_database() AS name' as never)
        .then((r) => r as unknown as { rows: { name: string }[] });
      const name = rows[0]?.name ?? '';
      try {
        expect((await signIn(t.app)).statusCode).toBe(401);
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        const down = await signIn(t.app);
        expect(down.statusCode).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
        expect((await signIn(t.app)).statusCode).toBe(401);
      } finally {
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`).catch(() => {});
        await admin.end();
      }
    });
  });
});
