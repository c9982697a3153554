/**
 * Leaderboard benchmark: a game of 10,000 players in 200 teams with 1,000,000 logs,
 * written set-based in SQL. Measured over HTTP on loopback, in one run: the top 100 plus the
 * caller's own place (from the maintained scores) against the naive `SUM ... rank()` over every log
 * (the baseline, same data, same run); logging a behaviour with 50 players, all at once (one burst)
 * and at a steady pace; and 1,000
 * server-sent event watchers timed from a log to their next snapshot. Runs on the embedded database
 * and, with BENCH_DATABASE_URL (or TEST_DATABASE_URL), on that PostgreSQL server, there with the
 * watchers split between two server processes. Run: `npm run bench:leaderboard`
 * (`BENCH_EMBEDDED=false` runs PostgreSQL only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { followBadges } from '../apps/server/src/areas/badges/evaluate.ts';
import { rebookStreakBonus } from '../apps/server/src/areas/scores/engine.ts';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import { type Database, type Executor, openEmbedded, openPostgres } from '../apps/server/src/db/client.ts';
import { createCompany } from '../apps/server/src/seed/factories.ts';
import {
  BEHAVIOURS,
  fillGame,
  LOGS,
  naiveBoard,
  PLAYERS,
  pickPlayers,
  TEAMS,
} from './bench-leaderboard-data.ts';
import {
  asClient,
  concurrentLogs,
  fanOutOnce,
  openWatchers,
  pacedLogs,
  percentile,
  sequential,
  timed,
} from './bench-leaderboard-load.ts';
import { benchConfig, freshPostgres } from './bench-upload-support.ts';

const READS = Number(process.env.BENCH_READS ?? 500);
const NAIVE_RUNS = Number(process.env.BENCH_NAIVE_RUNS ?? 5);
const WRITERS = 50;
/**
 * Logs a second of the steady-pace measure (each of its 50 players logging every 5 s, far more than
 * people tapping a checklist do), and how many behaviours each of them logs.
 */
const PACE = Number(process.env.BENCH_LOG_PACE ?? 10);
const PACED_ROUNDS = 5;
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const FAN_OUT_LOGS = 5;
/**
 * `BENCH_BADGES=true`: the paced logging is measured with and without a badge of every log rule
 * (decision 0029, awarded to whoever already qualifies), in phases of one behaviour each that
 * alternate off, on, on, off, off, on… (switching the badges between phases, untimed), so a burst
 * of load from elsewhere on the machine, or a drift over the minutes, touches both alike; each
 * phase logs a behaviour of its own, so every log takes a free slot. The p95 ratio is the badges' cost.
 */
const BADGES = process.env.BENCH_BADGES === 'true';
/**
 * `BENCH_STREAK_BONUS=true`: after the logs measured without a streak bonus, the game's bonus is
 * switched on (every player's bonus booked again, timed) and the same burst and pace are measured
 * again with other players, in the same run, so the two p95s compare (decision 0028: within 1.2x).
 */
const STREAK_BONUS = process.env.BENCH_STREAK_BONUS === 'true';

/** Switches the game's streak bonus on through the engine, as a change of the rules does. */
async function streakBonusOn(db: Database['db'], gameId: string) {
  await db.transaction(async (tx) => {
    await executeRows(
      tx,
      sql`update games set rules = rules || '{"streakBonusPoints": 5, "streakBonusFrom": 2, "streakBonusCap": 50}'::jsonb
        where id = ${gameId}::uuid`,
    );
    await rebookStreakBonus(tx, gameId);
  });
  // Switching on rewrites every player's row once; logging is measured on the settled tables, as
  // the logs without the bonus were (after the fill's analyze).
  await executeRows(db, sql`vacuum analyze player_scores, player_score_days`);
  await executeRows(db, sql`checkpoint`);
}
const BADGES_ADDED = 5;
if (STREAK_BONUS && BADGES) throw new Error('BENCH_STREAK_BONUS and BENCH_BADGES measure one at a time');

