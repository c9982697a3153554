/**
 * `npm run bench:mail`: how fast the outbox sends, and how long a one-time code waits behind a
 * fan-out's invitations. Two server processes (`apps/server/src/server.ts`, as in production) on a
 * fresh PostgreSQL database send to a local SMTP sink (`bench-api-smtp.ts`); the invitations are
 * written to the outbox as the upload fan-out writes them (as bulk mail where the schema knows it),
 * then a one-time code is asked for through `POST /api/auth/forgotpassword`.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:mail -- --base 453e1d7
 *
 * `--base <commit>` also runs that commit's server (its `apps/server`, unpacked with `git archive`
 * into the temporary directory), before this checkout's.
 * `--invitations` (2000), `--latency` (ms the sink takes for each reply: 0), `--timeout` (s a run
 * may take at most: 240; a run cut short reports the rate of what arrived).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/auth';
import pg from 'pg';
import { type Running, startServer, unpackServer } from './bench-api-processes.ts';
import { createSmtpSink } from './bench-api-smtp.ts';
import { API_CLIENT } from './bench-upload-support.ts';

const root = path.join(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: {
    base: { type: 'string' },
    invitations: { type: 'string', default: '2000' },
    latency: { type: 'string', default: '0' },
    timeout: { type: 'string', default: '240' },
  },
});
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) throw new Error('TEST_DATABASE_URL: the PostgreSQL server to make the databases on');
const INVITATIONS = Number(flags.invitations);
const TIMEOUT_MS = Number(flags.timeout) * 1000;
const SMTP_PORT = 13313;
const CODE_TO = 'code@bench.example';

/** Arrival times at the sink, by recipient; `waiters` are woken at each. */
const arrivals = new Map<string, number>();
let delivered = 0;
const sink = await createSmtpSink(SMTP_PORT, {
  latencyMs: Number(flags.latency),
  onDelivery: (to) => {
    delivered++;
    if (!arrivals.has(to)) arrivals.set(to, performance.now());
  },
});

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The invitations as a fan-out writes them, and the user who will ask for a code. */
async function seed(url: string) {
  await onServer(url, async (c) => {
    const hasPriority =
      (
        await c.query(
          `SELECT 1 FROM information_schema.columns WHERE table_name = 'outbox_messages' AND column_name = 'priority'`,
        )
      ).rowCount === 1;
    await c.query('BEGIN');
    const company = await c.query(
      "INSERT INTO companies (id, name) VALUES (gen_random_uuid(), 'Bench') RETURNING id",
    );
    const companyId = company.rows[0].id as string;
    await c.query(
      `INSERT INTO users (id, company_id, email, full_name, role, status, language)
       VALUES (gen_random_uuid(), $1, $2, 'Code Asker', 'player', 'active', 'en')`,
      [companyId, CODE_TO],
    );
    await c.query(
      `INSERT INTO outbox_messages (id, company_id, "to", subject, text, html, template, language, dedupe_key, status${hasPriority ? ', priority' : ''})
       SELECT gen_random_uuid(), $1, 'invited' || i || '@bench.example', 'You are invited to Rally',
         'Hello,' || repeat(' set your password at the link.', 20), '<p>Hello</p>', 'invite', 'en',
         'invite:bench:' || i, 'pending'${hasPriority ? ', 1' : ''}
       FROM generate_series(1, $2::int) AS i`,
      [companyId, INVITATIONS],
    );
    await c.query('COMMIT');
  });
}

type Result = {
  label: string;
  sent: number;
  duplicates: number;
  seconds: number;
  perSecond: number;
  codeDelayMs: number | null;
};

async function run(label: string, serverEntry: string): Promise<Result> {
  const name = `rally_bench_mail_${randomBytes(6).toString('hex')}`;
  await onServer(pgUrl as string, (c) => c.query(`CREATE DATABASE ${name}`));
  const u = new URL(pgUrl as string);
  u.pathname = `/${name}`;
  const url = u.toString();
  const dataDir = path.join(os.tmpdir(), name);
  mkdirSync(dataDir, { recursive: true });
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    PUBLIC_API_KEY: API_CLIENT.key,
    PUBLIC_API_SECRET: API_CLIENT.secret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'Rally <mail@bench.example>',
  };
  const servers: Running[] = [];
  arrivals.clear();
  delivered = 0;
  try {
    // One after the other: the first migrates the new database.
    for (const port of [33130, 33131])
      servers.push(await startServer(env, port, path.join(dataDir, `server-${port}.log`), serverEntry));
    await seed(url);
    const started = performance.now();
    const askedAt = performance.now();
    const asked = await fetch(`${servers[0]?.url}/api/auth/forgotpassword`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [API_KEY_HEADER]: API_CLIENT.key,
        [API_SECRET_HEADER]: API_CLIENT.secret,
      },
      body: JSON.stringify({ email: CODE_TO }),
    });
    if (!asked.ok) throw new Error(`forgotpassword answered ${asked.status}`);
    const total = INVITATIONS + 1;
    while (arrivals.size < total && performance.now() - started < TIMEOUT_MS)
      await new Promise((r) => setTimeout(r, 50));
    const last = Math.max(...arrivals.values());
    const seconds = (last - started) / 1000;
    const codeAt = arrivals.get(CODE_TO);
    return {
      label,
      sent: arrivals.size,
      duplicates: delivered - arrivals.size,
      seconds,
      perSecond: arrivals.size / seconds,
      codeDelayMs: codeAt === undefined ? null : codeAt - askedAt,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await onServer(pgUrl as string, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
try {
  if (flags.base) results.push(await run(`base ${flags.base}`, unpackServer(flags.base, 'bench-mail')));
  results.push(await run('this checkout', path.join(root, 'apps/server/src/server.ts')));
} finally {
  await sink.stop();
}
console.log(
  `\nMail benchmark: ${INVITATIONS} invitations queued, then a one-time code asked for; two server processes on PostgreSQL (${new URL(pgUrl).host}); SMTP sink reply latency ${flags.latency} ms`,
);
console.log('| code | mails sent | sent twice | seconds | mails/s | one-time code arrived after |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.label} | ${r.sent} | ${r.duplicates} | ${r.seconds.toFixed(1)} | ${r.perSecond.toFixed(0)} | ${r.codeDelayMs === null ? 'not within the timeout' : `${(r.codeDelayMs / 1000).toFixed(2)} s`} |`,
  );
process.exit(0);
