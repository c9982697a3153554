import { type SQL, sql } from 'drizzle-orm';

/**
 * A team's score (DESIGN section 3), the one formula of every team board: the live standings
 * (`teamStandings`), a player's place among the teams (`listUserGameScores`) and the frozen results
 * of a round or a game (set-times' `freezeResults`). Its members' points, or the points per member
 * when the game ranks teams by average (fair for teams of unequal size; 0 for a team without
 * members), as an exact numeric so equal scores tie on every board.
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