async function addBadges(db: Executor, gameId: string, behaviourId: string) {
  await executeRows(
    db,
    sql`insert into game_badges (id, company_id, game_id, kind, params)
      select gen_random_uuid(), g.company_id, g.id, r.kind, r.params::jsonb from games g,
      (values ('firstLog', '{}'), ('behaviourLogs', ${JSON.stringify({ behaviourId, count: 10 })}),
        ('wholeActivity', (select json_build_object('activityId', activity_id, 'period', 'week')::text
          from behaviours where id = ${behaviourId}::uuid)),
        ('pointsReached', '{"points": 1000}'), ('perfectQuiz', '{}')) as r(kind, params)
      where g.id = ${gameId}::uuid`,
  );
  // As adding them through the API does: players who already qualify earn them now, not on their next log.
  const players = await executeRows<{ user_id: string }>(
    db,
    sql`select user_id from player_scores where game_id = ${gameId}::uuid order by user_id`,
  );
  for (let i = 0; i < players.length; i += 1_000)
    await followBadges(
      db,
      gameId,
      players.slice(i, i + 1_000).map((p) => p.user_id),
    );
}

/** Off, on, on, off, off, on…: each pair of phases has the other order from the pair before. */
const badgesOnInPhase = (k: number) => k % 4 === 1 || k % 4 === 2;

type BenchApp = Awaited<ReturnType<typeof buildApp>>;
type Caller = { userId: string; companyId: string; headers: Record<string, string> };

const bearerOf = async (app: BenchApp, userId: string, companyId: string) =>
  `Bearer ${await app.jwt.sign({ sub: userId, role: 'player', cid: companyId })}`;

