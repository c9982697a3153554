import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';
import { freePort, startServer, WEB_DIST } from '../support/own-server.ts';

/**
 * Rally as an installed app (decision 0027): a second visit opens from the service worker's cache,
 * with no network; a new version waits until the player reloads into it; the manifest makes the app
 * installable.
 */

// The subject is the service worker: allowed here (blocked elsewhere, playwright.config.ts), and
// no routing of the app's files (a request the test routes passes the worker by).
test.use({ serviceWorkers: 'allow', warmAssetCache: false });

/** Resolves once the service worker controls the page: everything it keeps is in its cache. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

test('a signed-in player reopens the app offline, from the cache', async ({ page, context, signInFast }) => {
  test.setTimeout(180_000);
  await signInFast('player');
  await page.goto('/play');
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible({ timeout: 30_000 });
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  // The shell draws from the worker's cache, and the player's home from what the device kept of it
  // (lib/offline-cache.ts), saying that it is what Rally last sent: not a blank page nor an error.
  await expect(page.getByRole('button', { name: 'PP: account menu of Pedro Player' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My games' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Rally cannot be reached' }),
  ).toHaveText(/^Rally cannot be reached: you see what it last sent, on .+\. Your ticks wait on this phone/);
  expect(page.url()).toMatch(/\/play$/);
  // Moving to another screen works offline too: its code is in the cache.
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

/**
 * A copy of the build as the next version: its page changed (a mark in it), the worker's list
 * with the page's new revision, and the register screen's code gone (a chunk the new build no
 * longer has). What a deploy of a new build does to the files the server sends.
 */
function nextVersion() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-next-build-'));
  cpSync(WEB_DIST, dir, { recursive: true });
  const page = readFileSync(path.join(dir, 'index.html'), 'utf8').replace(
    '</head>',
    '<meta name="rally-build" content="next"></head>',
  );
  writeFileSync(path.join(dir, 'index.html'), page);
  const revision = createHash('md5').update(page).digest('hex');
  const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const registerChunk = /assets\/register-page-[\w-]+\.js/.exec(worker)?.[0];
  if (!registerChunk) throw new Error('the build has no register screen chunk');
  for (const copy of ['', '.br', '.gz']) rmSync(path.join(dir, `${registerChunk}${copy}`), { force: true });
  writeFileSync(
    path.join(dir, 'sw.js'),
    worker
      .replace(/"revision":"[0-9a-f]+","url":"index\.html"/, `"revision":"${revision}","url":"index.html"`)
      .replace(new RegExp(`\\{"revision":null,"url":"${registerChunk}"\\},?`), ''),
  );
  return { dir, files: new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => `/${match[1]}`)) };
}

test('a new version waits until the player reloads into it, and the page never mixes the two', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-e2e-update-'));
  const next = nextVersion();
  let server = await startServer({ port, dataDir, webDist: WEB_DIST });
  try {
    await page.goto(`${server.base}/login`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({ timeout: 30_000 });
    await controlled(page);

    // The next version is deployed.
    await server.stop();
    server = await startServer({ port, dataDir, webDist: next.dir });
    await page.reload();

    const notice = page.getByRole('region', { name: 'A new version of Rally is available.' });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    // Until the player reloads, the page is the old version, whole: its page from the cache, and
    // the code of a screen the new build no longer has, from the cache too.
    await expect(page.locator('meta[name="rally-build"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Start a free trial' }).click();
    await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
    await notice.getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('meta[name="rally-build"]')).toHaveAttribute('content', 'next', {
      timeout: 30_000,
    });
    await expect(notice).toBeHidden();
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => /\.(js|css)$/.test(file)),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => !next.files.has(file))).toEqual([]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(next.dir, { recursive: true, force: true });
  }
});

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('the app is installable: its manifest, its icons, and nothing missing for Chromium', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({
    name: 'Rally',
    short_name: 'Rally',
    start_url: '/play?launch',
    scope: '/',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#ffffff',
  });
  for (const purpose of ['any', 'maskable']) {
    const sizes = manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes, `${purpose} icons`).toEqual(expect.arrayContaining(['192x192', '512x512']));
  }
  for (const icon of manifest.icons.filter((icon) => icon.sizes !== 'any')) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  // Chromium offers no app in a private window, which every test's context is: a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'rally-e2e-profile-'));
  const browser = await chromium.launchPersistentContext(profile, { ...CHROMIUM, baseURL });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/login');
    await controlled(page);
    const devtools = await browser.newCDPSession(page);
    const { errors } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
