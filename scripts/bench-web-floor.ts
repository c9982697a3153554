/**
 * What `bench:web` measures the screens against, as `bench:api` measures the API against a bare
 * "hello": pages that do no more than draw a heading and a sentence, loaded as the screens are
 * (`scripts/bench-web-floor/`): HTML alone, the same drawn by React, and a sign-in form of Mantine's
 * components with their styles. A screen's largest paint cannot come before React's on the same
 * machine, so the aim of 1.0 s reads against these figures, which vary with the machine as much
 * as the screens' do.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ROOT = path.join(import.meta.dirname, 'bench-web-floor');
export const FLOOR_PAGES = {
  html: '/static.html',
  react: '/react.html',
  mantine: '/mantine.html',
} as const;
export type TFloorPage = keyof typeof FLOOR_PAGES;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Builds the floor pages for production and serves them on a port of their own, brotli-compressed
 * when the browser accepts it, as the app's server sends its files (Lighthouse's simulated network
 * would otherwise charge the floor for bytes the app does not send).
 */
export async function startFloor() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-floor-'));
  await build({
    root: ROOT,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: Object.values(FLOOR_PAGES).map((page) => path.join(ROOT, page)) },
    },
  });
  const compressed = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const file = path.join(outDir, path.normalize(new URL(request.url ?? '/', 'http://floor').pathname));
    try {
      const type = TYPES[path.extname(file)];
      const body = await readFile(file);
      if (!type || !/\bbr\b/.test(String(request.headers['accept-encoding']))) {
        response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' });
        response.end(body);
        return;
      }
      if (!compressed.has(file)) compressed.set(file, brotliCompressSync(body));
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'br', vary: 'accept-encoding' });
      response.end(compressed.get(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop() {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