async function pacedWithAndWithoutBadges(
  app: BenchApp,
  base: string,
  gameId: string,
  readers: Caller[],
  behaviourIds: string[],
) {
  const paced: number[] = [];
  const pacedBadges: number[] = [];
  // How many of the timed logs earned a badge (its award, notices and jobs are part of their cost).
  let earned = 0;
  let on = false;
  for (const [k, behaviourId] of behaviourIds.entries()) {
    if (badgesOnInPhase(k) && !on) {
      await addBadges(app.db, gameId, behaviourId);
      // The word to everyone who qualified at once (its push job) is the badges' set-up, not a log's cost.
      await app.jobs.runDue();
    }
    if (!badgesOnInPhase(k) && on)
      await executeRows(app.db, sql`delete from game_badges where game_id = ${gameId}::uuid`);
    on = badgesOnInPhase(k);
    // Each phase calls with fresh tokens (a phase on a loaded machine can outlive one).
    for (const r of readers) r.headers.authorization = await bearerOf(app, r.userId, r.companyId);
    const [{ at } = { at: '' }] = await executeRows<{ at: string }>(
      app.db,
      sql`select clock_timestamp()::text as at`,
    );
    (on ? pacedBadges : paced).push(...(await pacedLogs(base, gameId, readers, [behaviourId], PACE)));
    if (on) {
      const [{ n } = { n: 0 }] = await executeRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from player_badges where game_id = ${gameId}::uuid
          and awarded_at >= ${at}::timestamptz and awarded_by is null`,
      );
      earned += n;
    }
  }
  return { paced, pacedBadges, earned };
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** `BENCH_READS_ONLY=true`: the read and its baseline only (profiling the request path, 0018). */
const READS_ONLY = process.env.BENCH_READS_ONLY === 'true';

type Figures = Record<string, number[]> & { setupMs: number[] };

async function benchEngine(database: Database, dataDir: string, second?: Database): Promise<Figures> {
  await database.migrate();
  const config = benchConfig(dataDir, { TRUST_PROXY: 'true' });
  const apps = [await buildApp({ config, database, logStream: false })];
  if (second) apps.push(await buildApp({ config, database: second, logStream: false }));
  const bases = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  const [app] = apps;
  const base = bases[0] ?? '';
  if (!app) throw new Error('no app');
  try {
    const company = await createCompany(app.db, { name: 'Bench Co' });
    let game = { id: '', publicId: '' };
    const setupMs = await timed(async () => {
      game = await fillGame(app.db, company.id);
    });
    const players = await Promise.all(
      (await pickPlayers(app.db, game.id, WRITERS + FAN_OUT_LOGS + 50 + (STREAK_BONUS ? WRITERS : 0))).map(
        async (p) => ({
          userId: p.user_id,
          companyId: p.company_id,
          headers: { authorization: await bearerOf(app, p.user_id, p.company_id) },
        }),
      ),
    );
    const behaviourIds = (
      await executeRows<{ id: string }>(
        app.db,
        sql`select id from behaviours where game_id = ${game.id} order by position`,
      )
    ).map((b) => b.id);
    if (behaviourIds.length !== BEHAVIOURS) throw new Error('behaviours missing');

    const readers = players.slice(WRITERS + FAN_OUT_LOGS, WRITERS + FAN_OUT_LOGS + 50);
    const read = await sequential(READS, 50, (i) => {
      const reader = readers[i % readers.length];
      return fetch(`${base}/api/game/${game.id}/leaderboard?limit=100`, {
        headers: asClient(reader?.headers),
      });
    });
    const sample = (await (
      await fetch(`${base}/api/game/${game.id}/leaderboard?limit=100`, {
        headers: asClient(readers[0]?.headers),
      })
    ).json()) as { top: unknown[]; me: unknown };
    if (sample.top.length !== 100 || !sample.me) throw new Error('the board is not top 100 + own place');

    const naive: number[] = [];
    await naiveBoard(app.db, game.id, readers[0]?.userId ?? '');
    for (let i = 0; i < NAIVE_RUNS; i++) {
      naive.push(await timed(() => naiveBoard(app.db, game.id, readers[i % readers.length]?.userId ?? '')));
    }

    if (READS_ONLY) return { setupMs: [setupMs], read, naive };
    // A long run on a loaded machine outlives an access token: each stage below calls with fresh ones.
    const freshTokens = async () => {
      for (const p of players) p.headers.authorization = await bearerOf(app, p.userId, p.companyId);
    };
    await freshTokens();
    const logging = await concurrentLogs(base, game.id, players.slice(0, WRITERS), behaviourIds);
    // Other players than the burst's (the readers), so every log takes a free slot.
    const both = BADGES
      ? await pacedWithAndWithoutBadges(app, base, game.id, readers, behaviourIds)
      : undefined;
    const paced =
      both?.paced ?? (await pacedLogs(base, game.id, readers, behaviourIds.slice(0, PACED_ROUNDS), PACE));
    const bonus: Partial<Figures> = {};
    if (STREAK_BONUS) {
      await freshTokens();
      bonus.bonusRebook = [await timed(() => streakBonusOn(app.db, game.id))];
      const [{ n } = { n: 0 }] = await executeRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from player_score_days where game_id = ${game.id}::uuid and streak_points <> 0`,
      );
      if (n === 0) throw new Error('the streak bonus booked nothing');
      bonus.bonusDays = [n];
      const others = players.slice(WRITERS + FAN_OUT_LOGS + 50);
      bonus.bonusLogging = await concurrentLogs(base, game.id, others, behaviourIds);
      // The same players as the pace without the bonus, on behaviours they have not logged today.
      bonus.bonusPaced = await pacedLogs(
        base,
        game.id,
        readers,
        behaviourIds.slice(PACED_ROUNDS, 2 * PACED_ROUNDS),
        PACE,
      );
    }
    const pacedBadges = both?.pacedBadges;

    await freshTokens();
    const watchers = await openWatchers(bases, game.publicId, WATCHERS);
    const fanOut: number[] = [];
    try {
      for (const writer of players.slice(WRITERS, WRITERS + FAN_OUT_LOGS)) {
        const seen = await fanOutOnce(watchers, async () => {
          const res = await fetch(`${base}/api/game/${game.id}/performedtasks`, {
            method: 'POST',
            headers: asClient({ ...writer.headers, 'content-type': 'application/json' }),
            body: JSON.stringify({ behaviourId: behaviourIds[0] }),
          });
          if (res.status !== 201) throw new Error(`log answered ${res.status}: ${await res.text()}`);
        });
        fanOut.push(...seen);
      }
    } finally {
      for (const w of watchers) w.close();
    }
    return {
      setupMs: [setupMs],
      read,
      naive,
      logging,
      paced,
      fanOut,
      ...bonus,
      ...(pacedBadges ? { pacedBadges, badgesEarned: [both?.earned ?? 0] } : {}),
    } as Figures;
  } finally {
    for (const a of apps) await a.close();
  }
}

