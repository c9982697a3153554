/**
 * What the browser scripts (`bench:web`, `bench:bundle`, `bench:tasks`) share: the built app on a throwaway data
 * directory, and headless Chromium as they drive it. The server serves the web app from WEB_DIST
 * when it is set (its environment passes on).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../e2e/support/chromium.ts';

/**
 * Starts the app on a random port; `ready()` waits (up to five minutes: a loaded machine seeds slowly).
 * `root`: another checkout's app (a baseline commit's).
 */
export function startApp(name: string, env: Record<string, string>, root = process.cwd()) {
  // 3400-3899: clear of the services these machines run (MariaDB 3306, NATS 4222, ...).
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `rally-${name}-`));
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base,
    async ready() {
      for (let i = 0; i < 1200; i++) {
        if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
        try {
          if ((await fetch(`${base}/api/readyz`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('server did not become ready');
    },
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium as the browser tests drive it. */
export const launchBrowser = () => chromium.launch({ ...CHROMIUM, args: ['--headless', ...CHROMIUM.args] });

/**
 * Waits until a screen loaded in `page` is up (a heading, no loading indicator) and nothing was
 * requested for `quietMs` (`lastRequest`: when the page last asked for or received something), at
 * most until `limitMs` after `started`; answers whether it came up. Slowed 4×, running a chunk's
 * code can take longer than the quiet spell, which alone would end a load too early; asked from
 * here twice a second, as polling inside the page adds work to a main thread slowed 4×.
 */
export async function screenSettled(
  page: Page,
  {
    started,
    lastRequest,
    quietMs,
    limitMs,
  }: { started: number; lastRequest: () => number; quietMs: number; limitMs: number },
) {
  const up =
    "!!document.querySelector('h1') && !document.querySelector('[role=status][aria-label] .mantine-Loader-root')";
  while (!(await page.evaluate(up)) && Date.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 500));
  }
  const came = Boolean(await page.evaluate(up));
  while (Date.now() - lastRequest() < quietMs && Date.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return came;
}
