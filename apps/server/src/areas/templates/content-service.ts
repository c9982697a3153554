import type { TTargetKpi } from '@rally/contracts/kpis';
import type { TMessageCode } from '@rally/contracts/messages';
import type {
  TTemplateCharity,
  TTemplateKpi,
  TTemplateSubTask,
  TTemplateTargetKpi,
  TTemplateTask,
  ZCreateTemplateCharityRequest,
  ZCreateTemplateKpiRequest,
  ZCreateTemplateSubTaskRequest,
  ZCreateTemplateTargetKpiRequest,
  ZCreateTemplateTaskRequest,
  ZUpdateTemplateCharityRequest,
  ZUpdateTemplateKpiRequest,
  ZUpdateTemplateSubTaskRequest,
  ZUpdateTemplateTaskRequest,
} from '@rally/contracts/templates';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { nextPosition } from '../../db/position.ts';
import {
  charities,
  templateCharities,
  templateKpis,
  templateSubTasks,
  templateTargetKpis,
  templateTasks,
} from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import type { Scope } from '../../lib/scope.ts';
import * as q from './queries.ts';
import { requireTemplate, templateToChange } from './service.ts';

type Reader = { db: Executor; scope: Scope; query: { template_id: string } };
type Writer = { tx: Executor; scope: Scope };

/** Every item of a template's content on one page: a blueprint is small, and screens show it whole. */
const onePage = <T>(data: T[]) => ({ data, count: data.length, pages: 1 });

const toSubTask = (s: q.TemplateSubTaskRow): TTemplateSubTask => ({
  id: s.id,
  templateId: s.templateId,
  taskId: s.taskId,
  name: s.name,
  description: s.description,
  points: s.points,
  maxPerDay: s.maxPerDay,
  requiresApproval: s.requiresApproval,
  position: s.position,
});
const toTask = (t: q.TemplateTaskRow, subTasks: q.TemplateSubTaskRow[]): TTemplateTask => ({
  id: t.id,
  templateId: t.templateId,
  name: t.name,
  description: t.description,
  position: t.position,
  subTasks: subTasks.filter((s) => s.taskId === t.id).map(toSubTask),
});
const toKpi = (k: q.TemplateKpiRow): TTemplateKpi => ({
  id: k.id,
  templateId: k.templateId,
  name: k.name,
  unit: k.unit,
  direction: k.direction,
  weight: k.weight,
  position: k.position,
});
const toCharity = (c: q.TemplateCharityRow): TTemplateCharity => ({
  ...c,
  currency: c.currency as TTemplateCharity['currency'],
});
const toTarget = (t: q.TemplateTargetRow): TTemplateTargetKpi => ({ ...t });

/**
 * An item of a template's content by id: its template must be one the caller sees (404 with the
 * item's own message otherwise) and, for a write, may change (`templateToChange`: locked, 403 on a
 * global template for a company admin).
 */
async function itemOf<R extends { templateId: string }>(
  exec: Executor,
  scope: Scope,
  found: R | undefined,
  missing: TMessageCode,
  write: boolean,
) {
  if (!found) throw notFound(missing);
  try {
    const template = write
      ? await templateToChange(exec, scope, found.templateId)
      : await requireTemplate(exec, scope, found.templateId);
    return { item: found, template };
  } catch (err) {
    if (err instanceof Error && 'messageCode' in err && err.messageCode === 'templates.notFound') {
      throw notFound(missing);
    }
    throw err;
  }
}
const byId = async <R>(rows: Promise<R[]>) => (await rows)[0];

// Habits (tasks) -------------------------------------------------------------------------------

/** `GET /templates-task?template_id=`: the template's habits with their behaviours. */
export async function listTemplateTasks(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  const [tasks, subTasks] = await Promise.all([
    q.listTasks(opts.db, template.id),
    q.listSubTasks(opts.db, template.id),
  ]);
  return onePage(tasks.map((t) => toTask(t, subTasks)));
}

const findTask = (db: Executor, id: string) =>
  byId(db.select().from(templateTasks).where(eq(templateTasks.id, id)));
