import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, games, playerScoreDays, playerScores, teamScores, teams } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { gamePhaseSql } from '../games/reads.ts';

/** How many current games the dashboard lists at most (a company runs a handful at once). */
export const CURRENT_GAMES_MAX = 50;

const phase = gamePhaseSql();
const d = playerScoreDays;

/**
 * Running and scheduled games in the caller's scope with their team-wise figures, running first:
 * counts and sums over the maintained scores and the last 7 day buckets (game-local days).
 */
export function listCurrentGames(db: Executor, scope: Scope) {
  const recent = sql`${d.gameId} = ${games.id} and ${d.logCount} > 0
    and ${d.day} > (now() at time zone ${games.timezone})::date - 7`;
  return db
    .select({
      id: games.id,
      name: games.name,
      companyName: companies.name,
      phase,
      startDate: games.startDate,
      endDate: games.endDate,
      rules: games.rules,
      teams: sql<number>`(select count(*) from ${teams} where ${teams.gameId} = ${games.id})::int`,
      players: sql<number>`(select count(*) from ${playerScores} where ${playerScores.gameId} = ${games.id})::int`,
      activePlayers: sql<number>`(select count(distinct ${d.userId}) from ${d} where ${recent})::int`,
      logsLast7Days: sql<number>`(select coalesce(sum(${d.logCount}), 0) from ${d} where ${recent})::int`,
      points: sql<number>`(select coalesce(sum(${teamScores.points}), 0) from ${teamScores} where ${teamScores.gameId} = ${games.id})::float8`,
    })
    .from(games)
    .innerJoin(companies, eq(companies.id, games.companyId))
    .where(and(tenantFilter(scope, games.companyId), inArray(phase, ['running', 'scheduled'])))
    .orderBy(sql`case ${phase} when 'running' then 0 else 1 end`, asc(games.startDate), asc(games.id))
    .limit(CURRENT_GAMES_MAX);
}
