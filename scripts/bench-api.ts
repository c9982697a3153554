/**
 * API benchmark ("fast under load"), in one run on one machine:
 *
 * 1. Throughput (autocannon, 50 connections): the signed-in users list (`GET /api/user/all`, a page
 *    of 10, tokens of 200 company admins in turn) on the real server, against baselines measured
 *    in the same run: a bare Fastify handler running the same SQL by hand with the same driver, the
 *    same without the page's count (what the page's SQL costs if nothing counted the users: the bound
 *    of any server answering it), and a bare Fastify "hello". Each answers in a process of its own;
 *    the ratios are the figures (absolute rates depend on the machine and what else runs on it).
 * 2. Mixed load: 200 concurrent clients for `--seconds` (60) reading, logging behaviours, signing
 *    in and inviting users (each invitation one e-mail to a local SMTP sink): no errors, p99.
 * 3. The same with faults: the database's connections to the server killed twice mid-run
 *    (`pg_terminate_backend`, PostgreSQL only) and SMTP down for 30 s; then no write lost (rows
 *    counted against the 201s), no mail lost or doubled (sink deliveries against the outbox), and
 *    the same server process answering after.
 *
 * Run: `npm run bench:api` (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL; `--embedded`
 * for the embedded database). Flags: `--seconds N`, `--throughput-seconds N`, `--only throughput|mix`,
 * `--base <commit>`: that commit's server (`git archive`) measured as one more throughput target in
 * the same rounds, so a change's cost is read against the code before it under the same load.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { userPageSql } from '../apps/server/src/areas/users/queries.ts';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import { type Database, openEmbedded } from '../apps/server/src/db/client.ts';
import { createJwt } from '../apps/server/src/lib/jwt.ts';
import { API_CLIENT, JWT_SECRET, seedApiBench } from './bench-api-data.ts';
import { runMix } from './bench-api-mix.ts';
import { startBaseline, startServer, unpackServer } from './bench-api-processes.ts';
import { freshPostgres } from './bench-upload-support.ts';

/**
 * The page's statement with the count taken out: its subquery replaced by a constant that still
 * names the subquery's parameters (typed as text), so the statement's other parameters keep their
 * numbers and values.
 */
function withoutCount(statement: { text: string; params: unknown[] }) {
  const { text } = statement;
  const start = text.indexOf('(select count(*)');
  if (start < 0) throw new Error('the users page statement has no count subquery to take out');
  let depth = 0;
  let end = start;
  for (; end < text.length; end++) {
    if (text[end] === '(') depth++;
    if (text[end] === ')' && --depth === 0) break;
  }
  const named = [...new Set(text.slice(start, end + 1).match(/\$\d+/g) ?? [])];
  const constant = named.length
    ? `(select 0 where ${named.map((param) => `${param}::text is not null`).join(' and ')})`
    : '0';
  return { ...statement, text: text.slice(0, start) + constant + text.slice(end + 1) };
}

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'throughput-seconds': { type: 'string', default: '10' },
    embedded: { type: 'boolean', default: false },
    only: { type: 'string' },
    base: { type: 'string' },
  },
});
const PORT = 3302;
const CONNECTIONS = 50;
const pgUrl = flags.embedded ? undefined : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-api-'));
let database: Database;
let databaseUrl: string | undefined;
let drop = async () => {};
if (pgUrl) {
  const fresh = await freshPostgres(pgUrl);
  database = fresh.database;
  drop = fresh.drop;
  const [row] = await executeRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const u = new URL(pgUrl);
  u.pathname = `/${row?.name}`;
  databaseUrl = u.toString();
} else {
  database = await openEmbedded(path.join(dataDir, 'pgdata'));
}

