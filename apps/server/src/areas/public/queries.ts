import { PUBLIC_ID } from '@rally/contracts/public';
import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, games } from '../../db/schema/index.ts';

/** A draft has no public page yet, an archived game none any more. */
const shown = notInArray(games.status, ['draft', 'archived']);

/** The game `which` selects with its company's name, if it has a public page. */
async function findShownGame(db: Executor, which: SQL) {
  const [row] = await db
    .select({ game: games, companyName: companies.name })
    .from(games)
    .innerJoin(companies, eq(companies.id, games.companyId))
    .where(and(which, shown));
  return row;
}

/** The game a public link names, if it has a public page (none for a link of another shape). */
export const findPublicGame = async (db: Executor, publicId: string) =>
  PUBLIC_ID.test(publicId) ? findShownGame(db, eq(games.publicId, publicId)) : undefined;

/** The same by game id, for the live stream, which follows a game whose link may change. */
export const findPublicGameById = (db: Executor, gameId: string) => findShownGame(db, eq(games.id, gameId));

export async function setPublicId(db: Executor, gameId: string, publicId: string) {
  await db.update(games).set({ publicId }).where(eq(games.id, gameId));
}
