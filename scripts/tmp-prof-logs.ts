// TEMPORARY profiling harness (not to be committed).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createCompany } from '../apps/server/src/db/seed/factories.ts';
import { fillGame, pickPlayers } from './bench-leaderboard-data.ts';
import { asClient, percentile } from './bench-leaderboard-load.ts';

const stats = new Map<string, { n: number; ms: number }>();
let recording = false;
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (...args: any[]) {
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
  const start = performance.now();
  const r = orig.apply(this, args);
  if (recording && r && typeof r.then === 'function') {
    r.then(() => {
      const key = String(text).replace(/\s+/g, ' ').slice(0, 110);
      const s = stats.get(key) ?? { n: 0, ms: 0 };
      s.n++; s.ms += performance.now() - start; stats.set(key, s);
    }, () => {});
  }
  return r;
};

const url = new URL(process.env.PROF_URL ?? 'postgres://postgres@127.0.0.1:5432/rally_prof');
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [url.pathname.slice(1)])).rowCount;
if (!exists) await admin.query(`create database ${url.pathname.slice(1)}`);
await admin.end();
const database = await openPostgres(url.toString());
await database.migrate();
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789', SEED_DEMO: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', WEB_DIST: path.join(dataDir, 'no-web') });
const app = await buildApp({ config, database, logStream: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
let [g] = await executeRows<{ id: string }>(app.db, sql`select id from games where name = 'Bench game' limit 1`);
if (!g) { const c = await createCompany(app.db, { name: 'Bench Co' }); const t = performance.now(); g = { id: (await fillGame(app.db, c.id)).id }; console.log('fill', performance.now() - t); }
const players = await Promise.all((await pickPlayers(app.db, g.id, 400)).map(async (p) => ({ userId: p.user_id, headers: { authorization: `Bearer ${await app.jwt.sign({ sub: p.user_id, role: 'player', cid: p.company_id })}` } })));
const behaviours = (await executeRows<{ id: string }>(app.db, sql`select id from behaviours where game_id = ${g.id} order by position`)).map((b) => b.id);
// clear today's logs from earlier runs (direct SQL; scores drift doesn't matter for timing)
await app.db.execute(sql`delete from behaviour_logs where game_id = ${g.id} and created_at > now() - interval '12 hours'`);
const post = async (p: any, b: string) => { const s = performance.now(); const res = await fetch(`${base}/api/game/${g!.id}/performedtasks`, { method: 'POST', headers: asClient({ ...p.headers, 'content-type': 'application/json' }), body: JSON.stringify({ behaviourId: b }) }); await res.text(); if (res.status !== 201) throw new Error(String(res.status)); return performance.now() - s; };
const mode = process.env.PROF_MODE ?? 'all';
let pi = 0;
const seq: number[] = [];
recording = true;
for (let i = 0; i < 100; i++) { const p = players[pi++ % 400]; seq.push(await post(p, behaviours[Math.floor(pi / 400) % 10]!)); }
recording = false;
console.log('sequential logs p50', percentile(seq, 50).toFixed(2), 'p95', percentile(seq, 95).toFixed(2));
for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) console.log(String(s.n).padStart(4), (s.ms / s.n).toFixed(2).padStart(7), k);
stats.clear();
const burst: number[] = [];
for (let r = 0; r < 4; r++) { burst.push(...(await Promise.all(Array.from({ length: 50 }, () => { const p = players[pi++ % 400]; return post(p, behaviours[Math.floor(pi / 400) % 10]!); })))); }
console.log('burst-50 logs p50', percentile(burst, 50).toFixed(2), 'p95', percentile(burst, 95).toFixed(2));
// paced: 50 players each logging, arrivals spread (open loop) at ~rate/s
const rate = Number(process.env.PROF_RATE ?? 200);
const paced: number[] = [];
const t0 = performance.now();
await Promise.all(Array.from({ length: 200 }, (_, i) => new Promise<void>((res) => setTimeout(async () => { const p = players[(pi + i) % 400]; paced.push(await post(p, behaviours[(Math.floor((pi + i) / 400) + 5) % 10]!)); res(); }, (i * 1000) / rate))));
console.log(`paced ${rate}/s logs p50`, percentile(paced, 50).toFixed(2), 'p95', percentile(paced, 95).toFixed(2), 'took', (performance.now() - t0).toFixed(0));
const reads: number[] = [];
recording = true;
for (let i = 0; i < 300; i++) { const p = players[i % 400]!; const s = performance.now(); const res = await fetch(`${base}/api/game/${g.id}/leaderboard?limit=100`, { headers: asClient(p.headers) }); await res.text(); if (i >= 50) reads.push(performance.now() - s); }
recording = false;
console.log('reads p50', percentile(reads, 50).toFixed(2), 'p95', percentile(reads, 95).toFixed(2));
for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) console.log(String(s.n).padStart(4), (s.ms / s.n).toFixed(2).padStart(7), k);
await app.close();
