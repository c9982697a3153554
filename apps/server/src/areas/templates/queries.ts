import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  charities,
  templateCategories,
  templateCharities,
  templateKpis,
  templateSubTasks,
  templates,
  templateTargetKpis,
  templateTasks,
} from '../../db/schema/index.ts';
import { ownOrGlobal, readableOwnOrGlobal, type Scope } from '../../lib/scope.ts';
import { rowsAndTotal } from '../../lib/search.ts';

export type TemplateRow = typeof templates.$inferSelect & { categoryKey: string };
export type TemplateActivityRow = typeof templateTasks.$inferSelect;
export type TemplateBehaviourRow = typeof templateSubTasks.$inferSelect;
export type TemplateKpiRow = typeof templateKpis.$inferSelect;
export type NewTemplate = typeof templates.$inferInsert;

/**
 * What a caller sees: global templates (no company) and, except for platform admins who see
 * every company's, their own company's. The one place the template tenant rule lives (ADR 0020).
 */
export const visibleTo = (scope: Scope) => readableOwnOrGlobal(scope, templates.companyId);

/** The templates a company may build a game from: global ones and its own. */
export const usableBy = (companyId: string) => ownOrGlobal(templates.companyId, companyId);

export async function listCategories(db: Executor, scope: Scope) {
  const [categories, counts] = await readAll(
    db,
    () => db.select().from(templateCategories).orderBy(asc(templateCategories.position)),
    () =>
      db
        .select({ categoryId: templates.categoryId, n: count() })
        .from(templates)
        .where(visibleTo(scope))
        .groupBy(templates.categoryId),
  );
  const byCategory = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return categories.map((c) => ({ ...c, templates: byCategory.get(c.id) ?? 0 }));
}

export async function findCategory(db: Executor, id: string) {
  const [row] = await db.select().from(templateCategories).where(eq(templateCategories.id, id));
  return row;
}

const templateOrder = [
  sql`${templates.companyId} nulls first`,
  sql`lower(${templates.name})`,
  asc(templates.id),
];

export async function listTemplatePage(
  db: Executor,
  scope: Scope,
  filter: { categoryId?: string; language?: string; q?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    visibleTo(scope),
    filter.categoryId ? eq(templates.categoryId, filter.categoryId) : undefined,
    filter.language ? eq(templates.language, filter.language as TemplateRow['language']) : undefined,
    filter.q ? sql`${templates.name} ilike ${`%${filter.q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  return rowsAndTotal(
    withCategory(db)
      .where(where)
      .orderBy(...templateOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(templates).where(where),
  );
}

const withCategory = (db: Executor) =>
  db
    .select({ ...getTableColumns(templates), categoryKey: templateCategories.key })
    .from(templates)
    .innerJoin(templateCategories, eq(templateCategories.id, templates.categoryId));

/** A template in the caller's view; `forUpdate` locks it so content writes serialize. */
export async function findTemplate(
  db: Executor,
  scope: Scope,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  const query = withCategory(db).where(and(eq(templates.id, id), visibleTo(scope)));
  const [row] = await (opts.forUpdate ? query.for('update', { of: templates }) : query);
  return row as TemplateRow | undefined;
}

/** A template a company may build from (global or its own). */
export async function findUsableTemplate(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), usableBy(companyId)));
  return row;
}

export async function insertTemplate(db: Executor, values: NewTemplate) {
  const [row] = await db.insert(templates).values(values).returning({ id: templates.id });
  if (!row) throw new Error('template not created');
  return row.id;
}

export async function updateTemplateRow(db: Executor, id: string, values: Partial<NewTemplate>) {
  if (Object.keys(values).length === 0) return;
  await db.update(templates).set(values).where(eq(templates.id, id));
}

export async function deleteTemplateRow(db: Executor, id: string) {
  await db.delete(templates).where(eq(templates.id, id));
}

/** The tables of a template's content: rows with an id, each of one template (the service checks which). */
export type ContentTable =
  | typeof templateTasks
  | typeof templateSubTasks
  | typeof templateKpis
  | typeof templateTargetKpis
  | typeof templateCharities;
type Row<T extends ContentTable> = T['$inferSelect'];
// One table stands for the union: Drizzle's builders cannot resolve a union of tables.
const asOne = (table: ContentTable) => table as typeof templateTasks;

/** A row of a template's content by id, whichever template it is of. */
export async function findContentRow<T extends ContentTable>(db: Executor, table: T, id: string) {
  const [row] = await db.select().from(asOne(table)).where(eq(table.id, id));
  return row as Row<T> | undefined;
}

export async function insertContentRow<T extends ContentTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
) {
  const [row] = await db
    .insert(asOne(table))
    .values(values as typeof templateTasks.$inferInsert)
    .returning();
  return row as Row<T>;
}

export async function deleteContentRow(db: Executor, table: ContentTable, id: string) {
  await db.delete(asOne(table)).where(eq(table.id, id));
}

// Content, in the order it is shown and copied: position, then creation, the id breaking ties.
export const listActivities = (db: Executor, templateId: string) =>
  db
    .select()
    .from(templateTasks)
    .where(eq(templateTasks.templateId, templateId))
    .orderBy(asc(templateTasks.position), asc(templateTasks.createdAt), asc(templateTasks.id));

export const listBehaviours = (db: Executor, templateId: string, taskId?: string) =>
  db
    .select()
    .from(templateSubTasks)
    .where(
      and(
        eq(templateSubTasks.templateId, templateId),
        taskId ? eq(templateSubTasks.taskId, taskId) : undefined,
      ),
    )
    .orderBy(asc(templateSubTasks.position), asc(templateSubTasks.createdAt), asc(templateSubTasks.id));

export const listKpis = (db: Executor, templateId: string) =>
  db
    .select()
    .from(templateKpis)
    .where(eq(templateKpis.templateId, templateId))
    .orderBy(asc(templateKpis.position), asc(templateKpis.createdAt), asc(templateKpis.id));

export const listTargets = (db: Executor, templateId: string) =>
  db
    .select({
      id: templateTargetKpis.id,
      templateId: templateTargetKpis.templateId,
      kpiId: templateTargetKpis.kpiId,
      kpiName: templateKpis.name,
      unit: templateKpis.unit,
      direction: templateKpis.direction,
      target: templateTargetKpis.target,
    })
    .from(templateTargetKpis)
    .innerJoin(templateKpis, eq(templateKpis.id, templateTargetKpis.kpiId))
    .where(eq(templateTargetKpis.templateId, templateId))
    .orderBy(asc(templateKpis.position), asc(templateKpis.createdAt), asc(templateKpis.id));

export const listCharities = (db: Executor, templateId: string) =>
  db
    .select({
      id: templateCharities.id,
      templateId: templateCharities.templateId,
      charityId: templateCharities.charityId,
      charityName: charities.name,
      pledgePerPoint: templateCharities.pledgePerPoint,
      cap: templateCharities.cap,
      currency: templateCharities.currency,
    })
    .from(templateCharities)
    .innerJoin(charities, eq(charities.id, templateCharities.charityId))
    .where(eq(templateCharities.templateId, templateId))
    .orderBy(sql`lower(${charities.name})`, asc(templateCharities.id));

export type TemplateTargetRow = Awaited<ReturnType<typeof listTargets>>[number];
export type TemplateCharityRow = Awaited<ReturnType<typeof listCharities>>[number];

export const charitiesExist = async (db: Executor, ids: string[]) =>
  ids.length === 0
    ? []
    : (await db.select({ id: charities.id }).from(charities).where(inArray(charities.id, ids))).map(
        (r) => r.id,
      );
