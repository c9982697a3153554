/**
 * Lighthouse's performance audit of the screens a first visit meets most (the sign-in, the
 * player's home, the public pages, onboarding, the join page) and the organiser's heaviest, with
 * its mobile preset (a mid-range phone on slow 4G, CPU 4× slower, simulated) and its desktop
 * preset. Per screen and preset: the median of RUNS runs of the performance score, largest
 * contentful paint (LCP), total blocking time (TBT), cumulative layout shift (CLS), and the
 * JavaScript transferred (compressed) before the first paint and in all. Prints one table and a
 * pass/fail per aim; exits 1 when an aim is missed.
 *
 * Starts the built app on a fresh embedded database with the demo seed. Each run gets a Chromium
 * of its own (a fresh profile: an empty cache, no service worker, nothing stored) that Lighthouse
 * drives over its debugging port; for a signed-in screen a demo role's session is first put where
 * the app keeps it (localStorage) and Lighthouse is told not to clear the origin's storage.
 *
 * Run: `npm run bench:lighthouse` (builds first). Flags: `--only login,play` (screen ids of the
 * route tables), `--runs N` (3), `--preset mobile|desktop` (both), `--base <commit>`: that
 * commit's app (checked out into a temporary worktree, built, served beside this one), each run
 * alternating between the two, and the table gives its figures beside these. `--json <file>`:
 * every run's figures. `--reports <dir>`: each run's whole Lighthouse report (its JSON: the long
 * tasks, the main thread's work by script, the largest paint's element), to read where the time went.
 * `--log verbose`: Lighthouse's own log, which names the requests it still waits for when a page
 * does not settle ("The page loaded too slowly to finish within the time limit").
 * Beside the screens, the same runs of `bench:web`'s floor (`bench-web-floor.ts`): a heading in
 * HTML alone, drawn by React, and a sign-in form of Mantine's components, served compressed as the
 * app is. What a page of this stack can score on this machine: an aim the floor misses is out of
 * the app's reach here, and each screen reads against it. `--no-floor` leaves them out.
 * Lighthouse's throttling is simulated from an unthrottled load, so other work on the machine
 * moves the figures less than real throttling would, but not nothing: read medians, and compare
 * builds within one run (`--base`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM } from '../e2e/support/chromium.ts';
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
import { FLOOR_PAGES, startFloor, type TFloorPage } from './bench-web-floor.ts';
import { startApp } from './browser-support.ts';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    preset: { type: 'string' },
    base: { type: 'string' },
    json: { type: 'string' },
    reports: { type: 'string' },
    log: { type: 'string' },
    'no-floor': { type: 'boolean' },
  },
});
const RUNS = Number(flags.runs);
const PRESETS = (flags.preset ? [flags.preset] : ['mobile', 'desktop']) as TPreset[];
type TPreset = 'mobile' | 'desktop';

/** What a first visit meets (aim: mobile score ≥ 90) and the organiser's screens (≥ 80). */
const FIRST_VISIT = ['login', 'play', 'publicGame', 'publicLeaderboard', 'onboarding', 'joinGame'];
const ORGANISER = ['gameView', 'analytics', 'userList', 'gameList'];
const SCREENS = [...FIRST_VISIT, ...ORGANISER];
const only = flags.only?.split(',').filter(Boolean);
const screens = allScreens()
  .filter((screen) => SCREENS.includes(screen.id) && (!only || only.includes(screen.id)))
  .sort((a, b) => SCREENS.indexOf(a.id) - SCREENS.indexOf(b.id));
if (only && screens.length < only.length) throw new Error(`--only: screens are ${SCREENS.join(', ')}`);

const AIMS = {
  firstVisitScore: 90,
  organiserScore: 80,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  /** JavaScript before the first paint, compressed: /login, and the player's and public pages. */
  loginJsKb: 100,
  firstVisitJsKb: 170,
};

type TRun = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsFirstPaint: number;
  js: number;
  /** Lighthouse's measure of the CPU at the run (higher: faster; it expects ≥ 1000 for its presets). */
  benchmarkIndex: number;
};
const METRICS: (keyof TRun)[] = ['score', 'lcp', 'tbt', 'cls', 'jsFirstPaint', 'js', 'benchmarkIndex'];

