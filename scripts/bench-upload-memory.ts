/**
 * Memory of concurrent uploads: COUNT (default 20) companies each upload one file at the same time
 * over real HTTP, and the process's resident memory is sampled every 20 ms. Reports the memory
 * before, the peak, the answers and how much of each body the server read before it answered. One
 * process holds client and server; the client sends one shared body (or generates it as it goes),
 * so what grows is the server's.
 *
 * BENCH_KIND picks the upload: `media` (default: a video of SIZE_MB, default 38, under the video
 * limit), `logo` (a company logo of SIZE_MB, default 1 MB less a KB: the logo limit) or
 * `spreadsheet` (a bulk user upload's preview: a CSV of SIZE_MB, default 5 MB less a KB: the
 * upload limit). OVERSIZE_MB instead sends each a body of that size (its file past the limit),
 * generated as it is sent: the server must refuse it with 413 without reading it all.
 * ONE_COMPANY=1 sends them all from one company, whose uploads in flight are bounded.
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
import { createCompany } from '../apps/server/src/seed/factories.ts';
import { multipart } from '../apps/server/test/multipart.ts';
import { benchConfig, freshPostgres, signInCompanyAdmin } from './bench-upload-support.ts';

const KIND = process.env.BENCH_KIND ?? 'media';
const COUNT = Number(process.env.COUNT ?? 20);
const SIZE_MB = Number(
  process.env.SIZE_MB ?? { media: 38, logo: 1023 / 1024, spreadsheet: 5 - 1 / 1024 }[KIND],
);
const OVERSIZE_MB = process.env.OVERSIZE_MB ? Number(process.env.OVERSIZE_MB) : undefined;
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
// ONE_COMPANY=1: every upload from one company (its per-company bound then applies).
const oneCompany = process.env.ONE_COMPANY === '1' ? await createCompany(app.db) : undefined;
for (let i = 0; i < COUNT; i++) {
  const company = oneCompany ?? (await createCompany(app.db));
  sessions.push({ ...(await signInCompanyAdmin(app, company.id)), companyId: company.id });
}
const size = Math.round(SIZE_MB * 1024 * 1024);
/** Each kind's file (typed by its first bytes, as the server types it), its form and its route. */
const kinds = {
  // An MP4 header and padding: a video is stored without being decoded.
  media: () => ({
    path: () => '/api/media/upload',
    head: Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42', 'latin1'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mp42isom', 'latin1'),
    ]),
    filler: 0,
    fields: [
      { name: 'header', data: 'Bench' },
      { name: 'description', data: 'Bench' },
      { name: 'scope', data: 'company' },
      { name: 'lang', data: 'en' },
    ],
    file: { name: 'media', filename: 'bench.mp4', contentType: 'video/mp4' },
  }),
  // A PNG signature and padding: a logo is typed by its first bytes and stored as it is.
  logo: () => ({
    path: (companyId: string) => `/api/companies/${companyId}/logo`,
    head: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    filler: 0,
    fields: [],
    file: { name: 'file', filename: 'logo.png', contentType: 'image/png' },
  }),
  // A header line and one long cell: text to the end, parsed whole (one row: no mail, no user written).
  spreadsheet: () => ({
    path: () => '/api/user/upload/preview',
    head: Buffer.from('fullName,email,role\nBench Player,bench@example.com,'),
    filler: 0x61,
    fields: [],
    file: { name: 'file', filename: 'users.csv', contentType: 'text/csv' },
  }),
} as const;
const kind = kinds[KIND as keyof typeof kinds]?.();
if (!kind) throw new Error(`BENCH_KIND: one of ${Object.keys(kinds).join(', ')}`);
const fileOf = (bytes: number) =>
  Buffer.concat([kind.head, Buffer.alloc(Math.max(0, bytes - kind.head.length), kind.filler)]);
/** The form around a file of `bytes`: its head (fields, the file's start) and tail (the closing boundary). */
const form = await multipart([
  ...kind.fields,
  { ...kind.file, data: OVERSIZE_MB ? kind.head : fileOf(size) },
]);
const fileEnd = form.payload.lastIndexOf(Buffer.from('\r\n--'));
const formHead = form.payload.subarray(0, fileEnd);
const formTail = form.payload.subarray(fileEnd);

/**
 * One upload; answers its status and the bytes of the body sent when the answer came. An oversized
 * body is generated as it is written (the server's reading paces it), and its sending stops at the answer.
 */
const post = (headers: Record<string, string>, companyId: string) =>
  new Promise<{ status: number; sentAtAnswer: number }>((resolve, reject) => {
    const total = OVERSIZE_MB
      ? Math.round(OVERSIZE_MB * 1024 * 1024) + form.payload.length
      : form.payload.length;
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: kind.path(companyId),
        headers: { ...headers, ...form.headers, 'content-length': total },
      },
      (res) => {
        answered = true;
        const sentAtAnswer = sent;
        res.resume();
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, sentAtAnswer });
        });
      },
    );
    req.on('error', (err) => (answered ? undefined : reject(err)));
    if (!OVERSIZE_MB) {
      sent = form.payload.length;
      req.end(form.payload);
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, kind.filler);
    const padding = total - formHead.length - formTail.length;
    const write = () => {
      while (!answered && sent < total) {
        const next =
          sent === 0
            ? formHead
            : sent < formHead.length + padding
              ? chunk.subarray(0, Math.min(chunk.length, formHead.length + padding - sent))
              : formTail;
        sent += next.length;
        if (!req.write(next)) return void req.once('drain', write);
      }
      if (sent >= total) req.end();
    };
    write();
  });

globalThis.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const results = await Promise.all(sessions.map((s) => post(s.headers, s.companyId)));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const answers: Record<number, number> = {};
for (const r of results) answers[r.status] = (answers[r.status] ?? 0) + 1;
const mostRead = Math.max(...results.map((r) => r.sentAtAnswer));
console.log(
  `${COUNT} concurrent ${KIND} uploads${oneCompany ? ' of one company' : ''} of ${OVERSIZE_MB ? `${OVERSIZE_MB} MB (over the limit)` : `${SIZE_MB.toFixed(2)} MB`} ` +
    `(${process.env.BENCH_STORAGE ?? 'local'} storage, ${server ? 'PostgreSQL server' : 'embedded database'}): ` +
    `rss before ${mb(before)} MB, peak ${mb(peak)} MB (+${mb(peak - before)} MB), ` +
    `${seconds.toFixed(1)} s, answers ${JSON.stringify(answers)}, at most ${mb(mostRead)} MB of a body sent when answered`,
);
await app.close();
await database.close();
await server?.drop();
rmSync(dataDir, { recursive: true, force: true });
