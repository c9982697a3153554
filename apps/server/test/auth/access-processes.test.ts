import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/db/bulk.ts';
import {
  API_KEY,
  API_SECRET,
  createTestApp,
  type Session,
  TEST_PASSWORD,
  type TestContext,
} from '../helpers.ts';
import { startPgProxy } from '../pg-proxy.ts';
import { freePort, type ServerProcess, startServer, waitReady } from '../processes-support.ts';

/**
 * A change of access made through one server process holds on the very next request to any
 * process: each request is decided on the account as it is now, not on what this process last
 * heard. On PostgreSQL a second server process (`node src/server.ts`) shares the test app's
 * database, its notifications held back while the change is made (they may come late, and nothing
 * may wait for them); on the embedded database (one process) the same requests go to the one app.
 */
describe('access changes reach the next request on every process', () => {
  let t: TestContext;
  let other:
    | { server: ServerProcess; proxy: Awaited<ReturnType<typeof startPgProxy>>; dir: string }
    | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return;
    const [row] = await executeRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const url = new URL(base);
    url.pathname = `/${row?.name}`;
    const proxy = await startPgProxy(url.toString());
    const dir = mkdtempSync(path.join(tmpdir(), 'rally-access-'));
    const server = startServer(
      {
        DATABASE_URL: proxy.url,
        DATA_DIR: dir,
        JWT_SECRET: t.config.jwtSecret,
        PUBLIC_API_KEY: API_KEY,
        PUBLIC_API_SECRET: API_SECRET,
        SEED_DEMO: 'false',
        WEB_DIST: '/nonexistent',
      },
      await freePort(),
    );
    other = { server, proxy, dir };
    await waitReady(server);
  }, 180_000);
  afterAll(async () => {
    if (other) {
      other.server.child.kill('SIGTERM');
      await other.server.exited;
      await other.proxy.close();
      rmSync(other.dir, { recursive: true, force: true });
    }
    await t.close();
  }, 60_000);

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, s: Session, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
  /** The same call to the process that did not make the change: the second one, or the only one. */
  const callElsewhere = async (method: Method, url: string, s: Session) => {
    if (!other) return (await call(method, url, s)).statusCode;
    const res = await fetch(`http://127.0.0.1:${other.server.port}/api${url}`, {
      method,
      headers: s.headers,
    });
    return res.status;
  };
  const me = (s: Session) => callElsewhere('GET', '/auth/me', s);
  /** Runs `change` on the first app; the second hears of it only after `check` has run. */
  async function unheard(change: () => Promise<{ statusCode: number }>, check: () => Promise<void>) {
    other?.proxy.hold();
    try {
      expect([200, 204]).toContain((await change()).statusCode);
      await check();
    } finally {
      other?.proxy.release();
    }
  }

  it('signing out on one process refuses the session on the next request to another', async () => {
    const session = await t.signIn('player');
    expect(await me(session)).toBe(200);
    await unheard(
      () => call('POST', '/auth/logout', session, { refreshToken: session.refreshToken }),
      async () => expect(await me(session)).toBe(401),
    );
  });

  it('signing out everywhere on one process refuses every session on another', async () => {
    const session = await t.signIn('player');
    expect(await me(session)).toBe(200);
    await unheard(
      () => call('POST', '/auth/logout', session, { everywhere: true }),
      async () => expect(await me(session)).toBe(401),
    );
  });

  it('disabling a user on one process refuses them on another', async () => {
    const admin = await t.signIn('company_admin');
    const victim = await t.signIn('player', { companyId: admin.companyId });
    expect(await me(victim)).toBe(200);
    await unheard(
      () => call('PUT', `/users/${victim.user.id}`, admin, { status: 'disabled' }),
      async () => expect(await me(victim)).toBe(401),
    );
  });

  it('a role taken away on one process is gone on another', async () => {
    const admin = await t.signIn('company_admin');
    const demoted = await t.signIn('company_admin', { companyId: admin.companyId });
    expect(await callElsewhere('GET', '/user/all', demoted)).toBe(200);
    await unheard(
      () => call('PUT', `/users/${demoted.user.id}`, admin, { role: 'player' }),
      async () => expect(await callElsewhere('GET', '/user/all', demoted)).toBe(403),
    );
  });

  it('a password changed on one process ends the sessions on another', async () => {
    const session = await t.signIn('player');
    expect(await me(session)).toBe(200);
    await unheard(
      () =>
        call('PUT', `/users/${session.user.id}/password`, session, {
          currentPassword: TEST_PASSWORD,
          newPassword: 'another horse battery staple',
        }),
      async () => expect(await me(session)).toBe(401),
    );
  });

  it('decides requests arriving together each on its own account and session', async () => {
    const player = await t.signIn('player');
    const out = await t.signIn('player');
    const admin = await t.signIn('company_admin');
    expect((await call('POST', '/auth/logout', out, { refreshToken: out.refreshToken })).statusCode).toBe(
      204,
    );
    const answers = await Promise.all([player, out, admin, out, player].map((s) => me(s)));
    expect(answers).toEqual([200, 401, 200, 401, 200]);
    expect(await callElsewhere('GET', '/user/all', player)).toBe(403);
  });
});
