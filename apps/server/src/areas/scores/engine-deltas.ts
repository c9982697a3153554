import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { executeRows, textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, teamScores, teams } from '../../db/schema/index.ts';
import { writeHook } from '../../lib/write-hook.ts';
import { announceScores, SCORES_CHANNEL, scoresCommitted } from './engine-announce.ts';
import { SCORE_SOURCES, type ScoreSource, sourceColumn } from './engine-sources.ts';

/**
 * The one write of points: every change to `player_scores`, `player_score_days` and `team_scores`
 * other than a player joining, moving or leaving (engine-players.ts) is a delta booked here, inside
 * the caller's transaction, so the maintained rows are always exactly the sums over what happened
 * (docs/decisions/0008).
 */

/** What one event changes for one player: points of a source on a day, and the judge view's counts. */
export type ScoreDelta = {
  userId: string;
  source: ScoreSource;
  /** The game-local day the points belong to. */
  day: string;
  points: number;
  /** Counted logs (approved, not removed), waiting logs, flagged logs not yet reviewed. */
  logs?: number;
  pending?: number;
  flagged?: number;
  /** When the player was last active, if this event is activity (a new log). */
  activeAt?: Date;
};

/** Points of a team's own (team KPI actuals count for the team only), by team id. */
export type TeamPoints = Map<string, number>;

/**
 * Run after a write booked players' deltas, in its transaction, with the game, the players whose
 * records changed (their score rows are locked until the commit, so work per player here is
 * serialized) and the sources of the points booked (what kind of records changed): badges
 * (decision 0029) are earned or taken back whatever event changed the records.
 */
export const scoresBooked = writeHook<[gameId: string, userIds: string[], sources?: ScoreSource[]]>();

const isEmpty = (d: ScoreDelta) => !d.points && !d.logs && !d.pending && !d.flagged && !d.activeAt;

/**
 * Books the deltas of one game, and points of teams' own. Rows are locked players first (by user
 * id), then teams (by team id), in every caller, so concurrent score writes wait for each other
 * instead of deadlocking. A player without a score row is not in the game: nothing changes for
 * them now, and their records count again when they rejoin (engine-players.ts).
 *
 * One delta (a log, a quiz answer) is one statement: score row, day bucket, team and notice. More
 * (a review of many logs, an upload of actuals) are booked set-based in a few statements whatever
 * their number (measured: 10,000 actuals of 5,000 players took 38 s one player at a time).
 */
export async function applyScoreDeltas(
  tx: Executor,
  gameId: string,
  deltas: ScoreDelta[],
  teamPoints: TeamPoints = new Map(),
): Promise<void> {
  const live = deltas.filter((d) => !isEmpty(d));
  const teamsLive = [...teamPoints].filter(([, p]) => p !== 0);
  if (live.length === 0 && teamsLive.length === 0) return;
  const [single] = live;
  if (single && live.length === 1 && teamsLive.length === 0) {
    if (await bookOne(tx, gameId, single))
      await scoresBooked.run(tx, gameId, [single.userId], [single.source]);
    return;
  }
  const hit = live.length > 0 ? await bookPlayers(tx, gameId, live) : new Map<string, number>();
  if (teamsLive.length > 0)
    await ensureTeamScores(
      tx,
      teamsLive.map(([teamId]) => teamId),
    );
  for (const [teamId, p] of teamsLive) hit.set(teamId, (hit.get(teamId) ?? 0) + p);
  await addTeamPoints(tx, hit, new Map());
  if (hit.size > 0) await announceScores(tx, gameId);
  if (live.length > 0)
    await scoresBooked.run(tx, gameId, [...new Set(live.map((d) => d.userId))].sort(), [
      ...new Set(live.map((d) => d.source)),
    ]);
}

const bare = (column: { name: string }) => sql.identifier(column.name);

/**
 * One player's delta in one statement: their score row (locked first), their day bucket (a new
 * bucket or added to), their team, and the game's notice: a log costs one round trip, not four,
 * and a hot team row is locked only from that statement to the commit.
 */
