import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/auth';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from '../src/config.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo.ts';
import { prepareDatabase } from '../src/start.ts';

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ DATA_DIR: '/tmp/rally-cfg', TRUST_PROXY: value }).trustProxy;

  it('takes false, true, a hop count, or addresses and CIDR ranges', () => {
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.local']) expect(() => trust(bad)).toThrow(ConfigError);
  });

  it('with a hop count, takes the address the nearest proxy saw, not one the client wrote', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/rally-cfg',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_API_SECRET: 'y'.repeat(20),
      TRUST_PROXY: '1',
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp({ config, database: { db: {} } as never, logStream: false });
    app.get('/ip', async (request) => request.ip);
    const res = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' },
    });
    expect(res.body).toBe('198.51.100.4');
    await app.close();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('several processes on one PostgreSQL database', () => {
  it('start together on a fresh database, share secrets, and accept each other’s tokens', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = `rally_procs_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    url.pathname = `/${name}`;
    const env = (dir: string) => ({
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), dir)),
      WEB_DIST: '/nonexistent',
    });
    const loaded = [loadConfig(env('rally-a-')), loadConfig(env('rally-b-'))];
    try {
      expect(loaded[0]?.sharedSecrets).toEqual(['jwt-secret', 'public-api-secret', 'vapid-keys']);
      const [a, b] = await Promise.all(loaded.map((c) => prepareDatabase(c)));
      if (!a || !b) throw new Error('not prepared');
      // Nothing kept per process: the secrets live in the database.
      expect(existsSync(path.join(loaded[0]?.dataDir ?? '', 'secrets'))).toBe(false);
      expect(b.config.jwtSecret).toBe(a.config.jwtSecret);
      expect(b.config.publicApiSecret).toBe(a.config.publicApiSecret);
      // Pushes signed by either process are checked against the one key pair browsers subscribed with.
      expect(b.config.push.publicKey).toMatch(/^[\w-]{87}$/);
      expect(b.config.push).toEqual(a.config.push);
      expect([a.seeded, b.seeded].filter(Boolean)).toHaveLength(1);

      const appA = await buildApp({ config: a.config, database: a.database, logStream: false });
      const appB = await buildApp({ config: b.config, database: b.database, logStream: false });
      try {
        const signIn = await appA.inject({
          method: 'POST',
          url: '/api/auth/gettoken',
          headers: { [API_KEY_HEADER]: a.config.publicApiKey, [API_SECRET_HEADER]: b.config.publicApiSecret },
          payload: { email: DEMO_ACCOUNTS[0].email, password: DEFAULT_DEMO_PASSWORD },
        });
        expect(signIn.statusCode).toBe(200);
        const me = await appB.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${signIn.json().accessToken}` },
        });
        expect(me.statusCode).toBe(200);
      } finally {
        await appA.close();
        await appB.close();
        await a.database.close();
        await b.database.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
