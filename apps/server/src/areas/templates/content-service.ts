import { abilitiesFor, type TAbilityRule } from '@rally/contracts/abilities';
import type { ZNewBehaviour } from '@rally/contracts/activities';
import { type TTargetKpi, targetRefusal } from '@rally/contracts/kpis';
import type { TMessageCode } from '@rally/contracts/messages';
import type {
  TTemplateCharity,
  TTemplateKpi,
  TTemplateTargetKpi,
  ZCreateTemplateCharityRequest,
  ZCreateTemplateKpiRequest,
  ZCreateTemplateTargetKpiRequest,
  ZUpdateTemplateCharityRequest,
  ZUpdateTemplateKpiRequest,
} from '@rally/contracts/templates';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { nextPosition } from '../../db/position.ts';
import { readAll } from '../../db/read-all.ts';
import { updateRow } from '../../db/rows.ts';
import {
  charities,
  templateCharities,
  templateKpis,
  templateSubTasks,
  templateTargetKpis,
  templateTasks,
} from '../../db/schema/index.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import type { Scope } from '../../lib/scope.ts';
import { isGameInScope } from '../games/service.ts';
import { listGameTargets } from '../kpis/target-service.ts';
import * as q from './queries.ts';
import { requireTemplate, templateToChange } from './service.ts';

type Reader = { db: Executor; scope: Scope; query: { template_id: string } };
type Writer = { tx: Executor; scope: Scope };

/** Every item of a template's content on one page: a blueprint is small, and screens show it whole. */
const onePage = <T>(data: T[]) => ({ data, count: data.length, pages: 1 });

/** A template's behaviour as the code reads it; the routes spell it the API's way. */
export type TemplateBehaviour = {
  id: string;
  templateId: string;
  activityId: string;
  name: string;
  description: string;
  points: number;
  maxPerDay: number;
  requiresApproval: boolean;
  position: number;
};

/** A template's activity (the UI's habit) with its behaviours in order. */
export type TemplateActivity = {
  id: string;
  templateId: string;
  name: string;
  description: string;
  position: number;
  behaviours: TemplateBehaviour[];
};

type ActivityFields = Pick<q.TemplateActivityRow, 'name' | 'description' | 'position'>;
type BehaviourFields = Omit<TemplateBehaviour, 'id' | 'templateId' | 'activityId'>;