async function bookOne(tx: Executor, gameId: string, d: ScoreDelta): Promise<boolean> {
  const source = bare(sourceColumn[d.source].player);
  const logs = d.logs ?? 0;
  const add = (column: { name: string }, value: number) =>
    sql`${bare(column)} = ${bare(column)} + ${value}::int`;
  const activeAt = d.activeAt
    ? sql`, last_active_at = greatest(last_active_at, ${d.activeAt.toISOString()}::timestamptz)`
    : sql``;
  const day: SQL =
    d.points !== 0 || logs !== 0
      ? sql`, d as (
          insert into ${playerScoreDays} (company_id, game_id, user_id, day, ${source}, points, log_count)
          select p.company_id, ${gameId}::uuid, ${d.userId}::uuid, ${d.day}::date, ${d.points}::int, ${d.points}::int, ${logs}::int from p
          on conflict (game_id, user_id, day) do update set
            ${source} = ${playerScoreDays}.${source} + excluded.${source},
            points = ${playerScoreDays}.points + excluded.points,
            log_count = ${playerScoreDays}.log_count + excluded.log_count)`
      : sql``;
  const team: SQL =
    d.points !== 0
      ? sql`, t as (update ${teamScores} set points = ${teamScores}.points + ${d.points}::int
          from p where ${teamScores}.team_id = p.team_id)`
      : sql``;
  const [row] = await executeRows<{ teamId: string }>(
    tx,
    sql`with p as (
      update ${playerScores} set ${add(sourceColumn[d.source].player, d.points)}, ${add(playerScores.points, d.points)},
        ${add(playerScores.logCount, logs)}, ${add(playerScores.pendingCount, d.pending ?? 0)},
        ${add(playerScores.flaggedCount, d.flagged ?? 0)}${activeAt}
      where game_id = ${gameId}::uuid and user_id = ${d.userId}::uuid
      returning company_id, team_id)${day}${team}
    select p.team_id as "teamId", pg_notify(${SCORES_CHANNEL}, ${gameId}::text) from p`,
  );
  if (!row) return false;
  if (d.points < 0 || logs < 0) await dropEmptyDays(tx, gameId, [d]);
  scoresCommitted(tx, gameId);
  return true;
}

/**
 * Many deltas of many players in a few statements, the same effect as one at a time: players locked
 * in user id order, their score rows and day buckets changed (every source's column from the one
 * list, so a new source needs nothing here), buckets back at nothing deleted. Answers the points
 * each of their teams gained, for the caller to add in team id order.
 */
