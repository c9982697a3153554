import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/** As the web build writes the worker (apps/web/src/service-worker/sw.ts): room for the page's fingerprint. */
const WORKER = 'const page="__RALLY_PAGE_FINGERPRINT__";precacheAndRoute([{url:"/",revision:"b1."+page}]);';
const MANIFEST = JSON.stringify({ name: 'Rally', start_url: '/play?launch' });

function builtApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script src="/app-config.js"></script>' +
      '<script type="module" src="/assets/index-a1.js"></script></head>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-a1.js'), '/**/');
  writeFileSync(path.join(dist, 'sw.js'), WORKER);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  return dist;
}

/** The installable app (decision 0027): what browsers must never keep stale, and what they may keep. */
describe('serving the installable app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = builtApp();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the service worker always revalidated, with the fingerprint of the page it keeps', async () => {
    const worker = await t.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).not.toContain('__RALLY_PAGE_FINGERPRINT__');
    expect(worker.body).toMatch(/^const page="[0-9a-f]{20}";/);

    // Unchanged, a browser's check costs a 304.
    const again = await t.app.inject({
      url: '/sw.js',
      headers: { 'if-none-match': String(worker.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the manifest and the icons always revalidated, as the manifest type', async () => {
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toMatchObject({ start_url: '/play?launch' });
    const icon = await t.app.inject('/icons/icon-192.png');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep hashed bundles for good', async () => {
    const bundle = await t.app.inject('/assets/index-a1.js');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives a changed runtime configuration a new worker, so installed apps fetch the new page', async () => {
    const other = await createTestApp({ WEB_DIST: dist, PUBLIC_API_KEY: 'rally-rotated' });
    try {
      const [before, after] = await Promise.all([t.app.inject('/sw.js'), other.app.inject('/sw.js')]);
      expect(after.body).not.toBe(before.body);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The page the new worker fetches carries the new pair.
      expect((await other.app.inject('/?__WB_REVISION__=x')).body).toContain('"apiKey":"rally-rotated"');
    } finally {
      await other.close();
    }
    // A second app on a database of its own: as slow to build as the one of beforeAll.
  }, 120_000);
});
