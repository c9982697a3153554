/**
 * What blocks a phone's main thread once a screen has first painted: the long tasks (over 50 ms)
 * of a cold load at 4× CPU in a phone-sized window, and their blocking time after the first
 * contentful paint (each task's time over 50 ms, summed: Lighthouse's TBT, measured here on a real
 * throttled load instead of simulated from an unthrottled one, so a change's effect stands out
 * from Lighthouse's wide spread). Issue 28.
 *
 * Starts the built app (WEB_DIST, or apps/web/dist) with the demo seed, and with BASELINE_DIST a
 * second one serving that build; each screen's loads alternate between the two. A load: a new
 * browser context (empty cache) 390×844 wide with touch, the demo role's session stored first, a
 * Chromium trace from the navigation until the screen is up (a heading, no loader) and nothing
 * was requested for QUIET_MS. Prints each screen's median blocking time, its longest task and
 * the ratio to the baseline; VERBOSE=1 lists every long task of every load with what it was made
 * of (script, style, layout, paint: the trace's events inside it) and the first functions it ran,
 * mapped through the build's source maps when it has them (`vite build --sourcemap`).
 *
 * Run: `npm run bench:tasks` (builds first), or on builds already made
 * `WEB_DIST=/tmp/after BASELINE_DIST=/tmp/before RUNS=5 ONLY=play,gameView node scripts/bench-tasks.ts`.
 * Options (environment): RUNS (3), ONLY (screen ids; default the player's home, the game view and
 * the analytics dashboard), QUIET_MS (3000), VERBOSE, KEEP_TRACE=1 (keep each load's trace file,
 * `bench-tasks-<pid>-<time>.json` in the temporary directory, for Chromium's performance panel).
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Browser } from 'playwright-core';
import {
  allScreens,
  DEMO_PASSWORD,
  median,
  seedIds,
  sessionOf,
  storeSession,
  type TIds,
  type TScreen,
  urlOf,
} from './bench-screens.ts';
import { launchBrowser, screenSettled, startApp } from './browser-support.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const ONLY = (process.env.ONLY ?? 'play,gameView,analytics').split(',');
const QUIET_MS = Number(process.env.QUIET_MS ?? 3000);
const LOAD_LIMIT_MS = 60_000;
const VERBOSE = Boolean(process.env.VERBOSE);
const LONG_US = 50_000;

type TData = {
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
  documentLoaderURL?: string;
  navigationId?: string;
};
type TEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: TData; frame?: string };
};

/** What a task was made of: the trace's events of these kinds inside it, by total time. */
const KINDS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

/** A script position as its source (a build with source maps), else as the chunk's name. */
function sourceOf(dist: string, data: TData | undefined, maps: Map<string, TraceMap | null>) {
  if (!data?.url) return '';
  const chunk = data.url.split('/').pop() ?? '';
  if (!maps.has(chunk)) {
    try {
      maps.set(chunk, new TraceMap(readFileSync(path.join(dist, 'assets', `${chunk}.map`), 'utf8')));
    } catch {
      maps.set(chunk, null);
    }
  }
  const map = maps.get(chunk);
  if (!map || data.lineNumber === undefined) return chunk;
  // The trace's positions count from 1, lines and columns.
  const at = originalPositionFor(map, {
    line: data.lineNumber,
    column: Math.max(0, (data.columnNumber ?? 1) - 1),
  });
  const source = (at.source ?? chunk).replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return `${source}:${at.line ?? '?'}${at.name ? ` ${at.name}` : ''}`;
}

type TLoad = { blocking: number; longest: number; lines: string[] };

