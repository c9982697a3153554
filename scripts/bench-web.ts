/**
 * How fast each screen opens for a first-time visitor on a mid-range phone ("Fast to
 * open"): for every screen of the route table, the requests a cold load makes and its largest
 * contentful paint (LCP), with Chromium's CPU slowed 4×. Aims: at most 20 requests, LCP ≤ 1.0 s.
 *
 * Starts the built app on a fresh embedded database with the demo seed, signs in as a demo role
 * that may open each screen (its session put in the browser as the app keeps it, like the e2e
 * tests do), and opens the screen in a new browser context (an empty cache) with
 * `Emulation.setCPUThrottlingRate 4`. A load is over once nothing new was requested for a while
 * (a screen with a live stream never goes network-idle). Each screen's figures are the median of
 * RUNS loads. Prints a table and a pass/fail per aim; exits 1 when an aim is missed. Beside them,
 * the same machine's floor (`bench-web-floor.ts`): pages drawing one heading with HTML alone, with
 * React, and with Mantine, loaded RUNS times before the screens and RUNS times after; each
 * screen's LCP is also given as a multiple of React's.
 *
 * Run: `npm run bench:web` (builds first). Another build: `WEB_DIST=/tmp/dist node scripts/bench-web.ts`.
 * Against a baseline build in the same run: `BASELINE_DIST=/tmp/before` (a second server serves it;
 * each screen's loads alternate between the two, and the table adds the baseline's LCP and the ratio).
 * Options (environment): RUNS (3), ONLY (comma-separated screen ids, e.g. `login,gameList`),
 * CPU_RATE (4), LATENCY_MS (0; e.g. 150 for a mobile network's round trip), DOWNLOAD_KBPS (0: no
 * limit; 1600 with LATENCY_MS=150 is Lighthouse's slow 4G), BENCH_DATABASE_URL (each server on a
 * fresh database of that PostgreSQL server, as in production: the embedded database answers one
 * query at a time, so requests sent together queue there), VERBOSE=1 (each request
 * of each load), SHOTS=<dir> (a screenshot of each screen as measured), TIMELINE=1 (each load's requests, long tasks and LCP candidates, in ms from its start),
 * PROFILE=<file> (a CPU profile of the last screen's last load, for a build with source maps to map), TRACE=<file>
 * (a Chromium trace of the last screen's last load: the main thread's tasks, module evaluation, style and layout).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TRole } from '@rally/contracts/abilities';
import type { Browser } from 'playwright-core';
import {
  allScreens,
  DEMO_PASSWORD,
  median,
  seedIds,
  sessionOf,
  storeSession,
  urlOf,
} from './bench-screens.ts';
import { freshPostgres } from './bench-upload-support.ts';
import { FLOOR_PAGES, startFloor, type TFloorPage } from './bench-web-floor.ts';
import { launchBrowser, screenSettled, startApp } from './browser-support.ts';

const MAX_REQUESTS = 20;
const MAX_LCP_MS = 1000;
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
const ONLY = process.env.ONLY?.split(',').filter(Boolean);
const VERBOSE = process.env.VERBOSE === '1';
const TIMELINE = process.env.TIMELINE === '1';
/** A round trip's added latency, for a network unlike localhost's (0: none, as the aims are set). */
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 0);
/** The download's limit in kbit/s (0: none). */
const DOWNLOAD_KBPS = Number(process.env.DOWNLOAD_KBPS ?? 0);
const PROFILE = process.env.PROFILE;
const TRACE = process.env.TRACE;
/** Where a load's time went (TIMELINE=1): what was asked for when, the main thread's long tasks. */
const TIMELINE_OF_PAGE = `[
  ...performance.getEntriesByType('resource').map((e) =>
    '  ' + Math.round(e.startTime) + '-' + Math.round(e.responseEnd) + ' ms ' + e.name.replace(/^\\w+:\\/\\/[^/]+/, '')),
  '  long tasks (start+duration): ' + (window.__long ?? []).join(' '),
  '  LCP candidates: ' + (window.__lcps ?? []).join(', '),
].join('\\n')`;
/** Quiet this long (no new request) and the load is over. */
const QUIET_MS = 1500;
const LOAD_LIMIT_MS = 60_000;
/** Another build to measure against in the same run: each screen's loads alternate between the two. */
const BASELINE_DIST = process.env.BASELINE_DIST;
const PG_URL = process.env.BENCH_DATABASE_URL;
/** A server's database: a fresh one on PG_URL, else the embedded one in its data directory. */
async function databaseOf(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!PG_URL) return { env: {}, drop: async () => {} };
  const fresh = await freshPostgres(PG_URL);
  await fresh.database.close();
  return { env: { DATABASE_URL: fresh.url }, drop: fresh.drop };
}
const databases = await Promise.all([databaseOf(), ...(BASELINE_DIST ? [databaseOf()] : [])]);
const app = startApp('bench-web', { SEED_DEMO: 'true', DEMO_PASSWORD, ...databases[0]?.env });
const baselineApp = BASELINE_DIST
  ? startApp('bench-web-baseline', {
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      WEB_DIST: BASELINE_DIST,
      ...databases[1]?.env,
    })
  : null;
