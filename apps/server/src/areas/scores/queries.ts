import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { readRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, teamScores, teams, users } from '../../db/schema/index.ts';
import { type DayRange, inDays, teamPointsSql, teamScoreSql } from './team-score.ts';

/**
 * Leaderboard reads. The whole game reads the maintained `player_scores` through its rank index
 * (game, points desc, user): the top N is an index range scan, and a rank is 1 + how many players
 * have more points (ties share a rank: 1, 2, 2, 4). A date range sums the per-day buckets instead.
 */

const ps = playerScores;

/** A player's row on a board, before the game's rules decide what of it a caller sees. */
export type RankedPlayer = {
  userId: string;
  fullName: string;
  teamId: string;
  teamName: string;
  points: number;
  rank: number;
};

export { type DayRange, isWindow } from './team-score.ts';

/** Players in the game: the teams' member counts (a few hundred rows, not one per player). */
export async function countPlayers(db: Executor, gameId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${teamScores.members}), 0)::int` })
    .from(teamScores)
    .where(eq(teamScores.gameId, gameId));
  return row?.n ?? 0;
}

/**
 * The first `limit` players. rank() over this prefix equals the rank over everyone: every player
 * with more points than a row of the prefix is in the prefix too.
 */
export function topPlayers(db: Executor, gameId: string, limit: number): Promise<RankedPlayer[]> {
  const top = db
    .select({ userId: ps.userId, teamId: ps.teamId, points: ps.points })
    .from(ps)
    .where(eq(ps.gameId, gameId))
    .orderBy(desc(ps.points), asc(ps.userId))
    .limit(limit)
    .as('top');
  // Names by key lookups for the few rows kept: a join would read every user and team of the company.
  return db
    .select({
      userId: top.userId,
      fullName: sql<string>`(select ${users.fullName} from ${users} where ${users.id} = ${top.userId})`,
      teamId: top.teamId,
      teamName: sql<string>`(select ${teams.name} from ${teams} where ${teams.id} = ${top.teamId})`,
      points: top.points,
      rank: sql<number>`(rank() over (order by ${top.points} desc))::int`,
    })
    .from(top)
    .orderBy(desc(top.points), asc(top.userId));
}

const byPlace = (a: Omit<RankedPlayer, 'rank'>, b: Omit<RankedPlayer, 'rank'>) =>
  b.points - a.points || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/**
 * The player and up to `around` places either side (the order of the board: points, then user id),
 * not yet ranked (see `pointsHistogram`); empty when they are not in the game. Four short index
 * range scans, one round trip.
 */
export async function neighbours(
  db: Executor,
  gameId: string,
  userId: string,
  around: number,
): Promise<Omit<RankedPlayer, 'rank'>[]> {
  const side = (where: SQL, order: SQL) => sql`(select ${ps.userId}, ${ps.teamId}, ${ps.points} from ${ps}
    where ${ps.gameId} = ${gameId} and ${where} order by ${order} limit ${around})`;
  const mine = sql`(select ${ps.points} from ${ps} where ${ps.gameId} = ${gameId} and ${ps.userId} = ${userId})`;
  const rows = await readRows<Omit<RankedPlayer, 'rank'>>(
    db,
    sql`with ring as (
      ${side(sql`${ps.points} > ${mine}`, sql`${ps.points} asc, ${ps.userId} desc`)}
      union all ${side(sql`${ps.points} = ${mine} and ${ps.userId} < ${userId}`, sql`${ps.userId} desc`)}
      union all (select ${ps.userId}, ${ps.teamId}, ${ps.points} from ${ps} where ${ps.gameId} = ${gameId} and ${ps.userId} = ${userId})
      union all ${side(sql`${ps.points} = ${mine} and ${ps.userId} > ${userId}`, sql`${ps.userId} asc`)}
      union all ${side(sql`${ps.points} < ${mine}`, sql`${ps.points} desc, ${ps.userId} asc`)}
    )
    select ring.user_id as "userId", ring.team_id as "teamId", ring.points,
      (select ${users.fullName} from ${users} where ${users.id} = ring.user_id) as "fullName",
      (select ${teams.name} from ${teams} where ${teams.id} = ring.team_id) as "teamName"
    from ring`,
  );
  const sorted = rows.sort(byPlace);
  const at = sorted.findIndex((r) => r.userId === userId);
  if (at < 0) return [];
  return sorted.slice(Math.max(0, at - around), at + around + 1);
}

/**
 * How many players of the game have each score, highest first: a player's rank is 1 + the players
 * above their points (ties share a rank: 1, 2, 2, 4). As many rows as distinct scores, read in
 * one pass of the rank index; kept with the top of the board (board-top.ts).
 */
export function pointsHistogram(db: Executor, gameId: string) {
  return readRows<{ points: number; players: number }>(
    db,
    sql`select ${ps.points} as points, count(*)::int as players from ${ps}
      where ${ps.gameId} = ${gameId} group by ${ps.points} order by ${ps.points} desc`,
  );
}

/**
 * A date range's board: each player's points summed over the range's day buckets, under their
 * current team (points follow the player). Returns the first `limit` places and, when `userId`
 * plays, their place ± `around`.
 */
export async function windowBoard(
  db: Executor,
  opts: { gameId: string; range: DayRange; limit: number; userId?: string | undefined; around: number },
) {
  const d = playerScoreDays;
  const rows = await readRows<RankedPlayer & { pos: number }>(
    db,
    sql`with w as (
      select ${ps.userId} as user_id, ${ps.teamId} as team_id, coalesce(sum(${d.points}), 0)::int as points
      from ${ps} left join ${d} on ${d.gameId} = ${ps.gameId} and ${d.userId} = ${ps.userId}
        and ${inDays(d.day, opts.range) ?? sql`true`}
      where ${ps.gameId} = ${opts.gameId}
      group by ${ps.userId}, ${ps.teamId}
    ), r as (
      select w.*, (rank() over (order by points desc))::int as rank,
        (row_number() over (order by points desc, user_id))::int as pos
      from w
    ), me as (select pos from r where user_id = ${opts.userId ?? null}::uuid)
    select r.user_id as "userId", ${users.fullName} as "fullName", r.team_id as "teamId",
      ${teams.name} as "teamName", r.points, r.rank, r.pos
    from r join ${users} on ${users.id} = r.user_id join ${teams} on ${teams.id} = r.team_id
    where r.pos <= ${opts.limit} or abs(r.pos - (select pos from me)) <= ${opts.around}
    order by r.pos`,
  );
  const mine = rows.find((r) => r.userId === opts.userId);
  const strip = ({ pos: _, ...r }: RankedPlayer & { pos: number }): RankedPlayer => r;
  return {
    top: rows.filter((r) => r.pos <= opts.limit).map(strip),
    around: mine ? rows.filter((r) => Math.abs(r.pos - mine.pos) <= opts.around).map(strip) : [],
  };
}

/** A team's place on the game's standings. */
export type TeamRow = {
  id: string;
  name: string;
  color: string;
  points: number;
  members: number;
  score: number;
  rank: number;
};

/**
 * Every team of the game ranked by score: points, or points per member (`average`). The whole game
 * reads the maintained team totals; a range sums its day buckets by each player's current team.
 */
export function teamStandings(
  db: Executor,
  opts: { gameId: string; ranking: 'total' | 'average'; range: DayRange },
): Promise<TeamRow[]> {
  const points = teamPointsSql(opts.gameId, opts.range);
  const members = sql`coalesce(${teamScores.members}, 0)`;
  const score = teamScoreSql(points, members, opts.ranking);
  return readRows<TeamRow>(
    db,
    sql`select id, name, color, points, members, round(score, 2)::float8 as score,
        (rank() over (order by score desc))::int as rank
      from (select ${teams.id} as id, ${teams.name} as name, ${teams.color} as color,
          (${points})::float8 as points, (${members})::int as members,
          ${score} as score
        from ${teams} left join ${teamScores} on ${teamScores.teamId} = ${teams.id}
        where ${teams.gameId} = ${opts.gameId}) t
      order by rank, lower(name), id`,
  );
}
