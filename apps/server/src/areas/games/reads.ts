/**
 * What other areas build on when their own statements touch games: which games a caller sees, and
 * a game's phase, as SQL pieces for their queries. The SQL files of this area stay private to it
 * (decision 0024); these are the games' face for statements.
 */
import type { TGamePhase } from '@rally/contracts/games';
import { and, type SQL, sql } from 'drizzle-orm';
import { games, teamMembers } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

/** Games the caller may see: their company's (every company's for platform admins); a player's only those they play in. */
export function gameVisibility(scope: Scope): SQL | undefined {
  const tenant = tenantFilter(scope, games.companyId);
  if (scope.role !== 'player') return tenant;
  return and(tenant, playsIn(scope.userId));
}

/** Games the user plays in (a player in one of its teams). */
export const playsIn = (userId: string) =>
  sql`exists (select 1 from ${teamMembers} where ${teamMembers.gameId} = ${games.id} and ${teamMembers.userId} = ${userId})`;

/**
 * `gamePhase` (contracts/game-lifecycle.ts) in SQL, so lists filter and sort by phase in the
 * database; `at` is the instant (now() by default). test/games-phase-sql.test.ts holds the two together.
 */
export function gamePhaseSql(at: SQL = sql`now()`) {
  const today = sql`(${at} at time zone ${games.timezone})::date`;
  return sql<TGamePhase>`case
  when ${games.status} <> 'active' then ${games.status}
  when ${games.startDate} is not null and ${today} < ${games.startDate} then 'scheduled'
  when ${games.endDate} is not null and ${today} > ${games.endDate} then 'finished'
  else 'running' end`;
}
