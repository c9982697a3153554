/**
 * What moves as a screen opens: every layout shift (Layout Instability API) of a cold load, with
 * the elements that moved and by how much, at a phone's width (412 px, Lighthouse's mobile preset)
 * and a desktop's (1350 px). Lighthouse's CLS names the total; this names the culprits. Issue 28.
 *
 * Starts the built app with the demo seed (or serves WEB_DIST), opens each screen in a fresh
 * Chromium context (a role's session stored first), the CPU slowed 4× so late answers land as
 * they do on a phone, and reads the shifts until the page has been still for 3 s.
 * Run on a build already made: `node scripts/layout-shifts.ts --only publicGame,gameView`.
 */
import { parseArgs } from 'node:util';
import { allScreens, DEMO_PASSWORD, seedIds, sessionOf, storeSession, urlOf } from './bench-screens.ts';
import { launchBrowser, startApp } from './browser-support.ts';

const { values: flags } = parseArgs({
  options: { only: { type: 'string' }, widths: { type: 'string', default: '412,1350' } },
});
const only = flags.only?.split(',').filter(Boolean);
const screens = allScreens().filter((s) => !only || only.includes(s.id));
const widths = (flags.widths ?? '412').split(',').map(Number);

/** Browser code that records the shifts (as text: the scripts are type-checked without the DOM). */
const RECORD = `
  window.__shifts = [];
  const describe = (node) => {
    if (!node || !node.tagName) return String(node && node.nodeName);
    const el = node;
    const text = (el.textContent || '').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '') + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        at: Math.round(e.startTime),
        value: e.value,
        input: e.hadRecentInput,
        sources: (e.sources || []).map((s) => ({
          node: describe(s.node),
          from: [s.previousRect.y, s.previousRect.height].map(Math.round),
          to: [s.currentRect.y, s.currentRect.height].map(Math.round),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });`;

type TShift = {
  at: number;
  value: number;
  input: boolean;
  sources: { node: string; from: number[]; to: number[] }[];
};

const app = startApp('layout-shifts', { SEED_DEMO: 'true', DEMO_PASSWORD });
try {
  await app.ready();
  const ids = await seedIds(app.base);
  const browser = await launchBrowser();
  for (const width of widths) {
    for (const { id, path, role } of screens) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width, height: width < 800 ? 823 : 940 },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (role) {
        await page.goto(`${app.base}/favicon.svg`);
        await page.evaluate(storeSession(await sessionOf(app.base, role)));
      }
      await page.addInitScript(RECORD);
      await page.goto(`${app.base}${urlOf(id, path, ids)}`, { waitUntil: 'load' });
      // Still for 3 s: no new shift in that time (a live board may keep changing text, not layout).
      let seen = -1;
      for (let i = 0; i < 20; i++) {
        const count = await page.evaluate('window.__shifts.length');
        if (count === seen) break;
        seen = count as number;
        await page.waitForTimeout(3000);
      }
      const shifts = (await page.evaluate('window.__shifts')) as TShift[];
      const total = shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0);
      console.log(`\n${id} at ${width} px: CLS ${total.toFixed(3)}`);
      for (const s of shifts) {
        console.log(
          `  ${String(s.at).padStart(6)} ms  ${s.value.toFixed(4)}${s.input ? ' (after input)' : ''}`,
        );
        for (const src of s.sources) console.log(`      ${src.node}  y/h ${src.from} -> ${src.to}`);
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  app.stop();
}
