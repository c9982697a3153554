/**
 * Memory of concurrent media uploads: COUNT (default 20) companies each upload one video of SIZE_MB
 * (default 38, under the video limit) at the same time over real HTTP, and the process's resident
 * memory is sampled every 20 ms. Reports the memory before, the peak and the answers. One process
 * holds client and server; the client sends one shared body, so what grows is the server's.
 * Run: `npm run bench:upload-memory` (BENCH_STORAGE=database to store in the database instead of a
 * local directory; BENCH_DATABASE_URL for a fresh database on that PostgreSQL server instead of the
 * embedded one, whose memory is the process's own). Stops itself after BENCH_TIMEOUT_S (default 120) seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { openEmbedded } from '../apps/server/src/db/client.ts';
import { createCompany } from '../apps/server/src/db/seed/factories.ts';
import { multipart } from '../apps/server/test/multipart.ts';
import { benchConfig, freshPostgres, signInCompanyAdmin } from './bench-upload-support.ts';

const COUNT = Number(process.env.COUNT ?? 20);
const SIZE_MB = Number(process.env.SIZE_MB ?? 38);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 120);
setTimeout(() => {
  console.error(`bench-upload-memory: stopped after ${TIMEOUT_S} s`);
  process.exit(2);
}, TIMEOUT_S * 1000).unref();

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-mem-'));
const server = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : null;
const database = server?.database ?? (await openEmbedded(undefined));
await database.migrate();
const app = await buildApp({
  config: benchConfig(dataDir, { FILE_STORAGE: process.env.BENCH_STORAGE ?? 'local' }),
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

const sessions = [];
for (let i = 0; i < COUNT; i++) {
  const company = await createCompany(app.db);
  sessions.push(await signInCompanyAdmin(app, company.id));
}
// An MP4 header (typed by its bytes) and padding: a video is stored without being decoded.
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom', 'latin1'),
  Buffer.alloc(SIZE_MB * 1024 * 1024 - 24),
]);
const form = await multipart([
  { name: 'header', data: 'Bench' },
  { name: 'description', data: 'Bench' },
  { name: 'scope', data: 'company' },
  { name: 'lang', data: 'en' },
  { name: 'media', data: mp4, filename: 'bench.mp4', contentType: 'video/mp4' },
]);

const post = (headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/media/upload',
        headers: { ...headers, ...form.headers, 'content-length': form.payload.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(form.payload);
  });

globalThis.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const statuses = await Promise.all(sessions.map((s) => post(s.headers)));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const answers: Record<number, number> = {};
for (const s of statuses) answers[s] = (answers[s] ?? 0) + 1;
console.log(
  `${COUNT} concurrent uploads of ${SIZE_MB} MB (${process.env.BENCH_STORAGE ?? 'local'} storage, ` +
    `${server ? 'PostgreSQL server' : 'embedded database'}): ` +
    `rss before ${mb(before)} MB, peak ${mb(peak)} MB (+${mb(peak - before)} MB), ` +
    `${seconds.toFixed(1)} s, answers ${JSON.stringify(answers)}`,
);
await app.close();
await database.close();
await server?.drop();
rmSync(dataDir, { recursive: true, force: true });
