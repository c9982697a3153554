import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roundClosesAtSql } from '../../db/round-close.ts';
import { games, setTimes, teamMembers, users } from '../../db/schema/index.ts';

/** Rounds of a game (table `set_times`): SQL only. */

const s = setTimes;

const columns = {
  id: s.id,
  companyId: s.companyId,
  gameId: s.gameId,
  name: s.name,
  startsOn: s.startsOn,
  endsOn: s.endsOn,
  position: s.position,
  closedAt: s.closedAt,
  reopenedAt: s.reopenedAt,
  reopenedByName: users.fullName,
  closesAt: sql<string>`to_char(${roundClosesAtSql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};
export type RoundRow = {
  id: string;
  companyId: string;
  gameId: string;
  name: string;
  startsOn: string;
  endsOn: string;
  position: number;
  closedAt: Date | null;
  reopenedAt: Date | null;
  reopenedByName: string | null;
  closesAt: string;
};

function select(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(s)
    .innerJoin(games, eq(games.id, s.gameId))
    .leftJoin(users, eq(users.id, s.reopenedBy))
    .where(where)
    .orderBy(asc(s.startsOn), asc(s.id));
}

/** A game's rounds by start day. */
export const listRounds = (db: Executor, gameId: string): Promise<RoundRow[]> =>
  select(db, eq(s.gameId, gameId));

/** Rounds by id (any game; the caller checks the game and company). */
export const findRounds = (db: Executor, ids: string[]): Promise<RoundRow[]> =>
  ids.length ? select(db, inArray(s.id, ids)) : Promise.resolve([]);

export async function insertRounds(db: Executor, rows: (typeof s.$inferInsert)[]) {
  return db.insert(s).values(rows).returning({ id: s.id });
}

export async function updateRound(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof s.$inferInsert, 'name' | 'startsOn' | 'endsOn' | 'position'>>,
) {
  await db.update(s).set(values).where(eq(s.id, id));
}

export async function deleteRounds(db: Executor, gameId: string, ids: string[]) {
  await db.delete(s).where(and(eq(s.gameId, gameId), inArray(s.id, ids)));
}

/** Positions follow the start days, so lists and pickers read in time order. */
export async function renumber(db: Executor, gameId: string) {
  await db.execute(sql`update ${s} set position = o.n - 1 from (
      select id, row_number() over (order by starts_on, id) as n from ${s} where game_id = ${gameId}::uuid
    ) o where ${s}.id = o.id and ${s}.position <> o.n - 1`);
}

/** Locks the game's rounds for a change checked as a whole (no overlap): concurrent edits of one game wait. */
export async function lockGameRounds(db: Executor, gameId: string) {
  await db.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update');
}

/** The game's players who can be told something (disabled accounts left out), with what a mail needs. */
export function listGamePlayers(db: Executor, gameId: string) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: users.language })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.gameId, gameId), ne(users.status, 'disabled')));
}