/** An app to measure: this checkout's build, or a baseline commit's. */
type TTarget = { name: string; app: ReturnType<typeof startApp>; ids?: TIds };

/**
 * A baseline commit's app: a detached worktree (node_modules hard-linked from this checkout's, as
 * a helper's worktree is made), its web app built there.
 */
function checkOutBase(commit: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-lighthouse-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'inherit' });
  execFileSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
  execFileSync(process.execPath, ['../../node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: path.join(dir, 'apps/web'),
    stdio: 'inherit',
  });
  return {
    dir,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'inherit' }),
  };
}

/** A Chromium of its own for one run, headless, on a debugging port Lighthouse attaches to. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'rally-lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM.executablePath,
    [
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...CHROMIUM.args,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; !existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n'); i++) {
    if (i > 300 || child.exitCode !== null) throw new Error('Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      // Chromium's last writes to its profile can race the removal (ENOTEMPTY): tried again.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * Puts the role's session into the browser's storage for the app's origin: a tab of its own on a
 * static file of the origin, driven over the DevTools protocol, then closed. (Playwright's
 * `connectOverCDP` was the first way; closing its connection closed the browser under Lighthouse.)
 */
async function signInBrowser(port: number, base: string, session: Awaited<ReturnType<typeof sessionOf>>) {
  const devtools = `http://127.0.0.1:${port}/json`;
  const tab = (await (await fetch(`${devtools}/new?${base}/favicon.svg`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const evaluate = (expression: string) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: { result?: { value?: unknown } };
        };
        if (message.id !== id) return;
        socket.removeEventListener('message', answer);
        resolve(message.result?.result?.value);
      });
      socket.send(
        JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }),
      );
    });
  try {
    for (let i = 0; (await evaluate('location.origin')) !== base; i++) {
      if (i > 300) throw new Error(`the tab did not open ${base}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await evaluate(storeSession(session));
  } finally {
    socket.close();
    await fetch(`${devtools}/close/${tab.id}`);
  }
}

// Lighthouse can leave a check of the page's quiet pending when a run ends, which fails once its
// browser is closed ("Target closed"): nothing waits for it, so it would end the whole benchmark.
process.on('unhandledRejection', (reason) => {
  if (String(reason).includes('Target closed')) return;
  throw reason;
});

/** Runs that end in a Lighthouse error (a trace it could not read, on a busy machine) are taken again. */
const TRIES = 3;

/** What one run opens: a screen of an app (signed in as its role, if any), or a floor page. */
type TPage = {
  id: string;
  url: string;
  /** Stores the role's session in the fresh browser before Lighthouse opens the page. */
  signIn?: (port: number) => Promise<void>;
  /** Whose run it is in the reports' names: this build, the base commit's, or the floor. */
  owner: string;
};

function screenPage(target: TTarget, screen: TScreen): TPage {
  if (!target.ids) throw new Error('seed ids not read');
  const { role } = screen;
  return {
    id: screen.id,
    url: `${target.app.base}${urlOf(screen.id, screen.path, target.ids)}`,
    signIn: role
      ? async (port) => signInBrowser(port, target.app.base, await sessionOf(target.app.base, role))
      : undefined,
    owner: target.name,
  };
}

/** One Lighthouse run of a page, on a fresh browser; a run Lighthouse could not finish is taken again. */
async function audit(page: TPage, preset: TPreset): Promise<TRun> {
  for (let tried = 1; ; tried++) {
    try {
      return await auditOnce(page, preset);
    } catch (error) {
      if (tried >= TRIES) throw error;
      console.warn(`  ${page.id} (${preset}): ${String(error)}; taken again`);
    }
  }
}

async function auditOnce(page: TPage, preset: TPreset): Promise<TRun> {
  const { url } = page;
  const browser = await startChromium();
  try {
    await page.signIn?.(browser.port);
    const result = await lighthouse(
      url,
      {
        port: browser.port,
        logLevel: flags.log === 'verbose' ? 'verbose' : 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // The session just stored must stay; the profile is new, so the cache is empty anyway.
        disableStorageReset: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (flags.reports) {
      mkdirSync(flags.reports, { recursive: true });
      const name = `${page.id}-${preset}-${page.owner}-${new Date().toISOString().replace(/[:.]/g, '')}.json`;
      writeFileSync(path.join(flags.reports, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.warn(`  ${page.id} (${preset}): ${warning}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    type TDetails = {
      items: { resourceType?: string; transferSize?: number; networkRequestTime?: number }[];
      debugData?: { networkStartTimeTs?: number };
    };
    const requests = lhr.audits['network-requests']?.details as TDetails | undefined;
    const observed = (lhr.audits.metrics?.details as TDetails | undefined)?.items[0] as
      | { observedFirstContentfulPaintTs?: number }
      | undefined;
    const start = requests?.debugData?.networkStartTimeTs ?? 0;
    const firstPaint = observed?.observedFirstContentfulPaintTs ?? Number.POSITIVE_INFINITY;
    const scripts = (requests?.items ?? []).filter((r) => r.resourceType === 'Script');
    const bytes = (items: typeof scripts) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      // Asked for before the page first painted (times in µs from the trace's clock).
      jsFirstPaint: bytes(scripts.filter((r) => start + (r.networkRequestTime ?? 0) * 1000 < firstPaint)),
      js: bytes(scripts),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.stop();
  }
}

type TRow = { screen: TScreen; preset: TPreset; runs: Record<string, TRun[]> };
const medianOf = (runs: TRun[]) =>
  Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])) as TRun;

