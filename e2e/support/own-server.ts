import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

/** The web build the suite's server serves (playwright.config.ts): WEB_DIST, else the app's own. */
export const WEB_DIST = process.env.WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist');

/** A port nothing listens on now, asked of the system. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A server of the test's own, for a test that stops and starts it (a new version deployed, a
 * changed configuration) on one origin and one database: the suite's server cannot be restarted.
 * No demo seed: an empty database is migrated, which is quick. Waits until it is ready.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  webDist: string;
  env?: Record<string, string>;
}) {
  const base = `http://127.0.0.1:${options.port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../../apps/server/src/server.ts')],
    {
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        WEB_DIST: options.webDist,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        APP_URL: base,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await exited;
  };
  // A loaded machine migrates slowly: up to three minutes.
  for (let tries = 0; tries < 720; tries++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    const ready = await fetch(`${base}/api/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not become ready');
}
