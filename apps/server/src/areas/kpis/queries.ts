import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nextPosition } from '../../db/position.ts';
import { updateRow } from '../../db/rows.ts';
import { kpis } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

export type KpiRow = typeof kpis.$inferSelect;
export type NewKpi = typeof kpis.$inferInsert;

/** A game's KPIs in their order (position, then creation; the id breaks ties). */
export function listGameKpis(db: Executor, scope: Scope, gameId: string) {
  return db
    .select()
    .from(kpis)
    .where(and(tenantFilter(scope, kpis.companyId), eq(kpis.gameId, gameId)))
    .orderBy(asc(kpis.position), asc(kpis.createdAt), asc(kpis.id));
}

export async function findKpi(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(kpis)
    .where(and(tenantFilter(scope, kpis.companyId), eq(kpis.id, id)));
  return row;
}

/** The position after the last KPI of a game (0 for the first). */
export const nextKpiPosition = (db: Executor, gameId: string) =>
  nextPosition(db, kpis, eq(kpis.gameId, gameId));

export function insertKpis(db: Executor, values: NewKpi[]) {
  return db.insert(kpis).values(values).returning();
}

export const updateKpiRow = (db: Executor, id: string, values: Partial<NewKpi>) =>
  updateRow(db, kpis, id, values);

/** Its targets go with it (foreign key cascade). */
export async function deleteKpiRow(db: Executor, id: string) {
  await db.delete(kpis).where(eq(kpis.id, id));
}
