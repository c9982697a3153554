/**
 * Reports the gzipped JS and CSS that `/login` loads in a real browser, and fails above the budget.
 * Starts the built app on a throwaway data directory, opens /login in headless Chromium, records
 * every script and stylesheet response, and gzips each body. Run: `npm run bench:bundle`.
 * Another build (several on one machine): `WEB_DIST=/tmp/dist node scripts/bundle-size.ts`; the
 * server serves the web app from there (its environment passes on).
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, startApp } from './browser-support.ts';

const BUDGET_KB = 200;
const app = startApp('bundle', { SEED_DEMO: 'false' });

try {
  await app.ready();
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const assets: { url: string; kind: 'js' | 'css'; raw: number; gzip: number }[] = [];
  const unreadable: string[] = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    // A body that cannot be read fails the run: counting it as 0 KB would pass any budget.
    const body = await res.body().catch((error: unknown) => {
      unreadable.push(`${res.url()}: ${String(error)}`);
      return Buffer.alloc(0);
    });
    assets.push({
      url: new URL(res.url()).pathname,
      kind: type === 'script' ? 'js' : 'css',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${app.base}/login`, { waitUntil: 'networkidle' });
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
  for (const line of unreadable) console.log(`unreadable: ${line}`);
  process.exitCode = total / 1024 > BUDGET_KB || unreadable.length > 0 ? 1 : 0;
} finally {
  app.stop();
}