/** The load's long tasks, read from its trace. */
function tasksOf(file: string, url: string, dist: string): TLoad {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TEvent[] }).traceEvents;
  // The screen's own navigation: its renderer's main thread is where its tasks ran.
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith(url),
  );
  if (!start) throw new Error(`the trace holds no navigation to ${url}`);
  const onMain = events.filter(
    (e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.data?.navigationId === start.args?.data?.navigationId,
  );
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
  const maps = new Map<string, TraceMap | null>();
  const ms = (us: number) => Math.round(us / 1000);
  const lines: string[] = [`  first contentful paint ${ms(fcp.ts - start.ts)} ms`];
  let blocking = 0;
  let longest = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < start.ts || (task.dur ?? 0) <= LONG_US) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const kinds = new Map<string, number>();
    for (const e of inside) if (KINDS.has(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
    const after = task.ts >= fcp.ts;
    if (after) {
      blocking += (task.dur ?? 0) - LONG_US;
      longest = Math.max(longest, task.dur ?? 0);
    }
    const ran = inside
      .filter(
        (e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule',
      )
      .slice(0, 2)
      .map((e) => sourceOf(dist, e.args?.data, maps))
      .filter(Boolean);
    lines.push(
      `  ${after ? 'after ' : 'before'} ${ms(task.ts - start.ts)}+${ms(task.dur ?? 0)} ms: ${[...kinds]
        .map(([kind, us]) => `${kind} ${ms(us)}`)
        .join(', ')}${ran.length ? ` | ${ran.join('; ')}` : ''}`,
    );
  }
  return { blocking: ms(blocking), longest: ms(longest), lines };
}

/** One cold load of a screen, traced. */
async function load(browser: Browser, base: string, dist: string, screen: TScreen, ids: TIds) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const trace = path.join(tmpdir(), `bench-tasks-${process.pid}-${Date.now()}.json`);
  try {
    const page = await context.newPage();
    if (screen.role) {
      const session = await sessionOf(base, screen.role);
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate(storeSession(session));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let last = Date.now();
    page.on('request', () => {
      last = Date.now();
    });
    page.on('requestfinished', () => {
      last = Date.now();
    });
    const url = urlOf(screen.id, screen.path, ids);
    await browser.startTracing(page, {
      path: trace,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
      ],
    });
    const started = Date.now();
    await page.goto(`${base}${url}`, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
    await screenSettled(page, {
      started,
      lastRequest: () => last,
      quietMs: QUIET_MS,
      limitMs: LOAD_LIMIT_MS,
    });
    await browser.stopTracing();
    return tasksOf(trace, url, dist);
  } finally {
    await context.close();
    if (!process.env.KEEP_TRACE) rmSync(trace, { force: true });
  }
}

const dist = process.env.WEB_DIST ?? 'apps/web/dist';
const baselineDist = process.env.BASELINE_DIST;
const builds = [
  { name: 'this', dist, app: startApp('bench-tasks', { SEED_DEMO: 'true', DEMO_PASSWORD, WEB_DIST: dist }) },
  ...(baselineDist
    ? [
        {
          name: 'baseline',
          dist: baselineDist,
          app: startApp('bench-tasks-base', { SEED_DEMO: 'true', DEMO_PASSWORD, WEB_DIST: baselineDist }),
        },
      ]
    : []),
];
try {
  await Promise.all(builds.map((build) => build.app.ready()));
  const ids = await Promise.all(builds.map((build) => seedIds(build.app.base)));
  const screens = allScreens().filter((screen) => ONLY.includes(screen.id));
  const browser = await launchBrowser();
  const rows: string[] = [];
  for (const screen of screens) {
    const loads: TLoad[][] = builds.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, build] of builds.entries()) {
        const measured = await load(browser, build.app.base, build.dist, screen, ids[i] as TIds);
        loads[i]?.push(measured);
        if (VERBOSE)
          console.log(`${screen.id} (${build.name}, load ${run + 1})\n${measured.lines.join('\n')}`);
      }
    }
    const [mine, theirs] = loads.map((of) => ({
      blocking: median(of.map((l) => l.blocking)),
      longest: median(of.map((l) => l.longest)),
      all: of.map((l) => l.blocking).join(', '),
    }));
    if (!mine) continue;
    const compared = theirs
      ? ` | ${theirs.blocking} | ${theirs.longest} | ${theirs.blocking ? (mine.blocking / theirs.blocking).toFixed(2) : '-'}`
      : '';
    rows.push(`| ${screen.id} | ${mine.blocking} | ${mine.longest}${compared} |`);
    console.log(`${screen.id}: blocking ${mine.all} ms${theirs ? ` (baseline ${theirs.all})` : ''}`);
  }
  await browser.close();
  console.log(
    `\n| screen | blocking after first paint (ms) | longest task (ms)${baselineDist ? ' | baseline: blocking | longest | ratio' : ''} |`,
  );
  console.log(`| --- | ---: | ---:${baselineDist ? ' | ---: | ---: | ---:' : ''} |`);
  for (const row of rows) console.log(row);
  console.log(
    `(median of ${RUNS} cold loads each at 4× CPU, 390×844; tasks over 50 ms after the first contentful paint)`,
  );
} finally {
  for (const build of builds) build.app.stop();
}