const toBehaviour = (s: q.TemplateBehaviourRow): TemplateBehaviour => ({
  id: s.id,
  templateId: s.templateId,
  activityId: s.taskId,
  name: s.name,
  description: s.description,
  points: s.points,
  maxPerDay: s.maxPerDay,
  requiresApproval: s.requiresApproval,
  position: s.position,
});
const toActivity = (t: q.TemplateActivityRow, behaviours: q.TemplateBehaviourRow[]): TemplateActivity => ({
  id: t.id,
  templateId: t.templateId,
  name: t.name,
  description: t.description,
  position: t.position,
  behaviours: behaviours.filter((s) => s.taskId === t.id).map(toBehaviour),
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

type Kind<T extends q.ContentTable = q.ContentTable> = { table: T; missing: TMessageCode };
/** Each kind of a template's content: its table, and what a 404 says when an id names none the caller sees. */
const KINDS = {
  activity: { table: templateTasks, missing: 'templates.taskNotFound' },
  behaviour: { table: templateSubTasks, missing: 'templates.subTaskNotFound' },
  kpi: { table: templateKpis, missing: 'templates.kpiNotFound' },
  target: { table: templateTargetKpis, missing: 'templates.targetNotFound' },
  charity: { table: templateCharities, missing: 'templates.charityNotFound' },
} as const satisfies Record<string, Kind>;

/**
 * An item of a template's content by id: its template must be one the caller sees (404 with the
 * item's own message otherwise) and, for a write, may change (`templateToChange`: locked, 403 on a
 * global template for a company admin).
 */
async function itemOf<T extends q.ContentTable>(
  exec: Executor,
  scope: Scope,
  kind: Kind<T>,
  id: string,
  write = false,
) {
  const found = await q.findContentRow(exec, kind.table, id);
  if (!found) throw notFound(kind.missing);
  try {
    const template = write
      ? await templateToChange(exec, scope, found.templateId)
      : await requireTemplate(exec, scope, found.templateId);
    return { item: found, template };
  } catch (err) {
    if (err instanceof AppError && err.messageCode === 'templates.notFound') {
      throw notFound(kind.missing);
    }
    throw err;
  }
}

/** Changes an item of a template's content the caller may change; answers it as it now is. */
async function updateItem<T extends q.ContentTable>(
  opts: Writer & { id: string },
  kind: Kind<T>,
  values: Partial<T['$inferInsert']>,
) {
  const { item } = await itemOf(opts.tx, opts.scope, kind, opts.id, true);
  return (await updateRow(opts.tx, kind.table, item.id, values)) ?? item;
}

/** Deletes an item of a template's content the caller may change; what hangs on it goes by foreign key. */
async function removeItem(opts: Writer & { id: string }, kind: Kind) {
  const { item } = await itemOf(opts.tx, opts.scope, kind, opts.id, true);
  await q.deleteContentRow(opts.tx, kind.table, item.id);
}

/** Adds a habit or a KPI at the end of its template's list, if the caller may change the template. */
async function appendToTemplate<T extends typeof templateTasks | typeof templateKpis>(
  opts: Writer,
  table: T,
  input: Omit<T['$inferInsert'], 'position'>,
) {
  const template = await templateToChange(opts.tx, opts.scope, input.templateId);
  const position = await nextPosition(opts.tx, table, eq(table.templateId, template.id));
  return q.insertContentRow(opts.tx, table, { ...input, templateId: template.id, position });
}

// Habits (tasks) -------------------------------------------------------------------------------

/** `GET /templates-task?template_id=`: the template's habits with their behaviours. */
export async function listTemplateActivities(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  const [activities, behaviours] = await readAll(
    opts.db,
    () => q.listActivities(opts.db, template.id),
    () => q.listBehaviours(opts.db, template.id),
  );
  return onePage(activities.map((a) => toActivity(a, behaviours)));
}

async function readActivity(db: Executor, id: string) {
  const activity = (await q.findContentRow(db, templateTasks, id)) as q.TemplateActivityRow;
  return toActivity(activity, await q.listBehaviours(db, activity.templateId, id));
}

/** `GET /templates-task/{id}` */
export async function getTemplateActivity(opts: { db: Executor; scope: Scope; id: string }) {
  const { item } = await itemOf(opts.db, opts.scope, KINDS.activity, opts.id);
  return readActivity(opts.db, item.id);
}

/** `POST /templates-task`: a habit at the end of the template's list. */
export async function createTemplateActivity(
  opts: Writer & { input: { templateId: string; name: string; description: string } },
) {
  return toActivity(await appendToTemplate(opts, templateTasks, opts.input), []);
}

/** `PUT /templates-task/{id}` */
export async function updateTemplateActivity(opts: Writer & { id: string; input: Partial<ActivityFields> }) {
  const activity = await updateItem(opts, KINDS.activity, opts.input);
  return readActivity(opts.tx, activity.id);
}

/** `DELETE /templates-task/{id}`: with its behaviours. */
export const deleteTemplateActivity = (opts: Writer & { id: string }) => removeItem(opts, KINDS.activity);

// Behaviours (sub-tasks) -----------------------------------------------------------------------

/** `GET /templates-sub-task`: the template's behaviours, or one activity's. */
export async function listTemplateBehaviours(opts: {
  db: Executor;
  scope: Scope;
  templateId: string;
  activityId?: string;
}) {
  const template = await requireTemplate(opts.db, opts.scope, opts.templateId);
  return onePage((await q.listBehaviours(opts.db, template.id, opts.activityId)).map(toBehaviour));
}

/** `GET /templates-sub-task/{id}` */
export async function getTemplateBehaviour(opts: { db: Executor; scope: Scope; id: string }) {
  return toBehaviour((await itemOf(opts.db, opts.scope, KINDS.behaviour, opts.id)).item);
}

/** `POST /templates-sub-task`: a behaviour at the end of its habit. */
export async function createTemplateBehaviour(
  opts: Writer & { activityId: string; behaviour: z.output<typeof ZNewBehaviour> },
) {
  const fields = opts.behaviour;
  const { item: activity } = await itemOf(opts.tx, opts.scope, KINDS.activity, opts.activityId, true);
  const position = await nextPosition(opts.tx, templateSubTasks, eq(templateSubTasks.taskId, activity.id));
  const values = { templateId: activity.templateId, taskId: activity.id, ...fields, position };
  return toBehaviour(await q.insertContentRow(opts.tx, templateSubTasks, values));
}

/** `PUT /templates-sub-task/{id}` */
export async function updateTemplateBehaviour(
  opts: Writer & { id: string; input: Partial<BehaviourFields> },
) {
  return toBehaviour(await updateItem(opts, KINDS.behaviour, opts.input));
}

/** `DELETE /templates-sub-task/{id}` */
export const deleteTemplateBehaviour = (opts: Writer & { id: string }) => removeItem(opts, KINDS.behaviour);

// KPIs -----------------------------------------------------------------------------------------

/** `GET /templatekpis?template_id=` */
export async function listTemplateKpis(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  return onePage((await q.listKpis(opts.db, template.id)).map(toKpi));
}

/** `GET /templatekpis/{id}` */
export async function getTemplateKpi(opts: { db: Executor; scope: Scope; id: string }) {
  return toKpi((await itemOf(opts.db, opts.scope, KINDS.kpi, opts.id)).item);
}

/** `POST /templatekpis`: a KPI at the end of the template's list. */
export async function createTemplateKpi(opts: CallerInput<typeof ZCreateTemplateKpiRequest>) {
  return toKpi(await appendToTemplate(opts, templateKpis, opts.input));
}

/** `PUT /templatekpis/{id}` */
export async function updateTemplateKpi(
  opts: CallerInput<typeof ZUpdateTemplateKpiRequest> & { id: string },
) {
  const kpi = await updateItem(opts, KINDS.kpi, opts.input);
  // Its goal must still suit it, as a game's must (the write rolls back with the refusal).
  const goal = (await q.listTargets(opts.tx, kpi.templateId)).find((t) => t.kpiId === kpi.id);
  if (goal && targetRefusal(kpi.direction, goal.target))
    throw invalid('direction', 'kpis.zeroTargetDirection');
  return toKpi(kpi);
}

/** `DELETE /templatekpis/{id}`: with its target. */
export const deleteTemplateKpi = (opts: Writer & { id: string }) => removeItem(opts, KINDS.kpi);

/** A goal its KPI's direction cannot take (0 where higher is better) is refused, naming `target`. */
function assertTargetSuits(direction: 'higher' | 'lower', target: number) {
  const refusal = targetRefusal(direction, target);
  if (refusal) throw invalid('target', refusal);
}

// Target KPIs (goals) --------------------------------------------------------------------------

/** `GET /templatetargetkpi?template_id=`: the goals, in their KPIs' order. */
export async function listTemplateTargets(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  return onePage((await q.listTargets(opts.db, template.id)).map(toTarget));
}

const readTarget = async (db: Executor, templateId: string, id: string) =>
  toTarget((await q.listTargets(db, templateId)).find((t) => t.id === id) as q.TemplateTargetRow);

/** `GET /templatetargetkpi/{id}` */
export async function getTemplateTarget(opts: { db: Executor; scope: Scope; id: string }) {
  const { item } = await itemOf(opts.db, opts.scope, KINDS.target, opts.id);
  return readTarget(opts.db, item.templateId, item.id);
}

/** `POST /templatetargetkpi`: the goal of one KPI of the template, and only one (409). */
export async function createTemplateTarget(opts: CallerInput<typeof ZCreateTemplateTargetKpiRequest>) {
  const { item: kpi } = await itemOf(opts.tx, opts.scope, KINDS.kpi, opts.input.kpiId, true);
  assertTargetSuits(kpi.direction, opts.input.target);
  const values = { templateId: kpi.templateId, kpiId: kpi.id, target: opts.input.target };
  const row = await q.insertContentRow(opts.tx, templateTargetKpis, values).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw conflict('templates.targetExists', { name: kpi.name });
    throw err;
  });
  return readTarget(opts.tx, kpi.templateId, row.id);
}

