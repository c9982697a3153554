/**
 * Report benchmark: a game of 10,000 players in 200 teams with 1,000,000 logs (the data
 * of bench-leaderboard-data.ts), two KPIs with an actual for every player, a round over the last ten
 * days and a charity. Measured over HTTP on loopback, in one run: `GET /competitionreport` for the
 * whole game as JSON, XLSX and CSV and for the round as XLSX (every player on the sheet: the game
 * shows individuals), against the baseline of the same figures summed over every log at read time
 * (SQL only, same data, same run). Target: a report ready in under 2 s on PostgreSQL.
 * Runs on PostgreSQL with BENCH_DATABASE_URL (or TEST_DATABASE_URL) and on the embedded database
 * unless BENCH_EMBEDDED=false. Run: `npm run bench:report`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import { type Database, type Db, openEmbedded } from '../apps/server/src/db/client.ts';
import { createCompany } from '../apps/server/src/seed/factories.ts';
import { fillGame, LOGS, PLAYERS, TEAMS } from './bench-leaderboard-data.ts';
import { percentile, timed } from './bench-leaderboard-load.ts';
import { benchConfig, freshPostgres, signInCompanyAdmin } from './bench-upload-support.ts';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const TARGET_MS = 2000;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What the report reads besides the scores: KPIs with targets and actuals, a round, a charity. */
async function fillReportExtras(db: Db, companyId: string, gameId: string) {
  await db.execute(sql`insert into kpis (id, company_id, game_id, name, unit, direction, weight, position)
    values (gen_random_uuid(), ${companyId}, ${gameId}, 'Calls', 'calls', 'higher', 100, 1),
      (gen_random_uuid(), ${companyId}, ${gameId}, 'Complaints', '', 'lower', 50, 2)`);
  await db.execute(sql`insert into target_kpis (id, company_id, kpi_id, source_type, source_id, target)
    select gen_random_uuid(), ${companyId}, id, 'game', ${gameId}, case when direction = 'higher' then 100 else 5 end
    from kpis where game_id = ${gameId}`);
  await db.execute(sql`insert into set_times (id, company_id, game_id, name, starts_on, ends_on, position)
    values (gen_random_uuid(), ${companyId}, ${gameId}, 'Last ten days', ${day(-10)}, ${day(0)}, 1)`);
  await db.execute(sql`insert into kpi_actuals (id, company_id, game_id, kpi_id, user_id, value, points, day, source)
    select gen_random_uuid(), ${companyId}, ${gameId}, k.id, p.user_id, abs(hashint4((k.position * 100000 + p.n)::int)) % 150,
      0, ${day(0)}, 'upload'
    from kpis k cross join (select user_id, row_number() over (order by user_id) as n from player_scores
      where game_id = ${gameId}) p
    where k.game_id = ${gameId}`);
  const [charity] = await executeRows<{ id: string }>(
    db,
    sql`insert into charities (id, name) values (gen_random_uuid(), 'Bench charity') returning id`,
  );
  await db.execute(sql`insert into game_charities (id, company_id, game_id, charity_id, pledge_per_point, cap)
    values (gen_random_uuid(), ${companyId}, ${gameId}, ${charity?.id}, 0.01, 50000)`);
  await db.execute(sql`analyze`);
}

/**
 * The baseline: the report's figures summed over every log at read time, as a report without
 * maintained scores would compute them (team standings, every player's total and logs, logs and
 * active players per day).
 */
function naiveReport(db: Db, gameId: string) {
  return executeRows(
    db,
    sql`with logs as (
        select user_id, team_id, day, points from behaviour_logs
        where game_id = ${gameId} and status = 'approved' and removed_at is null
      ), players as (
        select m.user_id, m.team_id, coalesce(sum(l.points), 0) as points, count(l.user_id) as logs
        from team_members m left join logs l on l.user_id = m.user_id
        where m.game_id = ${gameId} group by m.user_id, m.team_id
      ), teams_ranked as (
        select team_id, sum(points) as points, rank() over (order by sum(points) desc) as rank
        from players group by team_id
      ), days as (
        select day, count(*) as logs, count(distinct user_id) as active from logs group by day
      )
      select (select count(*) from teams_ranked) as teams,
        (select count(*) from (select rank() over (order by points desc) from players) r) as players,
        (select count(*) from days) as days`,
  );
}

