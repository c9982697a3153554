import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { accessPlugin } from '../src/plugins/access.ts';
import { API_KEY, createTestApp, type TestContext } from './helpers.ts';

describe('operations', () => {
  let t: TestContext;
  // The built app in `dist`, and beside it a file no URL may reach.
  const root = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Rally</title>');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(root, 'secret.txt'), 'outside the web root');
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('answers the health and readiness probes', async () => {
    expect((await t.app.inject('/api/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('exposes Prometheus metrics including request durations', async () => {
    await t.app.inject('/api/healthz');
    const res = await t.app.inject('/api/metrics');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('http_request_duration_seconds_bucket');
  });

  it('publishes the OpenAPI document and interactive docs', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/dashboard/companyoverview');
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('answers an unknown API route with a JSON 404 and echoes the request id', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', requestId: 'abc-123' });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the web app with a history fallback and its runtime config', async () => {
    const page = await t.app.inject('/dashboard/analytics');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Rally</title>');
    expect((await t.app.inject('/robots.txt')).body).toBe('User-agent: *');
    const cfg = await t.app.inject('/app-config.js');
    expect(cfg.body).toContain(`"apiKey":"${API_KEY}"`);
  });

  it('serves no file outside the web root, whatever the raw path', async () => {
    // `inject` resolves `..` before the app sees the URL (and so do browsers and curl): only a raw
    // request line reaches the handler with the dots still in it.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect((await rawGet(port, '/robots.txt')).body).toBe('User-agent: *');
    for (const raw of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      const res = await rawGet(port, raw);
      expect(res.body, raw).not.toContain('outside the web root');
      // The history fallback answered: the handler saw the path and refused to read the file.
      expect(res.body, raw).toContain('<title>Rally</title>');
    }
  });

  it('logs one line per request: who asked what, the answer and its time, no headers or secrets', async () => {
    const session = await t.signIn('company_admin');
    const headers = { ...session.headers, 'user-agent': 'line-test', 'x-request-id': 'line-1' };
    await t.app.inject({ url: '/api/user/all?page=1&perPage=10', headers });
    await t.app.inject({ url: '/api/healthz?token=s3cret-value&x=1', headers: { 'x-request-id': 'line-2' } });
    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const [listed, ...more] = lines.filter((l) => l.reqId === 'line-1');
    expect(more).toEqual([]);
    expect(Object.keys(listed ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'userId',
      'msg',
    ]);
    expect(listed).toMatchObject({
      level: 30,
      reqId: 'line-1',
      res: { statusCode: 200 },
      userId: session.user.id,
      msg: 'request completed',
    });
    expect(listed?.req).toEqual({
      method: 'GET',
      url: '/api/user/all?page=1&perPage=10',
      remoteAddress: '127.0.0.1',
      userAgent: 'line-test',
    });
    const anonymous = lines.find((l) => l.reqId === 'line-2');
    expect(anonymous).not.toHaveProperty('userId');
    expect(anonymous?.req).toMatchObject({ url: '/api/healthz?token=[REDACTED]&x=1' });
    expect(t.logs.join('\n')).not.toContain(session.accessToken);
  });

  it('refuses to start a route that declares no access', async () => {
    const bare = Fastify();
    await bare.register(accessPlugin);
    bare.get('/api/declared', { config: { access: 'public' } }, async () => 'ok');
    expect(() => bare.get('/api/unguarded', async () => 'oops')).toThrow(
      /GET \/api\/unguarded declares no access/,
    );
    await bare.close();
  });
});

describe('configuration', () => {
  it('lists every bad value at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        DATA_DIR: '/tmp/rally-cfg',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('JWT_SECRET');
    }
  });

  it('generates secrets once and keeps them in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rally-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(b.publicApiSecret).toBe(a.publicApiSecret);
  });
});

/** Sends the request line exactly as given (no URL normalisation) and reads the whole answer. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}