/** `PUT /templatetargetkpi/{id}` */
export async function updateTemplateTarget(opts: Writer & { id: string; input: { target: number } }) {
  const target = await updateItem(opts, KINDS.target, { target: opts.input.target });
  const stored = await readTarget(opts.tx, target.templateId, target.id);
  // Checked on the row as written: the caller's transaction rolls the write back on the refusal.
  assertTargetSuits(stored.direction, stored.target);
  return stored;
}

/** `DELETE /templatetargetkpi/{id}`: the KPI stays, without a goal. */
export const deleteTemplateTarget = (opts: Writer & { id: string }) => removeItem(opts, KINDS.target);

/** `DELETE /templatetargetkpi/templates/{id}`: the reset: every goal of the template goes, its KPIs stay. */
export async function resetTemplateTargets(opts: Writer & { id: string }) {
  const template = await templateToChange(opts.tx, opts.scope, opts.id);
  await opts.tx.delete(templateTargetKpis).where(eq(templateTargetKpis.templateId, template.id));
}

/**
 * `GET /targets-kpi/src/{id}`: the goals of a source, a game or a template (ADR 0020), each in the
 * caller's scope. Templates are the organisers' (`read Template`): a player or client gets 404.
 */
export async function listTargetsOfSource(opts: { db: Executor; scope: Scope; sourceId: string }) {
  const { db, scope, sourceId } = opts;
  if ((await isGameInScope(db, scope, sourceId)) || !abilitiesFor(scope.role).some(readsTemplates)) {
    return listGameTargets({ db, scope, gameId: sourceId });
  }
  const template = await requireTemplate(db, scope, sourceId);
  return (await q.listTargets(db, template.id)).map(
    ({ templateId: sourceId, ...t }): TTargetKpi => ({
      ...t,
      sourceType: 'template',
      sourceId,
      setTimeId: null,
    }),
  );
}
const readsTemplates = (r: TAbilityRule) =>
  (r.action === 'manage' || r.action === 'read') && (r.subject === 'Template' || r.subject === 'all');