type Figures = {
  setupMs: number;
  json: number[];
  xlsx: number[];
  csv: number[];
  roundXlsx: number[];
  naive: number[];
  xlsxBytes: number;
};

async function benchReport(database: Database, dataDir: string): Promise<Figures> {
  await database.migrate();
  const config = benchConfig(dataDir);
  const app = await buildApp({ config, database, logStream: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const company = await createCompany(app.db, { name: 'Bench Co' });
    let gameId = '';
    const setupMs = await timed(async () => {
      gameId = (await fillGame(app.db, company.id)).id;
      await fillReportExtras(app.db, company.id, gameId);
    });
    const [round] = await executeRows<{ id: string }>(
      app.db,
      sql`select id from set_times where game_id = ${gameId}`,
    );
    const { headers } = await signInCompanyAdmin(app, company.id);
    let xlsxBytes = 0;
    const fetchReport = async (query: string) => {
      const res = await fetch(`${base}/api/competitionreport?competition_id=${gameId}${query}`, { headers });
      const body = await res.arrayBuffer();
      if (res.status !== 200)
        throw new Error(`report answered ${res.status}: ${new TextDecoder().decode(body)}`);
      return body;
    };
    const measure = async (query: string) => {
      await fetchReport(query); // warm: plans and caches, as a server that has been up a while
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(() => fetchReport(query)));
      return times;
    };
    const sample = JSON.parse(new TextDecoder().decode(await fetchReport(''))) as {
      players: { rows: unknown[] };
      kpis: { entries: number }[];
    };
    if (sample.players.rows.length !== PLAYERS) throw new Error('the report does not list every player');
    if (sample.kpis.some((k) => k.entries !== PLAYERS)) throw new Error('KPI actuals missing');
    xlsxBytes = (await fetchReport('&format=xlsx')).byteLength;

    const json = await measure('');
    const xlsx = await measure('&format=xlsx');
    const csv = await measure('&format=csv');
    const roundXlsx = await measure(`&format=xlsx&set_time_id=${round?.id}`);
    const naive: number[] = [];
    await naiveReport(app.db, gameId);
    for (let i = 0; i < RUNS; i++) naive.push(await timed(() => naiveReport(app.db, gameId)));
    return { setupMs, json, xlsx, csv, roundXlsx, naive, xlsxBytes };
  } finally {
    await app.close();
  }
}

function report(title: string, f: Figures) {
  const ms = (v: number) => `${v.toFixed(0)} ms`.padStart(8);
  const line = (label: string, values: number[], target = '') =>
    `  ${label.padEnd(52)} p50 ${ms(percentile(values, 50))}  max ${ms(percentile(values, 100))}  (${values.length})  ${target}`;
  const verdict = (values: number[]) =>
    percentile(values, 100) < TARGET_MS
      ? `under ${TARGET_MS / 1000} s: yes`
      : `under ${TARGET_MS / 1000} s: NO`;
  console.log(
    `\n${title}: ${PLAYERS.toLocaleString('en')} players, ${TEAMS} teams, ${LOGS.toLocaleString('en')} logs, ${(2 * PLAYERS).toLocaleString('en')} KPI actuals (written in ${(f.setupMs / 1000).toFixed(1)} s)`,
  );
  console.log(line('report, whole game, JSON (HTTP)', f.json, verdict(f.json)));
  console.log(
    line(`report, whole game, XLSX (HTTP, ${(f.xlsxBytes / 1024).toFixed(0)} KiB)`, f.xlsx, verdict(f.xlsx)),
  );
  console.log(line('report, whole game, CSV (HTTP)', f.csv, verdict(f.csv)));
  console.log(line('report, one round (10 days), XLSX (HTTP)', f.roundXlsx, verdict(f.roundXlsx)));
  console.log(line('baseline: the same figures summed over the logs (SQL)', f.naive));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-report-'));
try {
  if (pgUrl) {
    const { database, drop } = await freshPostgres(pgUrl);
    try {
      report(`PostgreSQL (${new URL(pgUrl).host})`, await benchReport(database, dataDir));
    } finally {
      await database.close();
      await drop();
    }
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  }
  if (process.env.BENCH_EMBEDDED !== 'false') {
    const embedded = await openEmbedded(path.join(dataDir, 'pgdata'));
    const results = await benchReport(embedded, dataDir).finally(() => embedded.close());
    report('Embedded database (PGlite, on disk, one process)', results);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
