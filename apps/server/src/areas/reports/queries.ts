import { asc, eq, sql } from 'drizzle-orm';
import { readRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  companies,
  kpiActuals,
  kpis,
  playerScoreDays,
  playerScores,
  setTimeResults,
  setTimes,
} from '../../db/schema/index.ts';
import { kpiAchievement as kpiAchievementOf, meanAchievement } from '../kpi-actuals/points.ts';
import { roundRefColumns, targetsFor } from '../kpi-actuals/store.ts';
import { type DayRange, SCORE_SOURCES, sourceColumn } from '../scores/reads.ts';

/**
 * A report's reads. Everything comes from the maintained scores (`player_scores`, the per-day
 * buckets, `team_scores`), never from the logs, so a game of 10,000 players and a million logs is
 * read in a few scans of its own rows (scripts/bench-report.ts).
 */

const ps = playerScores;
const d = playerScoreDays;

export async function companyName(db: Executor, companyId: string) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

export function listRounds(db: Executor, gameId: string) {
  return db
    .select(roundRefColumns)
    .from(setTimes)
    .where(eq(setTimes.gameId, gameId))
    .orderBy(asc(setTimes.startsOn), asc(setTimes.position), asc(setTimes.id));
}

export type ReportPlayerRow = {
  userId: string;
  fullName: string;
  teamName: string;
  points: number;
  /** Points per source (engine-sources.ts), as `sources` in the report. */
  sources: Record<(typeof SCORE_SOURCES)[number], number>;
  logs: number;
  rank: number;
};

/** Each source's column name (`behaviour_points` …), the same in the score rows, buckets and frozen results. */
const sourceNames = SCORE_SOURCES.map((s) => ({ s, c: sql.identifier(sourceColumn[s].player.name) }));
/** `json_build_object('behaviour', <alias>.behaviour_points, …)`: a row's points by source. */
const sourcesJson = (alias: string) =>
  sql`json_build_object(${sql.join(
    sourceNames.map(({ s, c }) => sql`${s}::text, ${sql.raw(alias)}.${c}`),
    sql`, `,
  )})`;
/** JSON as the driver hands it: parsed, or (some drivers) its text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const withSources = (rows: ReportPlayerRow[]) => rows.map((r) => ({ ...r, sources: parsed(r.sources) }));

/**
 * Players ranked (ties share a rank), the first `limit` places: the whole game from the maintained
 * totals, a period from its day buckets (under each player's current team, as the boards do).
 */
export async function rankedPlayers(db: Executor, gameId: string, range: DayRange, limit: number) {
  const daySums = sql.join(
    sourceNames.map(({ c }) => sql`coalesce(sum(${d}.${c}), 0)::int as ${c}`),
    sql`, `,
  );
  const playerCols = sql.join(
    sourceNames.map(({ c }) => sql`${ps}.${c}`),
    sql`, `,
  );
  const totals =
    range.from || range.to
      ? sql`select ${ps.userId} as user_id, ${ps.teamId} as team_id, ${daySums},
            coalesce(sum(${d.points}), 0)::int as points, coalesce(sum(${d.logCount}), 0)::int as logs
          from ${ps} left join ${d} on ${d.gameId} = ${ps.gameId} and ${d.userId} = ${ps.userId}
            and ${d.day} >= ${range.from ?? '0001-01-01'} and ${d.day} <= ${range.to ?? '9999-12-31'}
          where ${ps.gameId} = ${gameId} group by ${ps.userId}, ${ps.teamId}`
      : sql`select ${ps.userId} as user_id, ${ps.teamId} as team_id, ${playerCols}, ${ps.points} as points,
            ${ps.logCount} as logs from ${ps} where ${ps.gameId} = ${gameId}`;
  const rows = await readRows<ReportPlayerRow>(
    db,
    sql`with w as (${totals}), r as (
        select w.*, (rank() over (order by points desc))::int as rank,
          row_number() over (order by points desc, user_id) as pos
        from w
      )
      select r.user_id as "userId", u.full_name as "fullName", t.name as "teamName", r.points,
        ${sourcesJson('r')} as sources, r.logs, r.rank
      from r join users u on u.id = r.user_id join teams t on t.id = r.team_id
      where r.pos <= ${limit}
      order by r.pos`,
  );
  return withSources(rows);
}

