/**
 * Public live streams under a hoarder (decision 0009, "Caps and lifetimes"): 1,000 legitimate
 * watchers of a public leaderboard, each from its own loopback address (127.1.x.y: the whole of
 * 127.0.0.0/8 is local, so no proxy header is needed and the server counts real source addresses),
 * while an attacker on 127.0.0.2 tries to open `ATTEMPTS` streams and never reads them. Reports
 * what the attacker got, this process's memory before and after (the clients run in it too), and
 * the fan-out: time from a score change to each legitimate watcher's next snapshot. Runs once with
 * the default caps and once uncapped (as before them), on the embedded database, in well under
 * two minutes. Run: `npm run bench:streams`
 */

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { openEmbedded } from '../apps/server/src/db/client.ts';
import { createCompany } from '../apps/server/src/seed/factories.ts';
import {
  addPlayer,
  insertNamedTeam,
  insertRunningGame,
  setPlayerDays,
} from '../apps/server/test/score-fixtures.ts';
import { percentile } from './bench-leaderboard-load.ts';
import { benchConfig } from './bench-upload-support.ts';

const WATCHERS = 1000;
const ATTEMPTS = 1000;
const CHANGES = 5;
const ATTACKER = '127.0.0.2';
const TODAY = new Date().toISOString().slice(0, 10);

type Stream = {
  status: number;
  /** The refusal's message code (a refused stream). */
  refused?: string;
  snapshots: () => number;
  /** Resolves with the time the `count`-th snapshot arrived. */
  snapshot: (count: number) => Promise<number>;
  close: () => void;
};

/** A public stream opened from `localAddress`; `read: false` never reads it (a hoarder). */
function openStream(url: URL, localAddress: string, read = true): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, localAddress, agent: false },
      (res) => {
        const close = () => req.destroy();
        if (res.statusCode !== 200) {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            body += c;
          });
          res.on('end', () => {
            const refused = (JSON.parse(body) as { messageCode?: string }).messageCode;
            resolve({
              status: res.statusCode ?? 0,
              refused,
              snapshots: () => 0,
              snapshot: async () => 0,
              close,
            });
          });
          return;
        }
        let buffer = '';
        const times: number[] = [];
        const waiters: (() => void)[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            if (buffer.slice(0, end).includes('event: snapshot')) times.push(performance.now());
            buffer = buffer.slice(end + 2);
          }
          for (const w of waiters.splice(0)) w();
        });
        res.on('error', () => {});
        if (!read) res.pause();
        const snapshot = (count: number) =>
          new Promise<number>((done) => {
            const check = () => {
              const at = times[count - 1];
              if (at !== undefined) done(at);
              else waiters.push(check);
            };
            check();
          });
        resolve({ status: 200, snapshots: () => times.length, snapshot, close });
      },
    );
    req.setHeader('accept', 'text/event-stream');
    req.on('error', reject);
    req.end();
  });
}

/** `count` tasks, `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => task(i + j)))),
    );
  }
  return out;
}

const mb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss / 2 ** 20, heap: m.heapUsed / 2 ** 20 };
};

async function scenario(title: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-streams-'));
  const database = await openEmbedded(undefined);
  await database.migrate();
  const app = await buildApp({ config: benchConfig(dataDir, env), database, logStream: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const game = await insertRunningGame(database.db, (await createCompany(database.db)).id);
    const team = await insertNamedTeam(database.db, game, 'Red');
    const players = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addPlayer(database.db, game, team.id, { fullName: `Player ${i}`, days: { [TODAY]: i } }),
      ),
    );
    const url = new URL(`${base}/api/public/leaderboard/${game.publicId}/events`);
    const before = mb();

    const started = performance.now();
    const attack = await inBatches(ATTEMPTS, 100, () => openStream(url, ATTACKER, false));
    const held = attack.filter((s) => s.status === 200).length;
    const refusals = new Map<string, number>();
    for (const s of attack) {
      if (s.refused)
        refusals.set(`${s.status} ${s.refused}`, (refusals.get(`${s.status} ${s.refused}`) ?? 0) + 1);
    }
    const watchers = await inBatches(WATCHERS, 100, async (i) => {
      const s = await openStream(url, `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`);
      if (s.status !== 200) throw new Error(`watcher ${i} answered ${s.status} ${s.refused}`);
      await s.snapshot(1);
      return s;
    });
    const opened = (performance.now() - started) / 1000;
    const during = mb();

    const fan: number[] = [];
    for (let c = 0; c < CHANGES; c++) {
      const player = players[c % players.length];
      if (!player) throw new Error('no player');
      const seen = watchers.map((w) => w.snapshot(c + 2));
      const sent = performance.now();
      await setPlayerDays(database.db, game, player, team.id, { [TODAY]: 1000 + c * 100 });
      fan.push(...(await Promise.all(seen)).map((at) => at - sent));
    }
    for (const s of [...attack, ...watchers]) s.close();

    console.log(`\n${title}`);
    console.log(
      `  attacker ${ATTACKER}: ${ATTEMPTS} attempts, ${held} held, refused: ${[...refusals].map(([k, n]) => `${n} × ${k}`).join(', ') || 'none'}`,
    );
    console.log(
      `  ${WATCHERS} watchers from ${WATCHERS} addresses all served (opened in ${opened.toFixed(1)} s)`,
    );
    console.log(
      `  memory (this process: server and clients): rss ${before.rss.toFixed(0)} -> ${during.rss.toFixed(0)} MB, heap ${before.heap.toFixed(0)} -> ${during.heap.toFixed(0)} MB`,
    );
    console.log(
      `  fan-out to the ${WATCHERS} watchers, ${CHANGES} changes: p50 ${percentile(fan, 50).toFixed(0)} ms, p95 ${percentile(fan, 95).toFixed(0)} ms, max ${percentile(fan, 100).toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await scenario('Default caps (100 streams per address, 5,000 in all)', {});
await scenario('Uncapped, as before the caps', {
  LIVE_STREAMS_PER_ADDRESS: '100000',
  LIVE_STREAMS_TOTAL: '100000',
});
