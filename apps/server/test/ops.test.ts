import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { accessPlugin } from '../src/plugins/access.ts';
import { API_KEY, createTestApp, type TestContext } from './helpers.ts';

describe('operations', () => {
  let t: TestContext;
  const dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Rally</title>');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
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
    expect((await t.app.inject('/../../etc/passwd')).body).not.toContain('root:');
    const cfg = await t.app.inject('/app-config.js');
    expect(cfg.body).toContain(`"apiKey":"${API_KEY}"`);
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
