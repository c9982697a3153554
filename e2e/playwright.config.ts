import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium.ts';

/**
 * Browser tests against the built web app served by a real server on a fresh embedded database
 * (seeded with the demo accounts), in Debian's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
// Every worker loads this file again: directories are made once, by the runner, and reach the
// workers (started later, from its environment) by name. One pair per run, so runs side by side
// do not share results.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rally-e2e-'));
process.env.E2E_OUTPUT_DIR ??= mkdtempSync(path.join(tmpdir(), 'rally-e2e-results-'));
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  // Journeys (tests/) do a whole task each; a11y (a11y/) runs axe on one screen at one size per
  // test, its tests independent of each other, so both workers share them.
  projects: [
    { name: 'journeys', testDir: './tests' },
    { name: 'a11y', testDir: './a11y', fullyParallel: true },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // A flaky test is fixed, not retried: a retry hides the cause and doubles a failure's time.
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
    // Every test starts in a fresh context: a service worker would download the whole app in each.
    // The installable app's own test (tests/installable.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node ../apps/server/src/server.ts',
    url: `${baseURL}/api/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      APP_URL: baseURL,
      // The webhooks journey's receiver listens on this machine (decision 0033).
      WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
      // The single sign-on journey's OpenID provider is plain http on this machine (decision 0035).
      SSO_ALLOW_INSECURE_ISSUERS: 'true',
      // A build elsewhere than apps/web/dist (several builds on one machine); default: the app's own.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