const floor = await startFloor().catch((error: unknown) => {
  app.stop();
  baselineApp?.stop();
  throw error;
});

type TLoad = { requests: number; lcp: number; urls: string[] };

/** One cold load of `url`, signed in as `role` (null: signed out). */
async function load(
  browser: Browser,
  base: string,
  url: string,
  role: TRole | null,
  /** A floor page's load: not profiled (PROFILE and TRACE are of the screens). */
  floorPage = false,
): Promise<TLoad> {
  const profile = floorPage ? undefined : PROFILE;
  const trace = floorPage ? undefined : TRACE;
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (role) {
      const session = await sessionOf(base, role);
      // A static file of the origin, so the session can go into its localStorage first.
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate(storeSession(session));
    }
    // A new context starts with an empty cache (the favicon visit above left only itself there).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    if (LATENCY_MS > 0 || DOWNLOAD_KBPS > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: DOWNLOAD_KBPS > 0 ? (DOWNLOAD_KBPS * 1000) / 8 : -1,
        uploadThroughput: -1,
      });
    }
    // Browser code as text: the scripts are type-checked without the DOM's types.
    await page.addInitScript({
      content: `window.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__lcp = entry.startTime;
            const text = entry.element ? entry.element.tagName + ' ' + (entry.element.textContent || '').slice(0, 30) : '';
            (window.__lcps ??= []).push(Math.round(entry.startTime) + ' ms ' + text);
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window.__long ??= []).push(Math.round(entry.startTime) + '+' + Math.round(entry.duration));
        }).observe({ type: 'longtask', buffered: true });`,
    });

    const urls: string[] = [];
    const errors: string[] = [];
    let last = Date.now();
    page.on('request', (request) => {
      if (request.url().startsWith('data:')) return;
      urls.push(`${request.resourceType().padEnd(10)} ${new URL(request.url()).pathname}`);
      last = Date.now();
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    // An answer coming in may start more work (a chunk its screen imports, a query it enables).
    page.on('requestfinished', () => {
      last = Date.now();
    });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (trace) {
      await browser.startTracing(page, {
        path: trace,
        categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline'],
      });
    }
    const started = Date.now();
    await page.goto(`${base}${url}`, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
    const up = await screenSettled(page, {
      started,
      lastRequest: () => last,
      quietMs: QUIET_MS,
      limitMs: LOAD_LIMIT_MS,
    });
    if (!up) errors.push('no heading, or still loading, after the time limit');
    // The largest paint is reported after the frame that showed it. One load in a full run once
    // read none (0 ms, which would have passed the aim): wait for it, and count a load without one
    // as failing.
    let lcp = Number(await page.evaluate('window.__lcp'));
    for (let waited = 0; !lcp && waited < 10_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      lcp = Number(await page.evaluate('window.__lcp'));
    }
    if (!lcp) {
      errors.push('no largest contentful paint reported');
      lcp = LOAD_LIMIT_MS;
    }
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    if (trace) await browser.stopTracing();
    if (TIMELINE) console.log(await page.evaluate(TIMELINE_OF_PAGE));
    if (process.env.SHOTS) {
      await page.screenshot({ path: path.join(process.env.SHOTS, `${url.replace(/\W+/g, '_')}.png`) });
    }
    return { requests: urls.length, lcp, urls: [...urls, ...errors] };
  } finally {
    await context.close();
  }
}

try {
  await Promise.all([app.ready(), baselineApp?.ready()]);
  const ids = await seedIds(app.base);
  const baselineIds = baselineApp ? await seedIds(baselineApp.base) : null;
  const screens = allScreens().filter((screen) => !ONLY || ONLY.includes(screen.id));

  const browser = await launchBrowser();
  const floorLoads: Record<TFloorPage, number[]> = { html: [], react: [], mantine: [] };
  const measureFloor = async () => {
    for (let run = 0; run < RUNS; run++)
      for (const [page, url] of Object.entries(FLOOR_PAGES) as [TFloorPage, string][])
        floorLoads[page].push((await load(browser, floor.base, url, null, true)).lcp);
  };
  await measureFloor();
  type TRow = { id: string; url: string; role: string; requests: number; lcp: number; baseline?: number };
  const rows: TRow[] = [];
  try {
    for (const screen of screens) {
      const url = urlOf(screen.id, screen.path, ids);
      const loads: TLoad[] = [];
      const baselineLoads: TLoad[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Taken in turns, the order swapped every run: a burst of other work on the machine, or
        // its drift over a long run, touches both builds alike.
        const thisBuild = async () => loads.push(await load(browser, app.base, url, screen.role));
        const baseline = async () => {
          if (!baselineApp || !baselineIds) return;
          const baselineUrl = urlOf(screen.id, screen.path, baselineIds);
          baselineLoads.push(await load(browser, baselineApp.base, baselineUrl, screen.role));
        };
        for (const take of run % 2 ? [thisBuild, baseline] : [baseline, thisBuild]) await take();
      }
      const row: TRow = {
        id: screen.id,
        url,
        role: screen.role ?? '-',
        requests: median(loads.map((l) => l.requests)),
        lcp: Math.round(median(loads.map((l) => l.lcp))),
        baseline: baselineLoads.length ? Math.round(median(baselineLoads.map((l) => l.lcp))) : undefined,
      };
      rows.push(row);
      const against = row.baseline
        ? ` (baseline ${row.baseline} ms, ${(row.lcp / row.baseline).toFixed(2)})`
        : '';
      console.log(
        `${row.id.padEnd(18)} ${String(row.requests).padStart(4)} req ${String(row.lcp).padStart(6)} ms  ${row.role}${against}`,
      );
      if (VERBOSE) for (const u of loads[0]?.urls ?? []) console.log(`    ${u}`);
    }
    await measureFloor();
  } finally {
    await browser.close();
  }
  const floorLcp = (page: TFloorPage) => Math.round(median(floorLoads[page]));
  const timesReact = (lcp: number) => (lcp / floorLcp('react')).toFixed(2);

  const ok = (pass: boolean) => (pass ? 'ok  ' : 'FAIL');
  const compared = rows.every((r) => r.baseline);
  const cells = (r: TRow) =>
    `| ${r.id} | ${r.url.length > 48 ? `${r.url.slice(0, 45)}...` : r.url} | ${r.role} | ${r.requests} ${r.requests > MAX_REQUESTS ? '✗' : ''} | ${r.lcp} ${r.lcp > MAX_LCP_MS ? '✗' : ''} | ${timesReact(r.lcp)} |` +
    (compared ? ` ${r.baseline} | ${(r.lcp / (r.baseline ?? 1)).toFixed(2)} |` : '');
  console.log(
    `\n| screen | url | role | requests | LCP (ms) | × React's |${compared ? ' baseline LCP (ms) | ratio |' : ''}\n| --- | --- | --- | ---: | ---: | ---: |${compared ? ' ---: | ---: |' : ''}\n${rows.map(cells).join('\n')}`,
  );
  console.log(
    `\nthe floor on this machine (median of ${floorLoads.react.length} loads each, half before the screens, half after): ` +
      `HTML alone ${floorLcp('html')} ms, React ${floorLcp('react')} ms, Mantine's sign-in form ${floorLcp('mantine')} ms; ` +
      `screens: median ${timesReact(median(rows.map((r) => r.lcp)))} × React's, worst ${timesReact(Math.max(0, ...rows.map((r) => r.lcp)))} ×`,
  );
  if (compared && rows.length) {
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const total = sum(rows.map((r) => r.lcp));
    const baselineTotal = sum(rows.map((r) => r.baseline ?? 0));
    console.log(
      `\nagainst the baseline (${BASELINE_DIST}): sum of LCPs ${total} / ${baselineTotal} ms (${(total / baselineTotal).toFixed(3)}), ` +
        `median ratio ${median(rows.map((r) => r.lcp / (r.baseline ?? 1))).toFixed(3)}, ` +
        `${rows.filter((r) => r.lcp < (r.baseline ?? 0)).length} of ${rows.length} screens faster`,
    );
  }
  const worstRequests = rows.reduce((m, r) => Math.max(m, r.requests), 0);
  const worstLcp = rows.reduce((m, r) => Math.max(m, r.lcp), 0);
  const requestsPass = worstRequests <= MAX_REQUESTS;
  const lcpPass = worstLcp <= MAX_LCP_MS;
  console.log(
    `\n${ok(requestsPass)} requests: at most ${MAX_REQUESTS} per cold load (worst ${worstRequests})` +
      `\n${ok(lcpPass)} LCP at ${CPU_RATE}× CPU slowdown: at most ${MAX_LCP_MS} ms (worst ${worstLcp} ms)` +
      `\n(${rows.length} screens, median of ${RUNS} cold loads each)`,
  );
  process.exitCode = requestsPass && lcpPass ? 0 : 1;
} finally {
  app.stop();
  baselineApp?.stop();
  floor.stop();
  // The servers' connections end with them; a forced drop does not wait for that.
  await Promise.all(databases.map((database) => database.drop()));
}
