import { and, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, games } from '../../db/schema/index.ts';

/** A draft has no public page yet, an archived game none any more. */
const shown = notInArray(games.status, ['draft', 'archived']);

const columns = { game: games, companyName: companies.name };

/** The game a public link names, if it has a public page. */
export async function findPublicGame(db: Executor, publicId: string) {
  const [row] = await db
    .select(columns)
    .from(games)
    .innerJoin(companies, eq(companies.id, games.companyId))
    .where(and(eq(games.publicId, publicId), shown));
  return row;
}

/** The same by game id, for the live stream, which follows a game whose link may change. */
export async function findPublicGameById(db: Executor, gameId: string) {
  const [row] = await db
    .select(columns)
    .from(games)
    .innerJoin(companies, eq(companies.id, games.companyId))
    .where(and(eq(games.id, gameId), shown));
  return row;
}

export async function setPublicId(db: Executor, gameId: string, publicId: string) {
  await db.update(games).set({ publicId }).where(eq(games.id, gameId));
}
