/**
 * The JavaScript a first visit fetches before the page first paints, compressed as the server sends
 * it (the build's brotli copies), on the screens a phone meets first: /login (aim 100 KB), the
 * player's home and the public pages (aim 170 KB). Issue 28; Lighthouse's "JS before first paint"
 * (`bench:lighthouse`) counts the same scripts, with their headers.
 *
 * Starts the built app with the demo seed, opens each screen in a fresh headless Chromium context
 * (no cache, no service worker; the player's session stored first), and counts every script whose
 * request started before the first contentful paint (the Resource and Paint Timing entries), by its
 * `encodedBodySize`. Run: `npm run bench:first-paint` (builds first), or on a build already
 * made `node scripts/first-paint-js.ts --only login,play`.
 * Exits 1 when a screen is over its aim.
 */
import { parseArgs } from 'node:util';
import { allScreens, DEMO_PASSWORD, seedIds, sessionOf, storeSession, urlOf } from './bench-screens.ts';
import { launchBrowser, startApp } from './browser-support.ts';

export const FIRST_PAINT_AIMS_KB: Record<string, number> = {
  login: 100,
  play: 170,
  publicGame: 170,
  publicLeaderboard: 170,
  onboarding: 170,
  joinGame: 170,
};

const { values: flags } = parseArgs({ options: { only: { type: 'string' } } });
const screens = allScreens().filter(
  (screen) => screen.id in FIRST_PAINT_AIMS_KB && (!flags.only || flags.only.split(',').includes(screen.id)),
);

type TScript = { name: string; start: number; bytes: number };
/** A Resource Timing entry, as far as read here (the scripts are type-checked without the DOM's types). */
type TEntry = { name: string; startTime: number; encodedBodySize: number };
const app = startApp('first-paint-js', { SEED_DEMO: 'true', DEMO_PASSWORD });
const misses: string[] = [];
try {
  await app.ready();
  const ids = await seedIds(app.base);
  const browser = await launchBrowser();
  for (const { id, path, role } of screens) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    if (role) {
      await page.goto(`${app.base}/favicon.svg`);
      await page.evaluate(storeSession(await sessionOf(app.base, role)));
    }
    // Not `networkidle`: the player's home and the public boards keep a live stream open.
    await page.goto(`${app.base}${urlOf(id, path, ids)}`, { waitUntil: 'load' });
    // Whatever the first paint waited for has arrived by then (main.tsx renders once it is here).
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { paint, scripts } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const entries = performance.getEntriesByType('resource') as unknown as TEntry[];
      return {
        paint: fcp?.startTime ?? Number.POSITIVE_INFINITY,
        scripts: entries
          .filter((e) => /\.m?js(\?|$)/.test(e.name))
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, bytes: e.encodedBodySize })),
      };
    });
    await context.close();
    const before = (scripts as TScript[]).filter((s) => s.start < paint);
    const kb = before.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const aim = FIRST_PAINT_AIMS_KB[id] ?? 0;
    console.log(`\n${id}: ${kb.toFixed(1)} KB of JS before the first paint (aim ${aim} KB)`);
    for (const s of before.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.name}`);
    if (kb > aim) misses.push(`${id}: ${kb.toFixed(1)} KB > ${aim} KB`);
  }
  await browser.close();
} finally {
  app.stop();
}
console.log(misses.length ? `\nOver the aim:\n  ${misses.join('\n  ')}` : '\nEvery screen within its aim.');
process.exitCode = misses.length ? 1 : 0;