async function taskOf(exec: Executor, scope: Scope, id: string, write = false) {
  return itemOf(exec, scope, await findTask(exec, id), 'templates.taskNotFound', write);
}
async function readTask(db: Executor, id: string) {
  const task = (await findTask(db, id)) as q.TemplateTaskRow;
  return toTask(task, await q.listSubTasks(db, task.templateId, id));
}

/** `GET /templates-task/{id}` */
export async function getTemplateTask(opts: { db: Executor; scope: Scope; id: string }) {
  const { item } = await taskOf(opts.db, opts.scope, opts.id);
  return readTask(opts.db, item.id);
}

/** `POST /templates-task`: a habit at the end of the template's list. */
export async function createTemplateTask(opts: CallerInput<typeof ZCreateTemplateTaskRequest>) {
  const { templateId, ...fields } = opts.input;
  const template = await templateToChange(opts.tx, opts.scope, templateId);
  const position = await nextPosition(opts.tx, templateTasks, eq(templateTasks.templateId, template.id));
  const [row] = await opts.tx
    .insert(templateTasks)
    .values({ templateId: template.id, ...fields, position })
    .returning();
  return toTask(row as q.TemplateTaskRow, []);
}

/** `PUT /templates-task/{id}` */
export async function updateTemplateTask(
  opts: CallerInput<typeof ZUpdateTemplateTaskRequest> & { id: string },
) {
  const { item } = await taskOf(opts.tx, opts.scope, opts.id, true);
  if (Object.keys(opts.input).length > 0) {
    await opts.tx.update(templateTasks).set(opts.input).where(eq(templateTasks.id, item.id));
  }
  return readTask(opts.tx, item.id);
}

/** `DELETE /templates-task/{id}`: with its behaviours. */
export async function deleteTemplateTask(opts: Writer & { id: string }) {
  const { item } = await taskOf(opts.tx, opts.scope, opts.id, true);
  await opts.tx.delete(templateTasks).where(eq(templateTasks.id, item.id));
}

// Behaviours (sub-tasks) -----------------------------------------------------------------------

/** `GET /templates-sub-task?template_id=&task_id=` */
export async function listTemplateSubTasks(opts: {
  db: Executor;
  scope: Scope;
  query: { template_id: string; task_id?: string };
}) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  return onePage((await q.listSubTasks(opts.db, template.id, opts.query.task_id)).map(toSubTask));
}

const findSubTask = (db: Executor, id: string) =>
  byId(db.select().from(templateSubTasks).where(eq(templateSubTasks.id, id)));
async function subTaskOf(exec: Executor, scope: Scope, id: string, write = false) {
  return itemOf(exec, scope, await findSubTask(exec, id), 'templates.subTaskNotFound', write);
}

/** `GET /templates-sub-task/{id}` */
export async function getTemplateSubTask(opts: { db: Executor; scope: Scope; id: string }) {
  return toSubTask((await subTaskOf(opts.db, opts.scope, opts.id)).item);
}

/** `POST /templates-sub-task`: a behaviour at the end of its habit. */
export async function createTemplateSubTask(opts: CallerInput<typeof ZCreateTemplateSubTaskRequest>) {
  const { taskId, ...fields } = opts.input;
  const { item: task } = await taskOf(opts.tx, opts.scope, taskId, true);
  const position = await nextPosition(opts.tx, templateSubTasks, eq(templateSubTasks.taskId, task.id));
  const [row] = await opts.tx
    .insert(templateSubTasks)
    .values({ templateId: task.templateId, taskId: task.id, ...fields, position })
    .returning();
  return toSubTask(row as q.TemplateSubTaskRow);
}

/** `PUT /templates-sub-task/{id}` */
export async function updateTemplateSubTask(
  opts: CallerInput<typeof ZUpdateTemplateSubTaskRequest> & { id: string },
) {
  const { item } = await subTaskOf(opts.tx, opts.scope, opts.id, true);
  if (Object.keys(opts.input).length === 0) return toSubTask(item);
  const [row] = await opts.tx
    .update(templateSubTasks)
    .set(opts.input)
    .where(eq(templateSubTasks.id, item.id))
    .returning();
  return toSubTask(row as q.TemplateSubTaskRow);
}

