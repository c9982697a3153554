import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_KEY, API_SECRET } from './helpers.ts';

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');

/** Opens a connection and resolves whether the server took it. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * The real server process (`src/server.ts`) on an embedded database, stopped with SIGTERM as a
 * container runtime stops it: what is in flight finishes, nothing new gets in, and the process ends
 * with 0, which it reaches only after closing the database (a stop that hangs is killed with 1).
 */
describe('graceful shutdown', () => {
  let server: ChildProcess;
  let output = '';
  let port = 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-shutdown-'));

  beforeAll(async () => {
    server = spawn(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'debug',
        PUBLIC_API_KEY: API_KEY,
        PUBLIC_API_SECRET: API_SECRET,
        WEB_DIST: path.join(dataDir, 'no-web-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await vi.waitFor(
      () => {
        port = Number(output.match(/listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1] ?? 0);
        if (!port) throw new Error(`server not listening yet:\n${output}`);
      },
      { timeout: 110_000, interval: 100 },
    );
  }, 120_000);
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    expect(await accepts(port)).toBe(true);

    // A sign-in whose body is still arriving when the stop comes.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    const inFlight = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => inFlight.on('connect', () => resolve()));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      inFlight.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      inFlight.on('close', () => resolve(text));
    });
    inFlight.write(
      `POST /api/auth/gettoken HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `x-api-key: ${API_KEY}\r\nx-api-secret: ${API_SECRET}\r\n\r\n${body.slice(0, 10)}`,
    );

    // The server has the request (its headers) before the stop comes.
    // Waits are long: on a loaded machine a child process can be slow to be scheduled at all.
    await expect
      .poll(() => /"url":"\/api\/auth\/gettoken".*"request received"/.test(output), { timeout: 30_000 })
      .toBe(true);
    server.kill('SIGTERM');
    await expect.poll(() => output.includes('shutting down'), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => accepts(port), { timeout: 30_000 }).toBe(false);

    inFlight.write(body.slice(10));
    const reply = await answer;
    expect(reply).toMatch(/^HTTP\/1\.1 401 /);
    expect(reply).toContain('INVALID_CREDENTIALS');
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
