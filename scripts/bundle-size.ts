/**
 * Reports the gzipped JS and CSS that `/login` loads in a real browser, and fails above the budget.
 * Starts the built app on a throwaway data directory, opens /login in headless Chromium, records
 * every script and stylesheet response, and gzips each body. Run: `npm run bench:bundle`.
 * Another build (several on one machine): `WEB_DIST=/tmp/dist node scripts/bundle-size.ts`; the
 * server serves the web app from there (its environment passes on).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 200;
const port = 3300 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bundle-'));
const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitReady() {
  // Up to a minute: on a loaded machine the server takes a while to start.
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

try {
  await waitReady();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const assets: { url: string; kind: 'js' | 'css'; raw: number; gzip: number }[] = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    assets.push({
      url: new URL(res.url()).pathname,
      kind: type === 'script' ? 'js' : 'css',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  await browser.close();

  const kb = (n: number) => (n / 1024).toFixed(1);
  assets.sort((a, b) => b.gzip - a.gzip);
  for (const a of assets)
    console.log(`${a.kind.padEnd(4)} ${kb(a.gzip).padStart(7)} KB gz ${kb(a.raw).padStart(8)} KB  ${a.url}`);
  const sum = (k: 'js' | 'css') => assets.filter((a) => a.kind === k).reduce((s, a) => s + a.gzip, 0);
  const total = sum('js') + sum('css');
  console.log(
    `\n/login loads ${kb(sum('js'))} KB JS + ${kb(sum('css'))} KB CSS = ${kb(total)} KB gzipped (budget ${BUDGET_KB} KB, ${((total / 1024 / BUDGET_KB) * 100).toFixed(0)}% of it)`,
  );
  process.exitCode = total / 1024 > BUDGET_KB ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