// Charities ------------------------------------------------------------------------------------

/** `GET /templatecharity?template_id=` */
export async function listTemplateCharities(opts: Reader) {
  const template = await requireTemplate(opts.db, opts.scope, opts.query.template_id);
  return onePage((await q.listCharities(opts.db, template.id)).map(toCharity));
}

const readCharity = async (db: Executor, templateId: string, id: string) =>
  toCharity((await q.listCharities(db, templateId)).find((c) => c.id === id) as q.TemplateCharityRow);

/** `GET /templatecharity/{id}` */
export async function getTemplateCharity(opts: { db: Executor; scope: Scope; id: string }) {
  const { item } = await itemOf(opts.db, opts.scope, KINDS.charity, opts.id);
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
  const values = { templateId: template.id, ...fields };
  const row = await q.insertContentRow(opts.tx, templateCharities, values).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw conflict('templates.charityAlreadyAdded', { name: charity.name });
    throw err;
  });
  return readCharity(opts.tx, template.id, row.id);
}

/** `PUT /templatecharity/{id}`: the pledge, cap or currency. */
export async function updateTemplateCharity(
  opts: CallerInput<typeof ZUpdateTemplateCharityRequest> & { id: string },
) {
  const link = await updateItem(opts, KINDS.charity, opts.input);
  return readCharity(opts.tx, link.templateId, link.id);
}

/** `DELETE /templatecharity/{id}` */
export const deleteTemplateCharity = (opts: Writer & { id: string }) => removeItem(opts, KINDS.charity);