const app = startApp('bench-lighthouse', { SEED_DEMO: 'true', DEMO_PASSWORD });
const base = flags.base ? checkOutBase(flags.base) : null;
const baseApp = base
  ? startApp(
      'bench-lighthouse-base',
      { SEED_DEMO: 'true', DEMO_PASSWORD, WEB_DIST: path.join(base.dir, 'apps/web/dist') },
      base.dir,
    )
  : null;
const targets: TTarget[] = [
  { name: 'this', app },
  ...(baseApp && flags.base ? [{ name: flags.base, app: baseApp }] : []),
];
const rows: TRow[] = [];
const FLOOR_NAMES: Record<TFloorPage, string> = {
  html: 'floor: HTML alone',
  react: 'floor: React',
  mantine: "floor: Mantine's form",
};
const floor = flags['no-floor'] ? null : await startFloor();
const floorRuns = new Map<string, TRun[]>();
/** The floor's runs: the even-numbered before the screens, the odd after, as `bench:web` does. */
async function measureFloor(half: 0 | 1) {
  if (!floor) return;
  for (const preset of PRESETS)
    for (const [page, file] of Object.entries(FLOOR_PAGES) as [TFloorPage, string][])
      for (let run = half; run < RUNS; run += 2) {
        const key = `${page} ${preset}`;
        const floorPage: TPage = { id: `floor-${page}`, url: `${floor.base}${file}`, owner: 'floor' };
        floorRuns.set(key, [...(floorRuns.get(key) ?? []), await audit(floorPage, preset)]);
      }
}
try {
  await Promise.all(targets.map((t) => t.app.ready()));
  for (const target of targets) target.ids = await seedIds(target.app.base);
  await measureFloor(0);
  for (const screen of screens) {
    for (const preset of PRESETS) {
      const row: TRow = { screen, preset, runs: Object.fromEntries(targets.map((t) => [t.name, []])) };
      for (let run = 0; run < RUNS; run++) {
        // Taken in turns, the order swapped every run: a burst of other work touches both alike.
        for (const target of run % 2 ? [...targets].reverse() : targets)
          row.runs[target.name]?.push(await audit(screenPage(target, screen), preset));
      }
      rows.push(row);
      const m = medianOf(row.runs.this ?? []);
      console.log(
        `${screen.id.padEnd(18)} ${preset.padEnd(8)} ${m.score} LCP ${Math.round(m.lcp)} ms TBT ${Math.round(m.tbt)} ms CLS ${m.cls.toFixed(3)} JS ${m.jsFirstPaint.toFixed(0)}/${m.js.toFixed(0)} KB (CPU index ${Math.round(m.benchmarkIndex)})`,
      );
    }
  }
  await measureFloor(1);
} finally {
  for (const target of targets) target.app.stop();
  base?.remove();
  floor?.stop();
}

