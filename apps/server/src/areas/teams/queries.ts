import { and, asc, eq, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, games, teamMembers, teams, users } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { contains } from '../../lib/search.ts';
import { gameVisibility } from '../games/reads.ts';

/** A team of a game in the caller's scope. */
export async function findTeam(db: Executor, scope: Scope, teamId: string) {
  const [row] = await db
    .select({ team: teams })
    .from(teams)
    .innerJoin(games, eq(games.id, teams.gameId))
    .where(and(eq(teams.id, teamId), gameVisibility(scope)));
  return row?.team;
}

/** The player's team in the game, or undefined when they do not play in it. */
export async function findMembership(db: Executor, gameId: string, userId: string) {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.gameId, gameId), eq(teamMembers.userId, userId)));
  return row;
}

/** A player's place in a team ("group user") of a game in the caller's scope. */
export async function findPlayer(db: Executor, scope: Scope, playerId: string) {
  const [row] = await db
    .select({ player: teamMembers })
    .from(teamMembers)
    .innerJoin(games, eq(games.id, teamMembers.gameId))
    .where(and(eq(teamMembers.id, playerId), gameVisibility(scope)));
  return row?.player;
}

export function listTeams(db: Executor, where: SQL) {
  return db.select().from(teams).where(where).orderBy(asc(teams.createdAt), asc(teams.id));
}

export function listPlayers(db: Executor, where: SQL) {
  return db
    .select({
      id: teamMembers.id,
      teamId: teamMembers.teamId,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      status: users.status,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(where)
    .orderBy(sql`lower(${users.fullName})`, teamMembers.id);
}

export async function insertTeam(db: Executor, values: typeof teams.$inferInsert) {
  const [team] = await db.insert(teams).values(values).returning();
  if (!team) throw new Error('team not created');
  return team;
}

export async function insertTeams(db: Executor, rows: (typeof teams.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(teams)
    .values(rows)
    .returning({ id: teams.id, companyId: teams.companyId, gameId: teams.gameId });
}

export async function updateTeam(db: Executor, teamId: string, values: Partial<typeof teams.$inferInsert>) {
  await db.update(teams).set(values).where(eq(teams.id, teamId));
}

/** Its players leave with it (foreign key cascade). */
export async function deleteTeam(db: Executor, teamId: string) {
  await db.delete(teams).where(eq(teams.id, teamId));
}

export async function teamHasPlayers(db: Executor, teamId: string) {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .limit(1);
  return Boolean(row);
}

export async function setPlayerTeam(db: Executor, playerId: string, teamId: string) {
  await db.update(teamMembers).set({ teamId }).where(eq(teamMembers.id, playerId));
}

export async function deletePlayer(db: Executor, playerId: string) {
  await db.delete(teamMembers).where(eq(teamMembers.id, playerId));
}

/** Who may play: players and company admins whose account is not disabled. */
const eligible = and(inArray(users.role, ['player', 'company_admin']), ne(users.status, 'disabled'));

/** Eligible users not yet in the game, of one company or (platform admins' "all") every company. */
export function listAvailableUsers(
  db: Executor,
  opts: { gameId: string; companyId: string | undefined; q: string | undefined },
) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eligible,
        opts.companyId ? eq(users.companyId, opts.companyId) : undefined,
        opts.q ? sql`(${contains(users.fullName, opts.q)} or ${contains(users.email, opts.q)})` : undefined,
        notExists(
          db
            .select({ id: teamMembers.id })
            .from(teamMembers)
            .where(and(eq(teamMembers.gameId, opts.gameId), eq(teamMembers.userId, users.id))),
        ),
      ),
    )
    .orderBy(sql`lower(${users.fullName})`, users.id);
}

/** The users among `ids` in the caller's scope, with what deciding whether they may play needs. */
export function findUsers(db: Executor, scope: Scope, ids: string[]) {
  return db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(inArray(users.id, ids), tenantFilter(scope, users.companyId)));
}

/**
 * Puts users into a team; a user already in the game is left where they are (the unique key on
 * game and user decides, so two requests racing cannot put a player in two teams).
 */
export function insertPlayers(db: Executor, rows: (typeof teamMembers.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(teamMembers)
    .values(rows)
    .onConflictDoNothing({ target: [teamMembers.gameId, teamMembers.userId] })
    .returning({ userId: teamMembers.userId });
}

/** A game's players whose accounts can still play, for copying them into another game. */
export function listActivePlayers(db: Executor, gameId: string) {
  return db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.gameId, gameId), ne(users.status, 'disabled')));
}
