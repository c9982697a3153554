/**
 * Bulk upload benchmark (issue 3): 10,000 new users through the upload, against a plain
 * `INSERT INTO users ... SELECT` of the same rows from a staging table, measured in the same run.
 * Runs on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on that
 * PostgreSQL server; a fresh database each. Run: `npm run bench:upload` (BENCH_REPS runs, default 3,
 * after one warm-up run; the medians are printed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { writeUpload } from '../apps/server/src/areas/uploads/process.ts';
import { readUploadFile } from '../apps/server/src/areas/uploads/read-file.ts';
import { rowsOf } from '../apps/server/src/areas/uploads/rows.ts';
import { validateRows } from '../apps/server/src/areas/uploads/validate.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openEmbedded } from '../apps/server/src/db/client.ts';
import { createCompany } from '../apps/server/src/db/seed/factories.ts';
import { renderMail } from '../apps/server/src/mail/templates.ts';
import { fillStaging, insertAllFromStaging, insertUsersFromStaging } from './bench-upload-baseline.ts';
import { breakDownWrites } from './bench-upload-breakdown.ts';
import {
  API_CLIENT,
  freshPostgres,
  median,
  signInCompanyAdmin,
  timed,
  uploadOverHttp,
} from './bench-upload-support.ts';

const ROWS = 10_000;
const REPS = Number(process.env.BENCH_REPS ?? 3);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const csvOf = (run: string) =>
  Buffer.from(
    `fullName,email,role,language\n${Array.from(
      { length: ROWS },
      (_, i) => `Bench User ${i},user-${run}-${i}@bench.example.com,player,en`,
    ).join('\n')}\n`,
  );

async function benchEngine(database: Database, dataDir: string) {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    PUBLIC_API_KEY: API_CLIENT.key,
    PUBLIC_API_SECRET: API_CLIENT.secret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database, logStream: false });
  await app.ready();
  const { db } = app;
  const company = await createCompany(db, { name: 'Bench Co' });
  const { user, headers } = await signInCompanyAdmin(app, company.id);
  await fillStaging(db, company.id, ROWS);
  // Untimed after every measurement: each one starts from the same table sizes.
  const clear = async () => {
    await db.execute(sql`delete from users where company_id = ${company.id} and id <> ${user.id}`);
    for (const table of ['outbox_messages', 'upload_jobs', 'notifications']) {
      await db.execute(sql`delete from ${sql.identifier(table)}`);
    }
    // Dead rows left by the deletes would otherwise tax later runs, or wake autovacuum in one.
    await db.execute(sql`vacuum users, password_links, outbox_messages`);
  };
  const scope = { userId: user.id, companyId: company.id, role: 'company_admin' as const };
  const work = {
    db,
    engine: database.kind,
    log: app.log,
    job: { id: '', fileName: 'bench.csv' },
    scope,
    companyLanguage: 'en' as const,
    sender: { mailer: app.mailer, appUrl: config.appUrl, inviter: user.fullName, company },
  };
  const times: Record<string, number[]> = {};
  // Run 0 warms up (JIT, caches, first-time plans) and is not kept.
  const keep = (rep: number, key: string, ms: number) => {
    if (rep > 0) times[key] = [...(times[key] ?? []), ms];
  };
  const measure = async (rep: number, key: string, task: () => unknown) => keep(rep, key, await timed(task));

  for (let rep = 0; rep <= REPS; rep++) {
    const rows = rowsOf(await readUploadFile(csvOf(`w${rep}`)));
    await measure(rep, 'parse', async () => rowsOf(await readUploadFile(csvOf(`p${rep}`))));
    await measure(rep, 'validate', () => validateRows(rows, ['company_admin', 'player', 'client']));
    const vars = {
      name: 'Bench User 1',
      inviter: user.fullName,
      company: company.name,
      url: `${config.appUrl}/x`,
    };
    await measure(rep, 'render', () => rows.map(() => renderMail('invite', 'en', vars)));

    await measure(rep, 'baseline', () => insertUsersFromStaging(db));
    await clear();
    await measure(rep, 'floor', () => insertAllFromStaging(db));
    await clear();
    await measure(rep, 'write', () =>
      db.transaction((tx) => writeUpload(tx, { ...work, rows }, async () => {})),
    );
    await clear();
    for (const [key, ms] of Object.entries(await breakDownWrites(db, work.sender, rows))) keep(rep, key, ms);
    await clear();
    await measure(rep, 'http', () => uploadOverHttp(app, headers, company.id, csvOf(`h${rep}`)));
    await clear();
  }
  await app.close();
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

function report(title: string, t: Record<string, number>) {
  const base = t.baseline ?? Number.NaN;
  const floor = t.floor ?? Number.NaN;
  const line = (label: string, ms = Number.NaN) =>
    `  ${label.padEnd(46)} ${ms.toFixed(0).padStart(6)} ms ${Math.round((ROWS / ms) * 1000)
      .toLocaleString('en')
      .padStart(
        8,
      )} rows/s ${(ms / base).toFixed(2).padStart(6)}x baseline ${(ms / floor).toFixed(2).padStart(5)}x floor`;
  console.log(`\n${title}: ${ROWS.toLocaleString('en')} rows, median of ${REPS} runs`);
  console.log(line('baseline: INSERT INTO users ... SELECT', base));
  console.log(line('floor: same for users, links and mails', floor));
  console.log(line('upload write path (validate, match, write)', t.write));
  console.log(line('upload end to end (HTTP, parse, job, poll)', t.http));
  const ms = (k: string) => `${k} ${(t[k] ?? Number.NaN).toFixed(0)} ms`;
  console.log(`  where the time goes: ${['parse', 'validate', 'render'].map(ms).join(', ')} (CPU);`);
  console.log(
    `    ${['lookup', 'users', 'links', 'outbox'].map(ms).join(', ')} (statements; outbox renders too)`,
  );
}

const embeddedDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-'));
try {
  const embedded = await openEmbedded(path.join(embeddedDir, 'pgdata'));
  const results = await benchEngine(embedded, embeddedDir).finally(() => embedded.close());
  report('Embedded database (PGlite, on disk)', results);
  if (pgUrl) {
    const { database, drop } = await freshPostgres(pgUrl);
    const pgResults = await benchEngine(database, embeddedDir).finally(() => database.close());
    await drop();
    report(`PostgreSQL (${new URL(pgUrl).host})`, pgResults);
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  }
} finally {
  rmSync(embeddedDir, { recursive: true, force: true });
}
