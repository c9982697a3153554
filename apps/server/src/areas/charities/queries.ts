import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { updateRow } from '../../db/rows.ts';
import { charities, gameCharities } from '../../db/schema/index.ts';

export type CharityRow = typeof charities.$inferSelect;
export type NewCharity = typeof charities.$inferInsert;

/** The platform's charity list is not tenant data: every signed-in caller reads the same list. */
export function listCharityRows(db: Executor) {
  return db.select().from(charities).orderBy(sql`lower(${charities.name})`, asc(charities.id));
}

export async function findCharity(db: Executor, id: string) {
  const [row] = await db.select().from(charities).where(eq(charities.id, id));
  return row;
}

export async function insertCharity(db: Executor, values: NewCharity) {
  const [row] = await db.insert(charities).values(values).returning();
  return row;
}

export const updateCharityRow = (db: Executor, id: string, values: Partial<NewCharity>) =>
  updateRow(db, charities, id, values);

/** Games of any company that link the charity (one link per game and charity). */
export async function countLinkedGames(db: Executor, charityId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(gameCharities)
    .where(eq(gameCharities.charityId, charityId));
  return Number(row?.n ?? 0);
}

export async function deleteCharityRow(db: Executor, id: string) {
  await db.delete(charities).where(eq(charities.id, id));
}
