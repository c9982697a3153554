/**
 * `npm run bench:reminders`: 10,000 players' reminders at one hour (ADR 0031). A running game of
 * 11,000 players in 100 teams, all reminded at 17:00 UTC, of whom 1,000 logged today and must not
 * be. Measured from the planning pass that finds the hour (the `reminders.plan` job, every 15 s)
 * to every reminder written (bell notice, the day's mail in the outbox) and then to every mail
 * delivered to a local SMTP sink by the processes' outbox senders (`bench-api-smtp.ts`).
 * Runs on the embedded database and, with BENCH_DATABASE_URL (or TEST_DATABASE_URL), on that
 * PostgreSQL server with two server processes planning at the same instant (each reminder once).
 * A reminder goes at most 15 s (the pass's interval) plus the figures below after its hour.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { planReminders } from '../apps/server/src/areas/reminders/plan.ts';
import { PLAN_EVERY_MS } from '../apps/server/src/areas/reminders/routes.ts';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import { type Database, openEmbedded, openPostgres } from '../apps/server/src/db/client.ts';
import { createCompany } from '../apps/server/src/seed/factories.ts';
import { createSmtpSink } from './bench-api-smtp.ts';
import { fillGame } from './bench-leaderboard-data.ts';
import { benchConfig, freshPostgres } from './bench-upload-support.ts';

const REMINDED = Number(process.env.BENCH_REMINDERS ?? 10_000);
const LOGGED = 1_000;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const today = new Date().toISOString().slice(0, 10);
const HOUR = new Date(`${today}T17:00:05Z`);

const SMTP_PORT = 13314;
/** The planning pass's interval (`REMINDERS_PLAN_JOB`): the longest a due reminder waits to be found. */
const PASS_S = PLAN_EVERY_MS / 1000;
const sink = await createSmtpSink(SMTP_PORT, { latencyMs: 0, onDelivery: () => {} });

const count = async (db: Database['db'], query: ReturnType<typeof sql>) =>
  (await executeRows<{ n: number }>(db, query))[0]?.n ?? 0;

async function bench(label: string, database: Database, dataDir: string, second?: Database) {
  await database.migrate();
  const config = benchConfig(dataDir, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });
  const apps = [await buildApp({ config, database, logStream: false })];
  if (second) apps.push(await buildApp({ config, database: second, logStream: false }));
  const [app] = apps;
  if (!app) throw new Error('no app');
  try {
    const company = await createCompany(app.db, { name: 'Bench Co' });
    const game = await fillGame(app.db, company.id, { players: REMINDED + LOGGED, teams: 100, logs: 0 });
    // The first LOGGED players (by id) logged today: the pass must leave them out.
    await app.db.execute(sql`insert into behaviour_logs
        (id, company_id, game_id, user_id, team_id, behaviour_id, day, slot, points, status, logged_by)
      select gen_random_uuid(), m.company_id, m.game_id, m.user_id, m.team_id,
        (select id from behaviours where game_id = ${game.id} order by position limit 1), ${today}::date, 1, 5, 'approved', m.user_id
      from (select * from team_members where game_id = ${game.id} order by user_id limit ${LOGGED}) m`);
    await app.db.execute(sql`analyze`);

    const started = performance.now();
    // Every process's pass finds the hour at the same instant: the claim rows decide who sends.
    const passes = await Promise.all(
      apps.map((a) => planReminders(a.db, { mailer: a.mailer, appUrl: 'https://rally.bench' }, HOUR)),
    );
    const written = performance.now() - started;
    const sent = passes.reduce((n, p) => n + p.sent, 0);
    const reminded = await count(app.db, sql`select count(*)::int as n from reminder_sends`);
    const notices = await count(
      app.db,
      sql`select count(*)::int as n from notifications where type = 'logReminder'`,
    );
    if (sent !== REMINDED || reminded !== REMINDED || notices !== REMINDED)
      throw new Error(
        `expected ${REMINDED} reminders, got ${sent} sent, ${reminded} rows, ${notices} notices`,
      );

    // A pass a minute later finds every reminder claimed: the cost of a pass with nothing to send.
    const idleStarted = performance.now();
    const again = await planReminders(
      app.db,
      { mailer: app.mailer, appUrl: 'https://rally.bench' },
      new Date(HOUR.getTime() + 60_000),
    );
    const idle = performance.now() - idleStarted;
    if (again.sent !== 0) throw new Error(`a second pass sent ${again.sent}`);
    // The mails, through each process's outbox sender to the local SMTP sink, as in production.
    const mailsSent = () =>
      count(
        app.db,
        sql`select count(*)::int as n from outbox_messages where template = 'logReminder' and status = 'sent'`,
      );
    while ((await mailsSent()) < REMINDED && performance.now() - started < 180_000) {
      await Promise.all(apps.map((a) => a.mailer.flush()));
    }
    const total = performance.now() - started;
    const out = await mailsSent();
    if (out !== REMINDED) throw new Error(`expected ${REMINDED} mails sent, got ${out}`);
    console.log(
      `${label}: ${REMINDED} reminders (of ${REMINDED + LOGGED} players, ${LOGGED} logged today) ` +
        `planned and written in ${(written / 1000).toFixed(1)} s` +
        `${second ? ` by two processes (${passes.map((p) => p.sent).join(' + ')})` : ''}; ` +
        `all mails sent after ${(total / 1000).toFixed(1)} s; ` +
        `latest after the hour: ${(PASS_S + total / 1000).toFixed(1)} s (${PASS_S} s pass interval included); ` +
        `a pass with nothing left to send: ${Math.round(idle)} ms`,
    );
  } finally {
    for (const a of apps) await a.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'rally-bench-reminders-'));
try {
  if (process.env.BENCH_EMBEDDED !== 'false') {
    const embedded = await openEmbedded(path.join(dir, 'pgdata'));
    await bench('embedded', embedded, dir);
    await embedded.close();
  }
  if (pgUrl) {
    const a = await freshPostgres(pgUrl);
    // The second process: its own connections to the first's database.
    const [row] = await executeRows<{ name: string }>(a.database.db, sql`select current_database() as name`);
    const url = new URL(pgUrl);
    url.pathname = `/${row?.name}`;
    const other = await openPostgres(url.toString());
    try {
      await bench('postgresql', a.database, dir, other);
    } finally {
      await other.close();
      await a.database.close();
      await a.drop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await sink.stop();
}