try {
  await database.migrate();
  const data = await seedApiBench(database.db);
  const jwt = createJwt(JWT_SECRET);
  const tokenOf = (a: { id: string; role: 'player' | 'company_admin'; companyId: string }) =>
    jwt.sign({ sub: a.id, role: a.role, cid: a.companyId });
  const adminTokens = await Promise.all(data.admins.map(tokenOf));
  const playerTokens = await Promise.all(data.players.map(tokenOf));
  const firstAdmin = data.admins[0];
  if (!firstAdmin) throw new Error('no admin');
  const listSql = userPageSql(
    database.db,
    { userId: firstAdmin.id, companyId: data.companyId, role: 'company_admin' },
    { sort: 'fullName', order: 'asc', limit: 10, offset: 0 },
  );
  const pageSql = withoutCount(listSql);
  // The embedded database belongs to one process at a time: each target opens it in turn.
  if (!pgUrl) await database.close();
  const dbTarget = databaseUrl ?? path.join(dataDir, 'pgdata');
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    JWT_SECRET,
    PUBLIC_API_KEY: API_CLIENT.key,
    PUBLIC_API_SECRET: API_CLIENT.secret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  const engine = pgUrl ? `PostgreSQL (${new URL(pgUrl).host})` : 'embedded database (PGlite)';
  console.log(`\nAPI benchmark on the ${engine}; absolute figures depend on the machine and its other load.`);

  if (flags.only !== 'mix') {
    const seconds = Number(flags['throughput-seconds']);
    let turn = 0;
    let failed = 0;
    const measure = async (url: string, rotate: boolean) => {
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (req) => {
              if (!rotate) return req;
              turn = (turn + 1) % adminTokens.length;
              return { ...req, headers: { ...req.headers, authorization: `Bearer ${adminTokens[turn]}` } };
            },
          },
        ],
      });
      failed += result.non2xx + result.errors + result.timeouts;
      return result;
    };
    type TTarget = 'hello' | 'sql' | 'page' | 'app' | 'base';
    const rates: Record<TTarget, number[]> = { hello: [], sql: [], page: [], app: [], base: [] };
    const p99: Record<TTarget, number[]> = { hello: [], sql: [], page: [], app: [], base: [] };
    const baseEntry = flags.base ? unpackServer(flags.base, 'bench-api') : undefined;
    const targets: TTarget[] = ['hello', 'sql', 'page', ...(baseEntry ? (['base'] as const) : []), 'app'];
    // Two rounds in turn, so a burst of other load on the machine touches every target alike.
    for (let round = 0; round < 2; round++) {
      for (const target of targets) {
        const server = target === 'app' || target === 'base';
        const running = server
          ? await startServer(
              serverEnv,
              PORT,
              path.join(dataDir, `${target}-${round}.log`),
              target === 'base' ? baseEntry : undefined,
            )
          : await startBaseline(target === 'hello' ? 'hello' : 'sql', {
              BENCH_DB: dbTarget,
              BENCH_SQL: JSON.stringify([target === 'page' ? pageSql : listSql]),
            });
        try {
          const url = server
            ? `${running.url}/api/user/all?page=1&perPage=10`
            : `${running.url}/${target === 'hello' ? 'hello' : 'sql'}`;
          await measure(url, server); // warm-up, not counted
          const result = await measure(url, server);
          rates[target].push(result.requests.average);
          p99[target].push(result.latency.p99);
        } finally {
          await running.stop();
        }
      }
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const line = (label: string, t: TTarget) =>
      `  ${label.padEnd(58)} ${mean(rates[t]).toFixed(0).padStart(6)} req/s  p99 ${mean(p99[t]).toFixed(0).padStart(3)} ms`;
    console.log(`\nThroughput, ${CONNECTIONS} connections, ${seconds} s per target, 2 rounds (means):`);
    console.log(line('bare Fastify "hello"', 'hello'));
    console.log(line('bare Fastify, the users page SQL by hand (same driver)', 'sql'));
    console.log(line('the same SQL without its count (nothing counts the users)', 'page'));
    if (baseEntry) console.log(line(`the same at ${flags.base} (the code before)`, 'base'));
    console.log(line('Rally GET /api/user/all (signed in, page of 10)', 'app'));
    const logLines = readFileSync(path.join(dataDir, 'app-1.log'), 'utf8').split('\n').length - 1;
    const ratioSql = mean(rates.app) / mean(rates.sql);
    const ratioHello = mean(rates.app) / mean(rates.hello);
    console.log(
      `  ${'users list vs the same SQL by hand'.padEnd(58)} ${(ratioSql * 100).toFixed(0).padStart(6)} %      target >= 80 %`,
    );
    if (baseEntry) {
      const ratioBase = mean(rates.base) / mean(rates.sql);
      console.log(
        `  ${`the same at ${flags.base} vs the same SQL by hand`.padEnd(58)} ${(ratioBase * 100).toFixed(0).padStart(6)} %`,
      );
    }
    console.log(
      `  ${'users list vs "hello"'.padEnd(58)} ${(ratioHello * 100).toFixed(0).padStart(6)} %      target >= 15 %`,
    );
    console.log(
      `  ${'bound: the SQL without its count vs "hello"'.padEnd(58)} ${((mean(rates.page) / mean(rates.hello)) * 100).toFixed(0).padStart(6)} %`,
    );
    console.log(`  (server log: ${logLines.toLocaleString('en')} lines in its second round)`);
    console.log(`  failed or timed-out answers (30 s), all targets: ${failed}`);
  }

  if (flags.only !== 'throughput') {
    await runMix({
      seconds: Number(flags.seconds),
      data,
      adminTokens,
      playerTokens,
      serverEnv,
      port: PORT,
      dataDir,
      databaseUrl,
      database: pgUrl ? database : undefined,
    });
  }
} finally {
  if (pgUrl) await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
