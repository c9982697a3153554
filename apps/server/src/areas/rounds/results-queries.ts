import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { readRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  playerScoreDays,
  playerScores,
  setTimeResults,
  teamScores,
  teams,
  users,
} from '../../db/schema/index.ts';
import type { RankedPlayer, TeamRow } from '../scores/reads.ts';
import { teamKpiPointsSql, teamPointsSql, teamScoreSql } from '../scores/team-score.ts';

/**
 * Frozen results (ADR 0014): written once when a round (or a game) closes, read instead of the live
 * scores from then on. The freeze is the same computation as a live round board (DESIGN section 3:
 * a round's results are the game's scores restricted to its days): each player's points by source
 * summed over the round's day buckets under their current team, teams ranked as the game ranks them.
 */

const r = setTimeResults;
const ps = playerScores;
const d = playerScoreDays;

/** Whose results: a round (`setTimeId`) or the whole game (`setTimeId` null, no day range). */
export type ResultSet = { gameId: string; setTimeId: string | null; from?: string; to?: string };

const ofSet = (set: ResultSet) =>
  and(eq(r.gameId, set.gameId), set.setTimeId ? eq(r.setTimeId, set.setTimeId) : isNull(r.setTimeId));

/** Each player's points by source in the set (the whole game: the maintained totals). */
function playerPoints(set: ResultSet): SQL {
  if (!set.setTimeId) {
    return sql`select ${ps.companyId} as company_id, ${ps.userId} as user_id, ${ps.teamId} as team_id,
        ${ps.behaviourPoints} as bp, ${ps.quizPoints} as qp, ${ps.kpiPoints} as kp, ${ps.streakPoints} as sp, ${ps.points} as points
      from ${ps} where ${ps.gameId} = ${set.gameId}`;
  }
  return sql`select ${ps.companyId} as company_id, ${ps.userId} as user_id, ${ps.teamId} as team_id,
      coalesce(sum(${d.behaviourPoints}), 0)::int as bp, coalesce(sum(${d.quizPoints}), 0)::int as qp,
      coalesce(sum(${d.kpiPoints}), 0)::int as kp, coalesce(sum(${d.streakPoints}), 0)::int as sp,
      coalesce(sum(${d.points}), 0)::int as points
    from ${ps} left join ${d} on ${d.gameId} = ${ps.gameId} and ${d.userId} = ${ps.userId}
      and ${d.day} >= ${set.from}::date and ${d.day} <= ${set.to}::date
    where ${ps.gameId} = ${set.gameId}
    group by ${ps.companyId}, ${ps.userId}, ${ps.teamId}`;
}

/**
 * Stores the set's results as they stand now: player rows, then team rows (scored as the live board
 * scores them, as `ranking` says). Replaces any earlier rows of the set (a reopened round closing again).
 */
export async function freezeResults(
  tx: Executor,
  set: ResultSet & { companyId: string; ranking: 'total' | 'average'; at: Date },
) {
  await tx.delete(r).where(ofSet(set));
  const at = set.at.toISOString();
  const setTimeId = set.setTimeId ?? null;
  await tx.execute(sql`insert into ${r} (company_id, game_id, set_time_id, kind, user_id, team_id,
      behaviour_points, quiz_points, kpi_points, streak_points, points, members, score, rank, frozen_at)
    select company_id, ${set.gameId}::uuid, ${setTimeId}::uuid, 'player', user_id, team_id, bp, qp, kp, sp, points,
      1, points, rank() over (order by points desc), ${at}::timestamptz
    from (${playerPoints(set)}) p`);
  // A team's points and score are the live board's (`teamPointsSql`), its own KPI actuals included;
  // its members' rows above give only the split by source.
  const range = set.setTimeId ? { from: set.from, to: set.to } : {};
  const points = teamPointsSql(set.gameId, range);
  const members = sql`coalesce(${teamScores.members}, 0)`;
  await tx.execute(sql`insert into ${r} (company_id, game_id, set_time_id, kind, team_id,
      behaviour_points, quiz_points, kpi_points, streak_points, points, members, score, rank, frozen_at)
    select company_id, ${set.gameId}::uuid, ${setTimeId}::uuid, 'team', id, bp, qp, kp, sp, points, members,
      round(score, 2)::float8, rank() over (order by score desc), ${at}::timestamptz
    from (select ${teams.companyId} as company_id, ${teams.id} as id,
        coalesce(p.bp, 0)::int as bp, coalesce(p.qp, 0)::int as qp,
        (coalesce(p.kp, 0) + ${teamKpiPointsSql(range)})::int as kp, coalesce(p.sp, 0)::int as sp,
        (${points})::bigint as points, (${members})::int as members,
        ${teamScoreSql(points, members, set.ranking)} as score
      from ${teams} left join ${teamScores} on ${teamScores.teamId} = ${teams.id}
        left join (select team_id, sum(bp) as bp, sum(qp) as qp, sum(kp) as kp, sum(sp) as sp
          from (${playerPoints(set)}) pp group by team_id) p on p.team_id = ${teams.id}
      where ${teams.gameId} = ${set.gameId}) t`);
}

/** Deletes a set's stored results (a reopened round or game reads live again). */
export async function dropResults(tx: Executor, set: ResultSet) {
  await tx.delete(r).where(ofSet(set));
}

/** The stored team standings of a set, best first. */
export function frozenTeams(db: Executor, set: ResultSet): Promise<TeamRow[]> {
  return db
    .select({
      id: r.teamId,
      name: teams.name,
      color: teams.color,
      points: sql<number>`${r.points}::float8`,
      members: r.members,
      score: r.score,
      rank: r.rank,
    })
    .from(r)
    .innerJoin(teams, eq(teams.id, r.teamId))
    .where(and(ofSet(set), eq(r.kind, 'team')))
    .orderBy(asc(r.rank), sql`lower(${teams.name})`, asc(r.teamId));
}

/** The stored player board of a set: the first `limit` places and `userId`'s own row. */
export async function frozenPlayers(db: Executor, set: ResultSet, limit: number, userId: string) {
  const rows = (position: SQL | undefined, max: number) =>
    db
      .select({
        userId: sql<string>`${r.userId}`,
        fullName: users.fullName,
        teamId: r.teamId,
        teamName: teams.name,
        points: sql<number>`${r.points}::int`,
        rank: r.rank,
      })
      .from(r)
      .innerJoin(users, eq(users.id, r.userId))
      .innerJoin(teams, eq(teams.id, r.teamId))
      .where(and(ofSet(set), eq(r.kind, 'player'), position))
      .orderBy(asc(r.rank), asc(r.userId))
      .limit(max);
  const [top, mine, [count]] = await readAll(
    db,
    () => (limit > 0 ? rows(undefined, limit) : Promise.resolve([] as RankedPlayer[])),
    () => rows(eq(r.userId, userId), 1),
    () =>
      readRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${r} where ${ofSet(set)} and ${r.kind} = 'player'`,
      ),
  );
  return {
    top: top as RankedPlayer[],
    me: (mine[0] as RankedPlayer | undefined) ?? null,
    players: count?.n ?? 0,
  };
}

/**
 * The players in first place of a set (ties share it), at most `limit` of them; none at 0 points
 * (a round won by a team's own KPI actual alone has no winning player).
 */
export function frozenWinners(db: Executor, set: ResultSet, limit: number) {
  return db
    .select({ fullName: users.fullName })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(and(ofSet(set), eq(r.kind, 'player'), eq(r.rank, 1), gt(r.points, 0)))
    .orderBy(asc(users.fullName), asc(r.userId))
    .limit(limit);
}