function report(title: string, f: Figures) {
  const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 0)} ms`.padStart(10);
  const line = (label: string, values: number[], target: string) =>
    `  ${label.padEnd(50)} p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}  (${values.length.toLocaleString('en')})  ${target}`;
  const read = f.read ?? [];
  const naive = f.naive ?? [];
  const ratio = percentile(naive, 50) / percentile(read, 50);
  const ratioP95 = percentile(naive, 50) / percentile(read, 95);
  console.log(
    `\n${title}: ${PLAYERS.toLocaleString('en')} players, ${TEAMS} teams, ${LOGS.toLocaleString('en')} logs (written in ${((f.setupMs[0] ?? 0) / 1000).toFixed(1)} s)`,
  );
  console.log(line('top 100 + own place over HTTP', read, 'target p95 <= 5 ms on PostgreSQL'));
  console.log(line('baseline: SUM ... rank() over the logs (SQL only)', naive, ''));
  console.log(
    `  ${'maintained read vs baseline'.padEnd(50)} ${ratio.toFixed(0)}x faster (medians); ${ratioP95.toFixed(0)}x against the read's p95; target >= 20x`,
  );
  if (READS_ONLY) return;
  console.log(
    line(`log a behaviour, ${WRITERS} requests in one burst (HTTP)`, f.logging ?? [], 'target p95 <= 15 ms'),
  );
  console.log(
    line(
      `log a behaviour, ${WRITERS} players at ${PACE} logs/s (HTTP)`,
      f.paced ?? [],
      'target p95 <= 15 ms',
    ),
  );
  if (f.bonusLogging && f.bonusPaced) {
    const p95 = (v: number[] | undefined) => percentile(v ?? [], 95);
    console.log(
      `  streak bonus switched on: every player's bonus booked again (and vacuumed) in ${((f.bonusRebook?.[0] ?? 0) / 1000).toFixed(1)} s (${(f.bonusDays?.[0] ?? 0).toLocaleString('en')} bonus days)`,
    );
    console.log(line(`  with the bonus: ${WRITERS} requests in one burst`, f.bonusLogging, ''));
    console.log(line(`  with the bonus: ${WRITERS} players at ${PACE} logs/s`, f.bonusPaced, ''));
    console.log(
      `  ${'p95 with the bonus / without, same run'.padEnd(50)} burst ${(p95(f.bonusLogging) / p95(f.logging)).toFixed(2)}x, paced ${(p95(f.bonusPaced) / p95(f.paced)).toFixed(2)}x; target <= 1.2x`,
    );
  }
  if (f.pacedBadges) {
    console.log(
      line(`  the same, with badges (${BADGES_ADDED} rules)`, f.pacedBadges, 'target p95 <= 1.2x without'),
    );
    const ratio95 = percentile(f.pacedBadges, 95) / percentile(f.paced ?? [], 95);
    const ratio50 = percentile(f.pacedBadges, 50) / percentile(f.paced ?? [], 50);
    console.log(
      `  ${'with badges vs without'.padEnd(50)} p50 ${ratio50.toFixed(2)}x  p95 ${ratio95.toFixed(2)}x`,
    );
    console.log(
      `  ${'badges earned by those timed logs'.padEnd(50)} ${f.badgesEarned?.[0] ?? 0} (${f.pacedBadges.length} logs)`,
    );
  }
  const fan = f.fanOut ?? [];
  console.log(
    `${line(`${WATCHERS.toLocaleString('en')} SSE watchers see a log (${FAN_OUT_LOGS} logs)`, fan, 'target p95 <= 1 s')}  max ${percentile(fan, 100).toFixed(0)} ms`,
  );
}

const embeddedDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-board-'));
try {
  if (process.env.BENCH_EMBEDDED !== 'false') {
    const embedded = await openEmbedded(path.join(embeddedDir, 'pgdata'));
    const results = await benchEngine(embedded, embeddedDir).finally(() => embedded.close());
    report('Embedded database (PGlite, on disk, one process)', results);
  }
  if (pgUrl) {
    const { database, drop } = await freshPostgres(pgUrl);
    // A second server process's view of the same database: its own pool and its own LISTEN.
    const [row] = await executeRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const u = new URL(pgUrl);
    u.pathname = `/${row?.name}`;
    const second = await openPostgres(u.toString());
    try {
      const pgResults = await benchEngine(database, embeddedDir, second);
      report(`PostgreSQL (${new URL(pgUrl).host}, watchers split over two server instances)`, pgResults);
    } finally {
      await second.close();
      await database.close();
      await drop();
    }
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  }
} finally {
  rmSync(embeddedDir, { recursive: true, force: true });
}