/** `DELETE /templates-sub-task/{id}` */
export async function deleteTemplateSubTask(opts: Writer & { id: string }) {
  const { item } = await subTaskOf(opts.tx, opts.scope, opts.id, true);
  await opts.tx.delete(templateSubTasks).where(eq(templateSubTasks.id, item.id));
}

// KPIs -----------------------------------------------------------------------------------------

/** `GET /templatekpis?template_id=` */
export async function listTemplateKpis(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  return onePage((await q.listKpis(opts.db, template.id)).map(toKpi));
}

const findKpi = (db: Executor, id: string) =>
  byId(db.select().from(templateKpis).where(eq(templateKpis.id, id)));
async function kpiOf(exec: Executor, scope: Scope, id: string, write = false) {
  return itemOf(exec, scope, await findKpi(exec, id), 'templates.kpiNotFound', write);
}

/** `GET /templatekpis/{id}` */
export async function getTemplateKpi(opts: { db: Executor; scope: Scope; id: string }) {
  return toKpi((await kpiOf(opts.db, opts.scope, opts.id)).item);
}

/** `POST /templatekpis`: a KPI at the end of the template's list. */
export async function createTemplateKpi(opts: CallerInput<typeof ZCreateTemplateKpiRequest>) {
  const { templateId, ...fields } = opts.input;
  const template = await templateToChange(opts.tx, opts.scope, templateId);
  const position = await nextPosition(opts.tx, templateKpis, eq(templateKpis.templateId, template.id));
  const [row] = await opts.tx
    .insert(templateKpis)
    .values({ templateId: template.id, ...fields, position })
    .returning();
  return toKpi(row as q.TemplateKpiRow);
}

/** `PUT /templatekpis/{id}` */
export async function updateTemplateKpi(
  opts: CallerInput<typeof ZUpdateTemplateKpiRequest> & { id: string },
) {
  const { item } = await kpiOf(opts.tx, opts.scope, opts.id, true);
  if (Object.keys(opts.input).length === 0) return toKpi(item);
  const [row] = await opts.tx
    .update(templateKpis)
    .set(opts.input)
    .where(eq(templateKpis.id, item.id))
    .returning();
  return toKpi(row as q.TemplateKpiRow);
}

/** `DELETE /templatekpis/{id}`: with its target. */
export async function deleteTemplateKpi(opts: Writer & { id: string }) {
  const { item } = await kpiOf(opts.tx, opts.scope, opts.id, true);
  await opts.tx.delete(templateKpis).where(eq(templateKpis.id, item.id));
}

// Target KPIs (goals) --------------------------------------------------------------------------

/** `GET /templatetargetkpi?template_id=`: the goals, in their KPIs' order. */
export async function listTemplateTargets(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  return onePage((await q.listTargets(opts.db, template.id)).map(toTarget));
}

const findTarget = (db: Executor, id: string) =>
  byId(db.select().from(templateTargetKpis).where(eq(templateTargetKpis.id, id)));
async function targetOf(exec: Executor, scope: Scope, id: string, write = false) {
  return itemOf(exec, scope, await findTarget(exec, id), 'templates.targetNotFound', write);
}
const readTarget = async (db: Executor, templateId: string, id: string) =>
  toTarget((await q.listTargets(db, templateId)).find((t) => t.id === id) as q.TemplateTargetRow);

/** `GET /templatetargetkpi/{id}` */
export async function getTemplateTarget(opts: { db: Executor; scope: Scope; id: string }) {
  const { item } = await targetOf(opts.db, opts.scope, opts.id);
  return readTarget(opts.db, item.templateId, item.id);
}

/** `POST /templatetargetkpi`: the goal of one KPI of the template, and only one (409). */
export async function createTemplateTarget(opts: CallerInput<typeof ZCreateTemplateTargetKpiRequest>) {
  const { item: kpi } = await kpiOf(opts.tx, opts.scope, opts.input.kpiId, true);
  const [row] = await opts.tx
    .insert(templateTargetKpis)
    .values({ templateId: kpi.templateId, kpiId: kpi.id, target: opts.input.target })
    .returning({ id: templateTargetKpis.id })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict('templates.targetExists', { name: kpi.name });
      throw err;
    });
  return readTarget(opts.tx, kpi.templateId, (row as { id: string }).id);
}

