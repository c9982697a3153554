import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures.ts';

const BUDGET_KB = 200;

// A first visit: every file comes from the server.
test.use({ warmAssetCache: false });

/**
 * What /login costs a first visitor: every script and stylesheet it loads, gzipped (as
 * `scripts/bundle-size.ts` measures it), within its budget.
 */
test('/login loads at most 200 KB of gzipped JS and CSS', async ({ page }) => {
  const sizes: Promise<{ url: string; gzip: number; unreadable?: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(response.url()).pathname;
    // A body that cannot be read would count as 0 KB and hide its weight: it fails the test instead.
    sizes.push(
      response.body().then(
        (body) => ({ url, gzip: gzipSync(body, { level: 9 }).length }),
        (error: unknown) => ({ url, gzip: 0, unreadable: String(error) }),
      ),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  const assets = await Promise.all(sizes);
  expect(assets.length, 'scripts and styles loaded').toBeGreaterThan(0);
  const unreadable = assets.filter((asset) => asset.unreadable).map((a) => `${a.url}: ${a.unreadable}`);
  expect(unreadable, 'every script and stylesheet body was read').toEqual([]);
  const totalKb = assets.reduce((sum, asset) => sum + asset.gzip, 0) / 1024;
  const report = assets
    .sort((a, b) => b.gzip - a.gzip)
    .map((asset) => `${(asset.gzip / 1024).toFixed(1).padStart(7)} KB  ${asset.url}`)
    .join('\n');
  await test.info().attach('login bundle', {
    body: `${report}\n${totalKb.toFixed(1)} KB in all`,
    contentType: 'text/plain',
  });
  console.log(`/login: ${totalKb.toFixed(1)} KB gzipped JS + CSS (budget ${BUDGET_KB} KB)`);
  expect(totalKb, `gzipped JS + CSS of /login:\n${report}`).toBeLessThanOrEqual(BUDGET_KB);
});
