import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { charities, gameCharities } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

export type NewGameCharity = typeof gameCharities.$inferInsert;

const columns = {
  id: gameCharities.id,
  companyId: gameCharities.companyId,
  gameId: gameCharities.gameId,
  charityId: gameCharities.charityId,
  charityName: charities.name,
  pledgePerPoint: gameCharities.pledgePerPoint,
  cap: gameCharities.cap,
  currency: gameCharities.currency,
};
export type GameCharityRow = NonNullable<Awaited<ReturnType<typeof findGameCharity>>>;

const joined = (db: Executor) =>
  db.select(columns).from(gameCharities).innerJoin(charities, eq(charities.id, gameCharities.charityId));

export function listGameCharityRows(db: Executor, scope: Scope, gameId: string) {
  return joined(db)
    .where(and(tenantFilter(scope, gameCharities.companyId), eq(gameCharities.gameId, gameId)))
    .orderBy(sql`lower(${charities.name})`, asc(gameCharities.id));
}

export async function findGameCharity(db: Executor, scope: Scope, id: string) {
  const [row] = await joined(db).where(
    and(tenantFilter(scope, gameCharities.companyId), eq(gameCharities.id, id)),
  );
  return row;
}

export async function insertGameCharity(db: Executor, values: NewGameCharity) {
  const [row] = await db.insert(gameCharities).values(values).returning({ id: gameCharities.id });
  return row;
}

export async function insertGameCharities(db: Executor, values: NewGameCharity[]) {
  if (values.length === 0) return;
  await db.insert(gameCharities).values(values);
}

export async function deleteGameCharityRow(db: Executor, id: string) {
  await db.delete(gameCharities).where(eq(gameCharities.id, id));
}