/** Logs and active players per game day from `from` through `to`, days without any included. */
export function participationByDay(db: Executor, gameId: string, from: string, to: string) {
  return readRows<{ day: string; logs: number; activePlayers: number }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, coalesce(sum(${d.logCount}), 0)::int as logs,
        (count(${d.userId}) filter (where ${d.logCount} > 0))::int as "activePlayers"
      from generate_series(${from}::date, ${to}::date, interval '1 day') as s(day)
      left join ${d} on ${d.gameId} = ${gameId} and ${d.day} = s.day::date
      group by s.day order by s.day`,
  );
}

/**
 * Players of the game and how many logged in the period: the whole game reads who has ever logged
 * (`last_active_at`), a period its day buckets with logs (KPI points alone do not make a player active).
 */
export async function countActive(db: Executor, gameId: string, range: DayRange) {
  const [row] = await readRows<{ players: number; active: number }>(
    db,
    range.from || range.to
      ? sql`select (select count(*) from ${ps} where ${ps.gameId} = ${gameId})::int as players,
          (select count(distinct ${d.userId}) from ${d} where ${d.gameId} = ${gameId} and ${d.logCount} > 0
            and ${d.day} >= ${range.from ?? '0001-01-01'} and ${d.day} <= ${range.to ?? '9999-12-31'})::int as active`
      : sql`select count(*)::int as players, count(${ps.lastActiveAt})::int as active
          from ${ps} where ${ps.gameId} = ${gameId}`,
  );
  return { players: row?.players ?? 0, active: row?.active ?? 0 };
}

/**
 * Each KPI of the game with its actuals of the period (one round, or every actual of the game) and
 * their achievement: the mean of each actual's achievement against the target that applies to it
 * (targetsFor: its round's own, else its share of the game-wide one), each computed and capped by the one rule
 * (`kpiAchievement`, contracts/kpi-points.ts), so a report never shows more than its cells do.
 * The actuals are read as (KPI, round, value) only: 20,000 actuals in one pass.
 */
export async function kpiAchievement(db: Executor, gameId: string, roundId: string | null) {
  const k = kpis;
  const a = kpiActuals;
  const inPeriod = roundId ? sql`and ${a.setTimeId} = ${roundId}` : sql``;
  const [rows, actuals] = await readAll(
    db,
    () =>
      readRows<{
        id: string;
        name: string;
        unit: string;
        direction: 'higher' | 'lower';
        weight: number;
        entries: number;
        average: number | null;
        points: number;
      }>(
        db,
        sql`select ${k.id} as id, ${k.name} as name, ${k.unit} as unit, ${k.direction} as direction, ${k.weight} as weight,
          count(${a.id})::int as entries, avg(${a.value})::float8 as average,
          coalesce(sum(${a.points}), 0)::int as points
        from ${k} left join ${a} on ${a.kpiId} = ${k.id} ${inPeriod}
        where ${k.gameId} = ${gameId}
        group by ${k.id} order by ${k.position}, lower(${k.name}), ${k.id}`,
      ),
    () =>
      readRows<{ kpiId: string; setTimeId: string | null; value: number }>(
        db,
        sql`select ${a.kpiId} as "kpiId", ${a.setTimeId} as "setTimeId", ${a.value}::float8 as value
        from ${a} where ${a.gameId} = ${gameId} ${inPeriod}`,
      ),
  );
  const targetOf = await targetsFor(
    db,
    rows.map((r) => r.id),
  );
  const direction = new Map(rows.map((r) => [r.id, r.direction]));
  const byKpi = new Map<string, (number | null)[]>();
  for (const x of actuals) {
    const d = direction.get(x.kpiId);
    if (!d) continue;
    const achieved = kpiAchievementOf(d, Number(x.value), targetOf(x.kpiId, x.setTimeId).target);
    const list = byKpi.get(x.kpiId);
    if (list) list.push(achieved);
    else byKpi.set(x.kpiId, [achieved]);
  }
  return rows.map(({ id, ...r }) => ({
    ...r,
    target: targetOf(id, roundId).target,
    achievement: meanAchievement(byKpi.get(id) ?? []),
  }));
}

/**
 * A closed round's (or a finished game's) players as frozen (ADR 0014): ranks and points as they
 * stood when it closed, the first `limit` places. Logs are participation, read from the day buckets.
 */
export async function frozenPlayers(
  db: Executor,
  set: { gameId: string; setTimeId: string | null },
  range: DayRange,
  limit: number,
) {
  const r = setTimeResults;
  const logs =
    range.from || range.to
      ? sql`(select coalesce(sum(${d.logCount}), 0) from ${d} where ${d.gameId} = ${r.gameId}
          and ${d.userId} = ${r.userId} and ${d.day} >= ${range.from ?? '0001-01-01'} and ${d.day} <= ${range.to ?? '9999-12-31'})`
      : sql`(select ${ps.logCount} from ${ps} where ${ps.gameId} = ${r.gameId} and ${ps.userId} = ${r.userId})`;
  const rows = await readRows<ReportPlayerRow>(
    db,
    sql`select ${r.userId} as "userId", u.full_name as "fullName", t.name as "teamName", ${r.points}::int as points,
        ${sourcesJson('set_time_results')} as sources, coalesce(${logs}, 0)::int as logs, ${r.rank} as rank
      from ${r} join users u on u.id = ${r.userId} join teams t on t.id = ${r.teamId}
      where ${r.gameId} = ${set.gameId} and ${r.kind} = 'player'
        and ${set.setTimeId ? sql`${r.setTimeId} = ${set.setTimeId}` : sql`${r.setTimeId} is null`}
      order by ${r.rank}, ${r.userId} limit ${limit}`,
  );
  return withSources(rows);
}
