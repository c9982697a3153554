/**
 * Bulk upload benchmark: 10,000 new users through the upload, against a plain
 * `INSERT INTO users ... SELECT` of the same rows from a staging table, measured in the same run.
 * Runs on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on that
 * PostgreSQL server; a fresh database each. Run: `npm run bench:upload` (BENCH_REPS runs, default 3,
 * after one warm-up run; each measurement is interleaved with its baseline, and every ratio is the
 * median of the runs' own ratios).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assignableRoles } from '@rally/contracts/abilities';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { previewRows } from '../apps/server/src/areas/uploads/preview.ts';
import { processUpload, type UploadWork } from '../apps/server/src/areas/uploads/process.ts';
import { insertUploadJob } from '../apps/server/src/areas/uploads/queries.ts';
import { readUploadFile } from '../apps/server/src/areas/uploads/read-file.ts';
import { rowsOf } from '../apps/server/src/areas/uploads/rows.ts';
import { validateRows } from '../apps/server/src/areas/uploads/validate.ts';
import { type Database, openEmbedded } from '../apps/server/src/db/client.ts';
import { outboxMessages, uploadJobs } from '../apps/server/src/db/schema/index.ts';
import { createCompany } from '../apps/server/src/seed/factories.ts';
import { fillStaging, insertUsersFromStaging } from './bench-upload-baseline.ts';
import { breakDownWrites } from './bench-upload-breakdown.ts';
import {
  API_CLIENT,
  benchConfig,
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
  const config = benchConfig(dataDir, {
    PUBLIC_API_KEY: API_CLIENT.key,
    PUBLIC_API_SECRET: API_CLIENT.secret,
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
    for (const table of ['outbox_messages', 'outbox_fanouts', 'upload_jobs', 'notifications']) {
      await db.execute(sql`delete from ${sql.identifier(table)}`);
    }
    // Dead rows left by the deletes would otherwise tax later runs, or wake autovacuum in one.
    await db.execute(sql`vacuum users, password_links, outbox_messages, upload_jobs`);
  };
  /** Times the upload job as the POST leaves it to the background: everything after the file is read. */
  const runJob = async (rows: UploadWork['rows']) => {
    const job = await insertUploadJob(db, {
      companyId: company.id,
      createdBy: user.id,
      fileName: 'bench.csv',
      total: rows.length,
    });
    const work: UploadWork = {
      db,
      engine: database.kind,
      log: app.log,
      job,
      scope: { userId: user.id, companyId: company.id, role: 'company_admin' },
      company,
      companyLanguage: 'en',
      mailer: app.mailer,
      rows,
      updateLines: new Set(),
    };
    const ms = await timed(() => processUpload(work));
    const [done] = await db
      .select({ status: uploadJobs.status, error: uploadJobs.error })
      .from(uploadJobs)
      .where(eq(uploadJobs.id, job.id));
    if (done?.status !== 'done') throw new Error(`upload job ${done?.status}: ${done?.error}`);
    return ms;
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
    const planContext = {
      companyId: company.id,
      uploaderId: user.id,
      assignable: assignableRoles('company_admin'),
      companyLanguage: 'en' as const,
    };
    await measure(rep, 'preview', () => previewRows(db, rows, planContext));

    await measure(rep, 'baseline', () => insertUsersFromStaging(db));
    await clear();
    keep(rep, 'job', await runJob(rows));
    keep(rep, 'again', await runJob(rows));
    await measure(rep, 'fanout', () => app.mailer.flush());
    const mails = await db.$count(outboxMessages);
    if (mails !== ROWS) throw new Error(`the sender wrote ${mails} invitations, not ${ROWS}`);
    await clear();
    for (const [key, ms] of Object.entries(await breakDownWrites(db, company.id, user.id, rows))) {
      keep(rep, key, ms);
    }
    await clear();
    await measure(rep, 'http', () => uploadOverHttp(app, headers, company.id, csvOf(`h${rep}`)));
    await clear();
  }
  await app.close();
  return times;
}

function report(title: string, times: Record<string, number[]>) {
  const base = times.baseline ?? [];
  const ms = (key: string) => median(times[key] ?? []);
  // Each run's own ratio (same load as its baseline), then the median and range over the runs.
  const ratios = (key: string) => (times[key] ?? []).map((t, i) => t / (base[i] ?? Number.NaN));
  const line = (label: string, key: string) => {
    const r = ratios(key);
    const rate = Math.round((ROWS / ms(key)) * 1000).toLocaleString('en');
    const range = `${Math.min(...r).toFixed(2)}-${Math.max(...r).toFixed(2)}`;
    return `  ${label.padEnd(52)} ${ms(key).toFixed(0).padStart(6)} ms ${rate.padStart(8)} rows/s ${median(r).toFixed(2).padStart(5)}x baseline (runs ${range})`;
  };
  console.log(`\n${title}: ${ROWS.toLocaleString('en')} rows, medians of ${REPS} runs`);
  console.log(line('baseline: INSERT INTO users ... SELECT', 'baseline'));
  console.log(line('upload job: validate, match, write, results, fan-out', 'job'));
  console.log(line('preview (before confirming): validate, match, no write', 'preview'));
  console.log(line('upload end to end: HTTP preview, confirm, job, results', 'http'));
  console.log(line('same file again (all rows skipped)', 'again'));
  console.log(line('invitations: outbox sender, after the upload', 'fanout'));
  const parts = (keys: string[]) => keys.map((k) => `${k} ${ms(k).toFixed(0)} ms`).join(', ');
  console.log(`  where the time goes: ${parts(['parse', 'validate'])} (CPU);`);
  console.log(`    ${parts(['insert', 'results', 'lookup'])} (statements; lookup only when rows are known)`);
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
