import { z } from 'zod';
import { activityFields, behaviourFields, ZActivity, ZBehaviour } from './activities.ts';
import { CURRENCIES, pledgeFields } from './charities.ts';
import { ZCreateGameRequest, ZGameDescription, ZGameName } from './games.ts';
import { kpiFields, ZKpi, ZKpiTarget } from './kpis.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

/** The six categories of the spec, by key (the interface names them in every language). */
export const TEMPLATE_CATEGORY_KEYS = [
  'b2b-sales',
  'well-being',
  'leadership',
  'retail-consulting',
  'expert-consulting',
  'communication-dialogue',
] as const;
export type TTemplateCategoryKey = (typeof TEMPLATE_CATEGORY_KEYS)[number];

/** The language a template's own text (names, descriptions) is written in (ADR 0020). */
export const TEMPLATE_LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type TTemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export const ZTemplateCategory = z.object({
  id: z.string(),
  key: z.enum(TEMPLATE_CATEGORY_KEYS),
  position: z.number().int(),
  /** How many templates of the category the caller sees. */
  templates: z.number().int(),
});
export type TTemplateCategory = z.infer<typeof ZTemplateCategory>;
/** `GET /game/templates-category/all` */
export const ZTemplateCategoryPage = pageOf(ZTemplateCategory);

/** A template: global (`companyId` null, the platform's, read-only for companies) or a company's own. */
export const ZTemplate = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  scope: z.enum(['global', 'company']),
  categoryId: z.string(),
  categoryKey: z.enum(TEMPLATE_CATEGORY_KEYS),
  language: z.enum(TEMPLATE_LANGUAGES),
  name: z.string(),
  description: z.string(),
  /** Whether the caller may change it (a company admin cannot change a global template). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTemplate = z.infer<typeof ZTemplate>;
/** `GET /game/templates/all?category_id=` */
export const ZTemplatePage = pageOf(ZTemplate);
export const ZTemplateListQuery = ZPageQuery.extend({
  category_id: z.uuid().optional(),
  /** Only templates written in this language. */
  lang: z.enum(TEMPLATE_LANGUAGES).optional(),
});

// A template holds the same kinds of content as a game (decision 0020): the game's shapes, with the
// template in place of the game.

/** A template's behaviour (the API says "sub-task"). */
export const ZTemplateSubTask = ZBehaviour.extend({ templateId: z.string() });
export type TTemplateSubTask = z.infer<typeof ZTemplateSubTask>;
/** A template's activity (the API says "task", the UI "habit") with its behaviours. */
export const ZTemplateTask = ZActivity.omit({ competitionId: true, subtasks: true }).extend({
  templateId: z.string(),
  subTasks: z.array(ZTemplateSubTask),
});
export type TTemplateTask = z.infer<typeof ZTemplateTask>;
export const ZTemplateKpi = ZKpi.omit({ competitionId: true }).extend({ templateId: z.string() });
export type TTemplateKpi = z.infer<typeof ZTemplateKpi>;
/** The goal of a template's KPI (one per KPI: a template has no set times). */
export const ZTemplateTargetKpi = z.object({
  id: z.string(),
  templateId: z.string(),
  kpiId: z.string(),
  kpiName: z.string(),
  unit: z.string(),
  direction: z.enum(['higher', 'lower']),
  target: z.number(),
});
export type TTemplateTargetKpi = z.infer<typeof ZTemplateTargetKpi>;
export const ZTemplateCharity = z.object({
  id: z.string(),
  templateId: z.string(),
  charityId: z.string(),
  charityName: z.string(),
  pledgePerPoint: z.number(),
  cap: z.number().nullable(),
  currency: z.enum(CURRENCIES),
});
export type TTemplateCharity = z.infer<typeof ZTemplateCharity>;

