import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { TRole } from '@rally/contracts/abilities';
import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/auth';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject, it } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openEmbedded, openPostgres } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { ensureApiClient } from '../src/seed/api-client.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { MIGRATED_EMBEDDED } from './migrated-copy.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const API_KEY = 'rally-test';
export const API_SECRET = 'test-secret-0123456789abcdef';
export const clientHeaders = { [API_KEY_HEADER]: API_KEY, [API_SECRET_HEADER]: API_SECRET };

/** `YYYY-MM-DD` `offset` days from today (UTC, the zone of the games the tests make). */
export const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A test of what happens when requests arrive at the same time. It runs only on a PostgreSQL server
 * (TEST_DATABASE_URL): PGlite has a single connection, so there the requests' transactions run one
 * after another and the test would pass without anything racing. On PGlite it shows as skipped.
 */
export function itRaces(name: string, test: () => Promise<void>) {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(`race (PostgreSQL only): ${name}`, test);
}

/**
 * A fresh database for one test file: in-memory PGlite, or (with TEST_DATABASE_URL) a new database
 * created on that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const migrated = inject(MIGRATED_EMBEDDED);
    const database = await openEmbedded(undefined, migrated ? new Blob([readFileSync(migrated)]) : undefined);
    return { database, drop: async () => {} };
  }
  const name = `rally_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;
/** A user `signIn` made: the row, its company, tokens and the headers to call as them. */
export type Session = Awaited<ReturnType<TestContext['signIn']>>;

/** Builds the real app on a fresh, migrated database. `logs` captures every log line written. */
export async function createTestApp(
  env: Record<string, string> = {},
  { onRoute }: Pick<BuildOptions, 'onRoute'> = {},
) {
  const { database, drop } = await freshDatabase();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/rally-test-data',
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    PUBLIC_API_KEY: API_KEY,
    PUBLIC_API_SECRET: API_SECRET,
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  await ensureApiClient(database.db, { key: API_KEY, secret: API_SECRET, name: 'tests' });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const app = await buildApp({ config, database, logStream: stream, onRoute });
  await app.ready();
  const db = database.db;

  /** Creates a company (or uses the given one) and a signed-in user of that role. */
  async function signIn(role: TRole, opts: { companyId?: string; email?: string } = {}) {
    const companyId = opts.companyId ?? (await createCompany(db)).id;
    const user = await createUser(db, {
      companyId,
      role,
      password: TEST_PASSWORD,
      ...(opts.email ? { email: opts.email } : {}),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/gettoken',
      headers: clientHeaders,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { accessToken: string; refreshToken: string };
    return { user, companyId, ...body, headers: { authorization: `Bearer ${body.accessToken}` } };
  }

  const outbox = (to: string) => db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

  return {
    app,
    db,
    database,
    config,
    logs,
    signIn,
    outbox,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A fresh app (`createTestApp`) with one company in it, for tests that only need somewhere to put rows. */
export async function createTestAppWithCompany() {
  const t = await createTestApp();
  return { t, companyId: (await createCompany(t.db)).id };
}

/** Sets a password with the token of an invitation or reset link, as the web app does. */
export function setPasswordByLink(t: TestContext, token: string | undefined, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/resetpassword',
    headers: clientHeaders,
    payload: { id: token, password },
  });
}
