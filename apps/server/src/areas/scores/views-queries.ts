import type { PARTICIPANT_SORTS } from '@rally/contracts/scores';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { readRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { games, playerScoreDays, playerScores, teamScores, teams, users } from '../../db/schema/index.ts';
import { contains, ordered, orderedNullsLast, rowsAndTotal, type SortOrder } from '../../lib/search.ts';
import { teamScoreSql } from './team-score.ts';

/** The organiser's views of a game (judge view, results) and a user's games: reads of the maintained scores. */

const ps = playerScores;

export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];

/**
 * One page of the judge view. Everything it shows is kept on `player_scores` (points, counts, last
 * activity), so a page of 10,000 players is one ranked scan of the game's rows, no logs read.
 */
export async function listParticipants(
  db: Executor,
  opts: {
    gameId: string;
    q: string | undefined;
    sort: ParticipantSort;
    order: SortOrder;
    limit: number;
    offset: number;
  },
) {
  // Ranked over everyone before the search filters, so a match keeps its place in the game.
  const ranked = db.$with('ranked').as(
    db
      .select({
        userId: ps.userId,
        teamId: ps.teamId,
        points: ps.points,
        logs: ps.logCount,
        pending: ps.pendingCount,
        flagged: ps.flaggedCount,
        lastActiveAt: ps.lastActiveAt,
        rank: sql<number>`(rank() over (order by ${ps.points} desc))::int`.as('rank'),
      })
      .from(ps)
      .where(eq(ps.gameId, opts.gameId)),
  );
  const sortBy: Record<ParticipantSort, SQL> = {
    name: ordered(sql`lower(${users.fullName})`, opts.order),
    team: ordered(sql`lower(${teams.name})`, opts.order),
    points: ordered(ranked.points, opts.order),
    logs: ordered(ranked.logs, opts.order),
    lastActive: orderedNullsLast(ranked.lastActiveAt, opts.order),
    pending: ordered(ranked.pending, opts.order),
    flagged: ordered(ranked.flagged, opts.order),
  };
  const where = opts.q ? contains(users.fullName, opts.q) : undefined;
  return rowsAndTotal(
    db
      .with(ranked)
      .select({
        userId: ranked.userId,
        fullName: users.fullName,
        email: users.email,
        teamId: ranked.teamId,
        teamName: teams.name,
        rank: ranked.rank,
        points: ranked.points,
        logs: ranked.logs,
        pending: ranked.pending,
        flagged: ranked.flagged,
        lastActiveAt: ranked.lastActiveAt,
      })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.userId))
      .innerJoin(teams, eq(teams.id, ranked.teamId))
      .where(where)
      // Name, then id, break ties, so paging never shows a player twice or skips one.
      .orderBy(sortBy[opts.sort], sql`lower(${users.fullName})`, asc(ranked.userId))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ n: count() })
      .from(ps)
      .innerJoin(users, eq(users.id, ps.userId))
      .where(and(eq(ps.gameId, opts.gameId), where)),
  );
}

/** Logs and points per game day from `from` through `to`, days without any included (zeros). */
export function dailyActivity(db: Executor, gameId: string, from: string, to: string) {
  const d = playerScoreDays;
  return readRows<{ day: string; logs: number; points: number }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, coalesce(sum(${d.logCount}), 0)::int as logs,
        coalesce(sum(${d.points}), 0)::int as points
      from generate_series(${from}::date, ${to}::date, interval '1 day') as s(day)
      left join ${d} on ${d.gameId} = ${gameId} and ${d.day} = s.day::date
      group by s.day order by s.day`,
  );
}

/** How many players there are and how many have logged at least once. */
export async function participation(db: Executor, gameId: string) {
  const [row] = await db
    .select({ players: count(), started: count(ps.lastActiveAt) })
    .from(ps)
    .where(eq(ps.gameId, gameId));
  return { players: Number(row?.players ?? 0), started: Number(row?.started ?? 0) };
}

/** Players who have not logged anything yet, by name. */
export function listNotStarted(db: Executor, gameId: string, limit: number) {
  return db
    .select({ userId: ps.userId, fullName: users.fullName, teamName: teams.name })
    .from(ps)
    .innerJoin(users, eq(users.id, ps.userId))
    .innerJoin(teams, eq(teams.id, ps.teamId))
    .where(and(eq(ps.gameId, gameId), isNull(ps.lastActiveAt)))
    .orderBy(sql`lower(${users.fullName})`, asc(ps.userId))
    .limit(limit);
}

/** A team's score as its game ranks teams, the rule read from the game's row. */
const teamScore = (points: SQL, members: SQL) =>
  teamScoreSql(points, members, sql`${games.rules}->>'teamRanking'`);

/**
 * A user's games, newest first, with their team, points and places: their rank among the game's
 * players and their team's among its teams (each a count of who is ahead, read from the indexes).
 */
export function listUserGameScores(db: Executor, userId: string, limit: number) {
  const other = sql`other_ps`;
  const mine = teamScore(sql`coalesce(${teamScores.points}, 0)`, sql`coalesce(${teamScores.members}, 0)`);
  return db
    .select({
      game: {
        id: games.id,
        name: games.name,
        status: games.status,
        startDate: games.startDate,
        endDate: games.endDate,
        timezone: games.timezone,
      },
      groupId: ps.teamId,
      groupName: teams.name,
      points: ps.points,
      rank: sql<number>`(1 + (select count(*) from ${ps} as ${other}
        where ${other}.game_id = ${ps.gameId} and ${other}.points > ${ps.points}))::int`,
      players: sql<number>`(select count(*) from ${ps} as ${other} where ${other}.game_id = ${ps.gameId})::int`,
      groupRank: sql<number>`(1 + (select count(*) from ${teamScores} as other_ts
        where other_ts.game_id = ${ps.gameId}
          and ${teamScore(sql`other_ts.points`, sql`other_ts.members`)} > ${mine}))::int`,
      groups: sql<number>`(select count(*) from ${teams} as t2 where t2.game_id = ${ps.gameId})::int`,
    })
    .from(ps)
    .innerJoin(games, eq(games.id, ps.gameId))
    .innerJoin(teams, eq(teams.id, ps.teamId))
    .leftJoin(teamScores, eq(teamScores.teamId, ps.teamId))
    .where(eq(ps.userId, userId))
    .orderBy(sql`${games.startDate} desc nulls last`, asc(games.id))
    .limit(limit);
}
