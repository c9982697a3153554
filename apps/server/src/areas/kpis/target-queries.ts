import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kpis, targetKpis } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

export type NewTargetKpi = typeof targetKpis.$inferInsert;
type SourceType = (typeof targetKpis.$inferSelect)['sourceType'];

/** A target with what the goals screen shows of its KPI. */
const columns = {
  id: targetKpis.id,
  kpiId: targetKpis.kpiId,
  kpiName: kpis.name,
  unit: kpis.unit,
  direction: kpis.direction,
  sourceType: targetKpis.sourceType,
  sourceId: targetKpis.sourceId,
  setTimeId: targetKpis.setTimeId,
  target: targetKpis.target,
};
export type TargetKpiRow = NonNullable<Awaited<ReturnType<typeof findTargetKpi>>>;

const joined = (db: Executor) =>
  db.select(columns).from(targetKpis).innerJoin(kpis, eq(kpis.id, targetKpis.kpiId));

/** The targets of a source in its KPIs' order; the game-wide target before per-round ones. */
export function listSourceTargets(db: Executor, scope: Scope, source: { type: SourceType; id: string }) {
  return joined(db)
    .where(
      and(
        tenantFilter(scope, targetKpis.companyId),
        eq(targetKpis.sourceType, source.type),
        eq(targetKpis.sourceId, source.id),
      ),
    )
    .orderBy(
      asc(kpis.position),
      asc(kpis.createdAt),
      asc(kpis.id),
      sql`${targetKpis.setTimeId} nulls first`,
      asc(targetKpis.createdAt),
    );
}

/** A game's target by id (template targets have routes of their own). */
export async function findTargetKpi(db: Executor, scope: Scope, id: string) {
  const [row] = await joined(db).where(
    and(tenantFilter(scope, targetKpis.companyId), eq(targetKpis.id, id), eq(targetKpis.sourceType, 'game')),
  );
  return row;
}

export function insertTargetKpis(db: Executor, values: NewTargetKpi[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db.insert(targetKpis).values(values).returning({ id: targetKpis.id });
}

export async function updateTargetKpiRow(db: Executor, id: string, target: number) {
  await db.update(targetKpis).set({ target }).where(eq(targetKpis.id, id));
}

export async function deleteTargetKpiRow(db: Executor, id: string) {
  await db.delete(targetKpis).where(eq(targetKpis.id, id));
}

/** The goal values a KPI has (game-wide and per round). */
export async function kpiTargetValues(db: Executor, kpiId: string) {
  const rows = await db
    .select({ target: targetKpis.target })
    .from(targetKpis)
    .where(eq(targetKpis.kpiId, kpiId));
  return rows.map((r) => r.target);
}
