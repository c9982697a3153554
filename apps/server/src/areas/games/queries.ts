import type { GAME_SORTS, TGamePhase } from '@rally/contracts/games';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  behaviours,
  companies,
  gameCharities,
  gameQuizMedia,
  games,
  kpis,
  onboardings,
  setTimes,
  targetKpis,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { contains, ordered, orderedNullsLast, rowsAndTotal, type SortOrder } from '../../lib/search.ts';
import { gamePhaseSql, gameVisibility, playsIn } from './reads.ts';

export async function findGame(
  db: Executor,
  scope: Scope,
  gameId: string,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), gameVisibility(scope)));
  const [game] = await (opts.forUpdate ? query.for('update') : query);
  return game;
}

/** A game of a company, for work that names the company itself rather than a caller's scope. */
export async function findCompanyGame(
  db: Executor,
  companyId: string,
  gameId: string,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.companyId, companyId)));
  const [game] = await (opts.forUpdate ? query.for('update') : query);
  return game;
}

const countOf = (
  table:
    | typeof teams
    | typeof teamMembers
    | typeof activities
    | typeof behaviours
    | typeof kpis
    | typeof gameCharities
    | typeof setTimes,
) => sql<number>`(select count(*) from ${table} where ${table.gameId} = ${games.id})::int`;

/** A game with its company name and the sizes of what it holds, in one statement (no query per game). */
const columns = {
  game: games,
  companyName: companies.name,
  teams: countOf(teams),
  players: countOf(teamMembers),
  activities: countOf(activities),
  behaviours: countOf(behaviours),
  kpis: countOf(kpis),
  charities: countOf(gameCharities),
  rounds: countOf(setTimes),
};
export type GameListRow = Awaited<ReturnType<typeof findGameWithCounts>>[number];

const phase = gamePhaseSql();
/** Sorting by status follows the lifecycle, not the alphabet. */
const phaseOrder = sql`case ${phase} when 'draft' then 0 when 'scheduled' then 1 when 'running' then 2 when 'finished' then 3 else 4 end`;

export type GameSort = (typeof GAME_SORTS)[number];
const sortBy: Record<GameSort, (o: SortOrder) => SQL> = {
  name: (o) => ordered(sql`lower(${games.name})`, o),
  startDate: (o) => orderedNullsLast(games.startDate, o),
  endDate: (o) => orderedNullsLast(games.endDate, o),
  status: (o) => ordered(phaseOrder, o),
  company: (o) => ordered(sql`lower(${companies.name})`, o),
  createdAt: (o) => ordered(games.createdAt, o),
};

export type GameFilter = {
  q?: string | undefined;
  phase?: TGamePhase | undefined;
  companyId?: string | undefined;
  /** Only games this user plays in. */
  playerId?: string | undefined;
};

export async function listGames(
  db: Executor,
  scope: Scope,
  opts: GameFilter & { sort: GameSort; order: SortOrder; limit: number; offset: number },
) {
  const where = and(
    gameVisibility(scope),
    opts.q ? contains(games.name, opts.q) : undefined,
    opts.phase ? sql`${phase} = ${opts.phase}` : undefined,
    opts.companyId ? eq(games.companyId, opts.companyId) : undefined,
    opts.playerId ? playsIn(opts.playerId) : undefined,
  );
  return rowsAndTotal(
    db
      .select(columns)
      .from(games)
      .innerJoin(companies, eq(companies.id, games.companyId))
      .where(where)
      // The id breaks ties, so paging never shows a game twice or skips one.
      .orderBy(sortBy[opts.sort](opts.order), games.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(games).where(where),
  );
}

/** Whether onboarding made the game: colleagues may then join it by its link (decision 0022). */
export async function isOnboardingGame(db: Executor, gameId: string) {
  const [row] = await db
    .select({ id: onboardings.gameId })
    .from(onboardings)
    .where(eq(onboardings.gameId, gameId));
  return row !== undefined;
}

export function findGameWithCounts(db: Executor, gameId: string) {
  return db
    .select(columns)
    .from(games)
    .innerJoin(companies, eq(companies.id, games.companyId))
    .where(eq(games.id, gameId));
}

/** `"table"."column"`: a correlated subquery needs the outer column qualified (Drizzle leaves it bare). */
const qualified = (table: typeof teams | typeof kpis, column: typeof teams.id | typeof kpis.id) =>
  sql`${table}.${sql.identifier(column.name)}`;

/** What the set-up advice reads of a game (lifecycle.ts `setUpAdvice`), in one statement. */
export async function findSetUpCounts(db: Executor, gameId: string) {
  const [row] = await db
    .select({
      rounds: sql<number>`(select count(*) from ${setTimes} where ${setTimes.gameId} = ${gameId})::int`,
      quizMedia: sql<number>`(select count(*) from ${gameQuizMedia} where ${gameQuizMedia.gameId} = ${gameId})::int`,
      approvalBehaviours: sql<number>`(select count(*) from ${behaviours} where ${behaviours.gameId} = ${gameId} and ${behaviours.requiresApproval})::int`,
      emptyTeams: sql<number>`(select count(*) from ${teams} where ${teams.gameId} = ${gameId} and not exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${qualified(teams, teams.id)}))::int`,
      kpisWithoutTarget: sql<number>`(select count(*) from ${kpis} where ${kpis.gameId} = ${gameId} and not exists (select 1 from ${targetKpis} where ${targetKpis.kpiId} = ${qualified(kpis, kpis.id)}))::int`,
    })
    .from(games)
    .where(eq(games.id, gameId));
  return row;
}

export async function insertGame(db: Executor, values: typeof games.$inferInsert) {
  const [game] = await db.insert(games).values(values).returning();
  if (!game) throw new Error('game not created');
  return game;
}

export async function updateGame(db: Executor, gameId: string, values: Partial<typeof games.$inferInsert>) {
  await db.update(games).set(values).where(eq(games.id, gameId));
}

/** Teams, players, activities, KPIs and charity links go with it (foreign keys cascade). */
export async function deleteGame(db: Executor, gameId: string) {
  await db.delete(games).where(eq(games.id, gameId));
}

export async function countPlayers(db: Executor, gameId: string) {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.gameId, gameId));
  return Number(row?.n ?? 0);
}

/** A company in the caller's scope (admins: any). */
export async function findCompanyName(db: Executor, scope: Scope, companyId: string) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), tenantFilter(scope, companies.id)));
  return row?.name;
}

/** The zone a company's new games run in unless their organiser picks another. */
export async function findCompanyTimezone(db: Executor, companyId: string) {
  const [row] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error('company of a new game not found');
  return row.timezone;
}

/** A user in the caller's scope, by e-mail (stored lower-cased). */
export async function findUserByEmail(db: Executor, scope: Scope, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, tenantFilter(scope, users.companyId)));
  return row;
}