/** `PUT /templatetargetkpi/{id}` */
export async function updateTemplateTarget(opts: Writer & { id: string; input: { target: number } }) {
  const { item } = await targetOf(opts.tx, opts.scope, opts.id, true);
  await opts.tx
    .update(templateTargetKpis)
    .set({ target: opts.input.target })
    .where(eq(templateTargetKpis.id, item.id));
  return readTarget(opts.tx, item.templateId, item.id);
}

/** `DELETE /templatetargetkpi/{id}`: the KPI stays, without a goal. */
export async function deleteTemplateTarget(opts: Writer & { id: string }) {
  const { item } = await targetOf(opts.tx, opts.scope, opts.id, true);
  await opts.tx.delete(templateTargetKpis).where(eq(templateTargetKpis.id, item.id));
}

/** `DELETE /templatetargetkpi/templates/{id}`: the reset: every goal of the template goes, its KPIs stay. */
export async function resetTemplateTargets(opts: Writer & { id: string }) {
  const template = await templateToChange(opts.tx, opts.scope, opts.id);
  await opts.tx.delete(templateTargetKpis).where(eq(templateTargetKpis.templateId, template.id));
}

/** A template's goals in the shape of a game's (`GET /targets-kpi/src/{id}`). */
export async function templateTargetsAsSource(db: Executor, scope: Scope, templateId: string) {
  const template = await requireTemplate(db, scope, templateId);
  return (await q.listTargets(db, template.id)).map(
    ({ templateId: sourceId, ...t }): TTargetKpi => ({
      ...t,
      sourceType: 'template',
      sourceId,
      setTimeId: null,
    }),
  );
}

// Charities ------------------------------------------------------------------------------------

/** `GET /templatecharity?template_id=` */
export async function listTemplateCharities(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  return onePage((await q.listCharities(opts.db, template.id)).map(toCharity));
}

const findCharityLink = (db: Executor, id: string) =>
  byId(db.select().from(templateCharities).where(eq(templateCharities.id, id)));
async function charityOf(exec: Executor, scope: Scope, id: string, write = false) {
  return itemOf(exec, scope, await findCharityLink(exec, id), 'templates.charityNotFound', write);
}
const readCharity = async (db: Executor, templateId: string, id: string) =>
  toCharity((await q.listCharities(db, templateId)).find((c) => c.id === id) as q.TemplateCharityRow);

/** `GET /templatecharity/{id}` */
export async function getTemplateCharity(opts: { db: Executor; scope: Scope; id: string }) {
  const { item } = await charityOf(opts.db, opts.scope, opts.id);
  return readCharity(opts.db, item.templateId, item.id);
}

/** `POST /templatecharity`: a charity of the platform's list, once per template (409). */
export async function createTemplateCharity(opts: CallerInput<typeof ZCreateTemplateCharityRequest>) {
  const { templateId, ...fields } = opts.input;
  const template = await templateToChange(opts.tx, opts.scope, templateId);
  const [charity] = await opts.tx
    .select({ name: charities.name })
    .from(charities)
    .where(eq(charities.id, fields.charityId));
  if (!charity) throw invalid('charityId', 'charities.notFound');
  const [row] = await opts.tx
    .insert(templateCharities)
    .values({ templateId: template.id, ...fields })
    .returning({ id: templateCharities.id })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict('templates.charityAlreadyAdded', { name: charity.name });
      throw err;
    });
  return readCharity(opts.tx, template.id, (row as { id: string }).id);
}

/** `PUT /templatecharity/{id}`: the pledge, cap or currency. */
export async function updateTemplateCharity(
  opts: CallerInput<typeof ZUpdateTemplateCharityRequest> & { id: string },
) {
  const { item } = await charityOf(opts.tx, opts.scope, opts.id, true);
  if (Object.keys(opts.input).length > 0) {
    await opts.tx.update(templateCharities).set(opts.input).where(eq(templateCharities.id, item.id));
  }
  return readCharity(opts.tx, item.templateId, item.id);
}

/** `DELETE /templatecharity/{id}` */
export async function deleteTemplateCharity(opts: Writer & { id: string }) {
  const { item } = await charityOf(opts.tx, opts.scope, opts.id, true);
  await opts.tx.delete(templateCharities).where(eq(templateCharities.id, item.id));
}