if (flags.json) writeFileSync(flags.json, JSON.stringify(rows, null, 2));

const cells = (r: TRun) =>
  `${r.score} | ${(r.lcp / 1000).toFixed(1)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(2)} | ${r.jsFirstPaint.toFixed(0)} | ${r.js.toFixed(0)}`;
const compared = targets.length > 1;
console.log(
  `\n| screen | preset | score | LCP (s) | TBT (ms) | CLS | JS before first paint (KB) | JS (KB) |${compared ? ` ${flags.base}: score | LCP | TBT | CLS | JS first paint | JS |` : ''}` +
    `\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |${compared ? ' ---: | ---: | ---: | ---: | ---: | ---: |' : ''}`,
);
for (const row of rows) {
  const own = cells(medianOf(row.runs.this ?? []));
  const other = compared && flags.base ? ` ${cells(medianOf(row.runs[flags.base] ?? []))} |` : '';
  console.log(`| ${row.screen.id} | ${row.preset} | ${own} |${other}`);
}
const floorOf = (page: TFloorPage, preset: TPreset) => {
  const runs = floorRuns.get(`${page} ${preset}`);
  return runs?.length ? medianOf(runs) : null;
};
for (const preset of PRESETS)
  for (const page of Object.keys(FLOOR_PAGES) as TFloorPage[]) {
    const m = floorOf(page, preset);
    if (m) console.log(`| ${FLOOR_NAMES[page]} | ${preset} | ${cells(m)} |${compared ? ' | | | | | |' : ''}`);
  }

// The aims, on this build's medians.
const misses: string[] = [];
for (const row of rows) {
  const m = medianOf(row.runs.this ?? []);
  const name = `${row.screen.id} (${row.preset})`;
  const firstVisit = FIRST_VISIT.includes(row.screen.id);
  if (row.preset === 'mobile') {
    const aim = firstVisit ? AIMS.firstVisitScore : AIMS.organiserScore;
    // Beside a missed score, what the plainest pages of the stack score in the same run.
    const react = floorOf('react', 'mobile');
    const mantine = floorOf('mantine', 'mobile');
    const against =
      react && mantine ? ` (the floor: React ${react.score}, Mantine's form ${mantine.score})` : '';
    if (m.score < aim) misses.push(`${name}: score ${m.score} < ${aim}${against}`);
  }
  if (m.lcp > AIMS.lcpMs) misses.push(`${name}: LCP ${Math.round(m.lcp)} ms > ${AIMS.lcpMs}`);
  if (m.tbt > AIMS.tbtMs) misses.push(`${name}: TBT ${Math.round(m.tbt)} ms > ${AIMS.tbtMs}`);
  if (m.cls > AIMS.cls) misses.push(`${name}: CLS ${m.cls.toFixed(3)} > ${AIMS.cls}`);
  const jsAim = row.screen.id === 'login' ? AIMS.loginJsKb : firstVisit ? AIMS.firstVisitJsKb : null;
  if (jsAim !== null && m.jsFirstPaint > jsAim)
    misses.push(`${name}: JS before first paint ${m.jsFirstPaint.toFixed(0)} KB > ${jsAim}`);
}
console.log(
  `\n${misses.length ? `FAIL ${misses.length} aims missed:\n  ${misses.join('\n  ')}` : 'ok   every aim met'}` +
    `\n(${rows.length} screen × preset rows, median of ${RUNS} Lighthouse runs each; ` +
    `Lighthouse's CPU index: median ${Math.round(median(rows.flatMap((r) => (r.runs.this ?? []).map((x) => x.benchmarkIndex))))})`,
);
process.exitCode = misses.length ? 1 : 0;
