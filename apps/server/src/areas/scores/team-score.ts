import { and, type SQL, sql } from 'drizzle-orm';
import { kpiActuals, playerScoreDays, playerScores, teamScores, teams } from '../../db/schema/index.ts';

/**
 * A team's points and score (DESIGN section 3), the one formula of every team board: the live standings
 * (`teamStandings`), a player's place among the teams (`listUserGameScores`) and the frozen results
 * of a round or a game (the rounds area's `freezeResults`), so a round's frozen board is its live board at
 * the moment it froze.
 */

/** Game-local days, both ends inclusive; an open end is unbounded. */
export type DayRange = { from?: string | undefined; to?: string | undefined };
export const isWindow = (range: DayRange) => Boolean(range.from || range.to);

/** `day` within `range`, or nothing to add to a where clause. */
export const inDays = (day: SQL | typeof playerScoreDays.day | typeof kpiActuals.day, range: DayRange) =>
  and(
    range.from ? sql`${day} >= ${range.from}` : undefined,
    range.to ? sql`${day} <= ${range.to}` : undefined,
  );

/**
 * The points of a team's own KPI actuals booked in `range` (all of them without one): they count for
 * the team only (ADR 0015), so no player's points hold them.
 */
export const teamKpiPointsSql = (range: DayRange) =>
  sql`coalesce((select sum(${kpiActuals.points}) from ${kpiActuals}
    where ${kpiActuals.teamId} = ${teams.id} and ${inDays(kpiActuals.day, range) ?? sql`true`}), 0)`;

/**
 * A team's points in a statement over `teams` left joined to `team_scores`: over the whole game its
 * maintained total; in a range of days its members' points booked in the range (points follow a
 * player to their current team) and the team's own KPI actuals booked in it.
 */
export function teamPointsSql(gameId: string, range: DayRange): SQL {
  if (!isWindow(range)) return sql`coalesce(${teamScores.points}, 0)`;
  const d = playerScoreDays;
  const ps = playerScores;
  return sql`coalesce((select sum(${d.points}) from ${d} join ${ps} on ${ps.gameId} = ${d.gameId} and ${ps.userId} = ${d.userId}
      where ${d.gameId} = ${gameId} and ${ps.teamId} = ${teams.id} and ${inDays(d.day, range) ?? sql`true`}), 0)
    + ${teamKpiPointsSql(range)}`;
}

/**
 * A team's score from its points: the points, or the points per member when the game ranks teams by
 * average (fair for teams of unequal size; 0 for a team without members), as an exact numeric so
 * equal scores tie on every board.
 *
 * `ranking` is the game's `rules.teamRanking`: known to the caller, or read in the query itself.
 */
export function teamScoreSql(points: SQL, members: SQL, ranking: 'total' | 'average' | SQL): SQL {
  const total = sql`(${points})::numeric`;
  const average = sql`case when ${members} > 0 then (${points})::numeric / ${members} else 0 end`;
  if (ranking === 'total') return total;
  if (ranking === 'average') return average;
  return sql`case when ${ranking} = 'average' then ${average} else ${total} end`;
}