/** `GET /templates/{id}`: a template with all its content, for the preview. */
export const ZTemplateDetail = ZTemplate.extend({
  tasks: z.array(ZTemplateTask),
  kpis: z.array(ZTemplateKpi),
  targets: z.array(ZTemplateTargetKpi),
  charities: z.array(ZTemplateCharity),
});
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

// Lists of a template's content: everything on one page (a blueprint is small).
export const ZTemplateTaskPage = pageOf(ZTemplateTask);
export const ZTemplateSubTaskPage = pageOf(ZTemplateSubTask);
export const ZTemplateKpiPage = pageOf(ZTemplateKpi);
export const ZTemplateTargetKpiPage = pageOf(ZTemplateTargetKpi);
export const ZTemplateCharityPage = pageOf(ZTemplateCharity);
export const ZTemplateContentQuery = z.object({ template_id: z.uuid() });
export const ZTemplateSubTaskQuery = ZTemplateContentQuery.extend({ task_id: z.uuid().optional() });

const templateFields = {
  categoryId: z.uuid(),
  language: z.enum(TEMPLATE_LANGUAGES),
  name: ZGameName,
  description: ZGameDescription,
};
/** `POST /templates`: an empty template; `global` only for platform admins. */
export const ZCreateTemplateRequest = z.object({
  ...templateFields,
  description: templateFields.description.default(''),
  global: z.boolean().default(false),
});
/** `PUT /templates/{id}` */
export const ZUpdateTemplateRequest = z.object(templateFields).partial();
/** `POST /competitions/{id}/create-templates`: the game's content, deep-copied into a new template. */
export const ZCreateTemplateFromGameRequest = ZCreateTemplateRequest;
/** `POST /templates/{id}/create-game {competition}`: a draft game with the template's content. */
export const ZCreateGameFromTemplateRequest = ZCreateGameRequest;

// A template's content keeps the bounds of a game's (the fields come from the game's areas).

/** `POST /templates-task` */
export const ZCreateTemplateTaskRequest = z.object({
  templateId: z.uuid(),
  name: activityFields.name,
  description: activityFields.description.default(''),
});
/** `PUT /templates-task/{id}` */
export const ZUpdateTemplateTaskRequest = z.object(activityFields).partial();

/** `POST /templates-sub-task` */
export const ZCreateTemplateSubTaskRequest = z.object({
  taskId: z.uuid(),
  name: behaviourFields.name,
  description: behaviourFields.description.default(''),
  points: behaviourFields.points,
  maxPerDay: behaviourFields.maxPerDay.default(1),
  requiresApproval: behaviourFields.requiresApproval.default(false),
});
/** `PUT /templates-sub-task/{id}` */
export const ZUpdateTemplateSubTaskRequest = z.object(behaviourFields).partial();

/** `POST /templatekpis` */
export const ZCreateTemplateKpiRequest = z.object({
  templateId: z.uuid(),
  name: kpiFields.name,
  unit: kpiFields.unit.default(''),
  direction: kpiFields.direction.default('higher'),
  weight: kpiFields.weight.default(100),
});
/** `PUT /templatekpis/{id}` */
export const ZUpdateTemplateKpiRequest = z.object(kpiFields).partial();

/** `POST /templatetargetkpi`: the goal of one of the template's KPIs. */
export const ZCreateTemplateTargetKpiRequest = z.object({
  kpiId: z.uuid(),
  target: ZKpiTarget,
});
/** `PUT /templatetargetkpi/{id}` */
export const ZUpdateTemplateTargetKpiRequest = z.object({ target: ZKpiTarget });

/** `POST /templatecharity` */
export const ZCreateTemplateCharityRequest = z.object({
  templateId: z.uuid(),
  charityId: z.uuid(),
  pledgePerPoint: pledgeFields.pledgePerPoint,
  cap: pledgeFields.cap.default(null),
  currency: pledgeFields.currency.default('EUR'),
});
/** `PUT /templatecharity/{id}` */
export const ZUpdateTemplateCharityRequest = z.object(pledgeFields).partial();
