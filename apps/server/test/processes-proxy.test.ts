import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/auth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/demo.ts';
import { multipart, PNG } from './multipart.ts';
import {
  freePort,
  type ServerProcess,
  startProxy,
  startServer,
  startSmtp,
  until,
  waitReady,
} from './processes-support.ts';

/**
 * Several processes: two real server processes (`node src/server.ts`) on one fresh
 * PostgreSQL database, each with its own DATA_DIR, behind a round-robin proxy. Everything a user
 * does goes through the proxy, so consecutive requests land on different processes. Then the
 * process running a job is killed: only the requests in flight to it may fail, and the survivor
 * takes its job over within seconds. Neither process writes a secret or a hash to its log.
 *
 * PostgreSQL only: the embedded database belongs to one process, so there is no second process
 * to run (`TEST_DATABASE_URL` unset shows this test as skipped).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const [admin, organiser, player] = DEMO_ACCOUNTS;
/** A chosen demo password is a secret like any other (the default one is public and printed). */
const DEMO_PASSWORD = `demo-${randomBytes(12).toString('hex')}`;

describe.skipIf(!serverUrl)('two server processes behind a round-robin proxy (PostgreSQL only)', () => {
  const dbName = `rally_proxy_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let db: pg.Client;
  let dbUrl = '';
  let servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let client: Record<string, string>;
  const secrets: string[] = [];

  const call = (
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; raw?: RequestInit } = {},
  ) =>
    fetch(`${proxy.url}/api${url}`, {
      method,
      headers: {
        ...client,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
      ...opts.raw,
    });
  const signIn = async (email: string) => {
    const res = await call('POST', '/auth/gettoken', { body: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      accessToken: string;
      refreshToken: string;
      user: { companyId: string };
    };
    secrets.push(body.accessToken, body.refreshToken);
    return body;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${dbName}`;
    smtp = await startSmtp();
    const ports = [await freePort(), await freePort()];
    // Started at once: migrations, secrets and the demo seed must sort themselves out.
    servers = ports.map((port) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rally-proc-'));
      dirs.push(dir);
      return startServer(
        {
          DATABASE_URL: url.toString(),
          DATA_DIR: dir,
          SMTP_URL: smtp.url,
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'info',
          SEED_DEMO: 'true',
          DEMO_PASSWORD,
          // The traffic below is one user calling as fast as it can: not what the limits are about.
          RATE_LIMIT_PER_USER: '100000',
        },
        port,
      );
    });
    await Promise.all(servers.map((s) => waitReady(s)));
    proxy = await startProxy(ports);
    dbUrl = url.toString();
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const shared = await db.query<{ name: string; value: string }>(
      'select name, value from platform_secrets',
    );
    secrets.push(...shared.rows.map((r) => r.value), DEMO_PASSWORD);
    const apiSecret = shared.rows.find((r) => r.name === 'public-api-secret')?.value ?? '';
    client = { [API_KEY_HEADER]: 'rally-web', [API_SECRET_HEADER]: apiSecret };
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await proxy?.close();
    await smtp?.close();
    await db?.end();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('signs in, refreshes and signs out across both processes', async () => {
    const session = await signIn(admin.email);
    // Every request below goes to the other process than the one before.
    for (let i = 0; i < 4; i++)
      expect((await call('GET', '/auth/me', { token: session.accessToken })).status).toBe(200);
    const refreshed = await call('POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as { accessToken: string; refreshToken: string };
    secrets.push(pair.accessToken, pair.refreshToken);
    const out = await call('POST', '/auth/logout', {
      token: pair.accessToken,
      body: { refreshToken: pair.refreshToken },
    });
    expect(out.status).toBe(204);
    // Signed out in every process: neither accepts the ended session's tokens.
    for (let i = 0; i < 2; i++) {
      expect((await call('GET', '/auth/me', { token: pair.accessToken })).status).toBe(401);
      expect(
        (await call('POST', '/auth/refresh-token', { body: { refreshToken: pair.refreshToken } })).status,
      ).toBe(401);
    }
    expect([...proxy.served.values()].every((n) => n > 3)).toBe(true);
  });

  it('serves a logo from either process, whichever one received it', async () => {
    const session = await signIn(organiser.email);
    const form = await multipart([
      { name: 'file', filename: 'logo.png', data: PNG, contentType: 'image/png' },
    ]);
    const res = await call('POST', `/companies/${session.user.companyId}/logo`, {
      token: session.accessToken,
      raw: {
        body: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${session.accessToken}` },
      },
    });
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    for (const s of servers) {
      const file = await fetch(`http://127.0.0.1:${s.port}${logoUrl}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    }
  });

  it('delivers an outbox mail once, though both processes send', async () => {
    const res = await call('POST', '/user/forgotpassword', { body: { email: player.email } });
    expect(res.status).toBe(200);
    // The player may hear of other things meanwhile (a round's results): count the reset mails only.
    const resetMails = () =>
      smtp.to(player.email).filter((m) => /reset-password\//.test(m.data.replace(/=\r\n/g, '')));
    const [mail] = await until(() => resetMails().length > 0 && resetMails());
    // The link's token is a secret too: it must not reach a log.
    const token = /reset-password\/([\w-]+)/.exec(mail?.data.replace(/=\r\n/g, '') ?? '')?.[1];
    expect(token).toBeTruthy();
    secrets.push(token ?? '');
    await until(async () => {
      const { rows } = await db.query(
        `select status from outbox_messages where "to" = $1 and template = 'resetLink'`,
        [player.email],
      );
      return rows.every((r) => r.status === 'sent');
    });
    expect(resetMails()).toHaveLength(1);
  });

  it('loses only the requests in flight when a process is killed, and its job is taken over within seconds', async () => {
    const session = await signIn(organiser.email);
    // Hold the users table so the upload job blocks inside its process (no new users can be written).
    const blocker = new pg.Client({ connectionString: dbUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table users in share mode');
    const release = async () => {
      await blocker.query('commit').catch(() => {});
      await blocker.end();
    };
    try {
      await killDuringJob(session, release);
    } finally {
      await release().catch(() => {});
    }
  }, 120_000);

  async function killDuringJob(
    session: { accessToken: string; user: { companyId: string } },
    release: () => Promise<void>,
  ) {
    const emails = ['kill-a@example.com', 'kill-b@example.com', 'kill-c@example.com'];
    const csv = `fullName,email\n${emails.map((e, i) => `Killed ${i},${e}`).join('\n')}\n`;
    const form = await multipart([
      { name: 'companyID', data: session.user.companyId },
      { name: 'file', filename: 'team.csv', data: csv },
    ]);
    const started = await call('POST', '/user/upload', {
      raw: {
        body: form.payload,
        headers: { ...form.headers, ...client, authorization: `Bearer ${session.accessToken}` },
      },
    });
    expect(started.status).toBe(202);
    const uploadId = ((await started.json()) as { id: string }).id;
    const holder = await until(async () => {
      const { rows } = await db.query<{ locked_by: string }>(
        `select locked_by from jobs where name = 'uploads.process' and key = $1 and state = 'running'`,
        [uploadId],
      );
      return rows[0]?.locked_by;
    });
    const victim = servers.find((s) => s.output.join('').includes(`"workerId":"${holder}"`));
    const survivor = servers.find((s) => s !== victim);
    if (!victim || !survivor) throw new Error('the process holding the job is not known');

    // Steady traffic through the proxy while the process dies.
    let stop = false;
    const outcomes: number[] = [];
    const traffic = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const status = await call('GET', '/auth/me', { token: session.accessToken })
          .then((r) => r.status)
          .catch(() => 0);
        outcomes.push(status);
      }
    });
    await until(() => outcomes.length >= 20);
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await victim.exited;
    await release();

    const done = await until(async () => {
      const res = await call('GET', `/user/upload/${uploadId}`, { token: session.accessToken });
      if (res.status !== 200) return false;
      const job = (await res.json()) as { status: string; summary?: { created: number } };
      return job.status === 'done' && job;
    }, 30_000);
    const takeoverMs = Date.now() - killedAt;
    const afterKill = outcomes.length;
    await until(() => outcomes.length >= afterKill + 20);
    stop = true;
    await Promise.all(traffic);

    expect(done.summary?.created).toBe(3);
    // The lease is 10 s: a survivor has the job within it and a poll, not minutes later.
    expect(takeoverMs).toBeLessThan(20_000);
    const failed = outcomes.filter((s) => s !== 200);
    // Only what went to the killed process while it died: the four clients' requests in flight, and
    // at most one more each sent before its sockets closed (reset, not refused and retried).
    expect(
      failed.length,
      `answers other than 200: ${failed.join(', ')}; ${proxy.failures.join(', ')}`,
    ).toBeLessThanOrEqual(8);
    const { rows } = await db.query(`select locked_by, state from jobs where key = $1`, [uploadId]);
    expect(rows[0]).toMatchObject({ state: 'done' });
    // The survivor also sends the invitations, once each.
    for (const email of emails) await until(() => smtp.to(email).length > 0);
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
  }

  it('writes no secret, token or password hash to either process’s log', () => {
    const logs = servers.map((s) => s.output.join(''));
    expect(logs.every((l) => l.includes('Rally is running'))).toBe(true);
    for (const log of logs) {
      for (const secret of secrets.filter((s) => s.length >= 8)) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/\$argon2/);
    }
  });
});