async function bookPlayers(tx: Executor, gameId: string, deltas: ScoreDelta[]) {
  const rows = JSON.stringify(
    deltas.map((d) => ({
      user_id: d.userId,
      day: d.day,
      source: d.source,
      points: d.points,
      logs: d.logs ?? 0,
      pending: d.pending ?? 0,
      flagged: d.flagged ?? 0,
      active_at: d.activeAt?.toISOString() ?? null,
    })),
  );
  const ids = [...new Set(deltas.map((d) => d.userId))].sort();
  await executeRows(
    tx,
    sql`select 1 from ${playerScores} where game_id = ${gameId}::uuid and user_id = any(${textArray(ids)}::uuid[])
      order by user_id for update`,
  );
  const cols = SCORE_SOURCES.map((s) => ({ s, c: bare(sourceColumn[s].player) }));
  const sumOf = (s: ScoreSource) => sql`coalesce(sum(points) filter (where source = ${s}), 0)::int`;
  const perSource = sql.join(
    cols.map(({ s, c }) => sql`${sumOf(s)} as ${c}`),
    sql`, `,
  );
  const addEach = (target: SQL, from: string) =>
    sql.join(
      cols.map(({ c }) => sql`${c} = ${target}.${c} + ${sql.raw(from)}.${c}`),
      sql`, `,
    );
  const colList = sql.join(
    cols.map(({ c }) => c),
    sql`, `,
  );
  const dayCols = sql.join(
    cols.map(({ c }) => sql`dd.${c}`),
    sql`, `,
  );
  const teamsHit = await executeRows<{ teamId: string; points: number }>(
    tx,
    sql`with d as (select * from json_to_recordset(${rows}::json)
        as r(user_id uuid, day date, source text, points int, logs int, pending int, flagged int, active_at timestamptz)),
      s as (select user_id, ${perSource}, sum(points)::int as points, sum(logs)::int as logs,
        sum(pending)::int as pending, sum(flagged)::int as flagged, max(active_at) as active_at
        from d group by user_id),
      p as (update ${playerScores} ps set ${addEach(sql`ps`, 's')}, points = ps.points + s.points,
          log_count = ps.log_count + s.logs, pending_count = ps.pending_count + s.pending,
          flagged_count = ps.flagged_count + s.flagged, last_active_at = greatest(ps.last_active_at, s.active_at)
        from s where ps.game_id = ${gameId}::uuid and ps.user_id = s.user_id
        returning ps.user_id, ps.team_id, ps.company_id, s.points),
      dd as (select user_id, day, ${perSource}, sum(points)::int as points, sum(logs)::int as logs
        from d group by user_id, day having bool_or(points <> 0 or logs <> 0)),
      b as (insert into ${playerScoreDays} as b (company_id, game_id, user_id, day, ${colList}, points, log_count)
        select p.company_id, ${gameId}::uuid, dd.user_id, dd.day, ${dayCols}, dd.points, dd.logs
        from dd join p on p.user_id = dd.user_id
        on conflict (game_id, user_id, day) do update set ${addEach(sql`b`, 'excluded')},
          points = b.points + excluded.points, log_count = b.log_count + excluded.log_count)
      select team_id as "teamId", sum(points)::int as points from p group by team_id`,
  );
  const shrinking = deltas.filter((d) => d.points < 0 || (d.logs ?? 0) < 0);
  if (shrinking.length > 0) await dropEmptyDays(tx, gameId, shrinking);
  return new Map(teamsHit.map((t) => [t.teamId, Number(t.points)]));
}

/** Day buckets back at nothing are deleted, so buckets are exactly the days that count. */
async function dropEmptyDays(tx: Executor, gameId: string, deltas: ScoreDelta[]) {
  const rows = JSON.stringify(deltas.map((d) => ({ user_id: d.userId, day: d.day })));
  const nothing = sql.join(
    SCORE_SOURCES.map((s) => sql`b.${bare(sourceColumn[s].day)} = 0`),
    sql` and `,
  );
  await executeRows(
    tx,
    sql`delete from ${playerScoreDays} b using json_to_recordset(${rows}::json) as r(user_id uuid, day date)
      where b.game_id = ${gameId}::uuid and b.user_id = r.user_id and b.day = r.day
        and b.points = 0 and ${nothing} and b.log_count = 0`,
  );
}

/** Adds points and members to teams, in team id order (see the lock order above). */
export async function addTeamPoints(tx: Executor, points: Map<string, number>, members: Map<string, number>) {
  const teamIds = [...new Set([...points.keys(), ...members.keys()])].sort();
  for (const teamId of teamIds) {
    const p = points.get(teamId) ?? 0;
    const m = members.get(teamId) ?? 0;
    if (p === 0 && m === 0) continue;
    await tx
      .update(teamScores)
      .set({ points: sql`${teamScores.points} + ${p}`, members: sql`${teamScores.members} + ${m}` })
      .where(eq(teamScores.teamId, teamId));
  }
}

/** Every team of `rows` gets its score row (a new team starts at nothing). */
export async function createTeamScores(
  tx: Executor,
  rows: { companyId: string; gameId: string; teamId: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(teamScores).values(rows).onConflictDoNothing({ target: teamScores.teamId });
}

/** Teams given points of their own get their score row first (one nobody has joined may lack it). */
async function ensureTeamScores(tx: Executor, teamIds: string[]) {
  const rows = await tx
    .select({ companyId: teams.companyId, gameId: teams.gameId, teamId: teams.id })
    .from(teams)
    .where(inArray(teams.id, teamIds));
  await createTeamScores(tx, rows);
}
