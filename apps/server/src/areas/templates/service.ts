import type {
  TTemplate,
  TTemplateCharity,
  TTemplateKpi,
  TTemplateTargetKpi,
  ZCreateTemplateRequest,
  ZTemplateListQuery,
  ZUpdateTemplateRequest,
} from '@rally/contracts/templates';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import { checkGlobalWrite, isPlatformAdmin, type Scope } from '../../lib/scope.ts';
import { listPage, pageWindow } from '../../lib/search.ts';
import {
  listTemplateActivities,
  listTemplateCharities,
  listTemplateKpis,
  listTemplateTargets,
  type TemplateActivity,
} from './content-service.ts';
import * as q from './queries.ts';

export const toTemplate = (t: q.TemplateRow, scope: Scope): TTemplate => ({
  id: t.id,
  companyId: t.companyId,
  scope: t.companyId === null ? 'global' : 'company',
  categoryId: t.categoryId,
  categoryKey: t.categoryKey as TTemplate['categoryKey'],
  language: t.language,
  name: t.name,
  description: t.description,
  editable: t.companyId !== null || isPlatformAdmin(scope),
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

/** A template the caller sees, or 404 (another company's template is not leaked as 403). */
export async function requireTemplate(db: Executor, scope: Scope, id: string) {
  const template = await q.findTemplate(db, scope, id);
  if (!template) throw notFound('templates.notFound');
  return template;
}

/**
 * A template the caller may change, locked so its content writes serialize: a global one only for
 * platform admins (403 for a company admin, who sees it but keeps it as it is).
 */
export async function templateToChange(tx: Executor, scope: Scope, id: string) {
  const template = await q.findTemplate(tx, scope, id, { forUpdate: true });
  if (!template) throw notFound('templates.notFound');
  if (template.companyId === null && !isPlatformAdmin(scope)) {
    throw new AppError('FORBIDDEN', 'templates.globalReadOnly');
  }
  return template;
}

export async function checkCategory(db: Executor, categoryId: string) {
  if (!(await q.findCategory(db, categoryId))) throw invalid('categoryId', 'templates.categoryNotFound');
}

/**
 * Whose a new template is: `global` is the platform admin's (400 for anyone else); otherwise the
 * caller's company, a platform admin's own templates being global ones too (they have no customer).
 */
export function ownerOf(scope: Scope, global: boolean, companyId: string | null = scope.companyId) {
  checkGlobalWrite(scope, global, 'global');
  return global ? null : companyId;
}

/** `GET /game/templates-category/all`: the six categories, with how many templates the caller sees in each. */
export async function listTemplateCategories(opts: { db: Executor; scope: Scope }) {
  const rows = await q.listCategories(opts.db, opts.scope);
  return {
    data: rows.map((r) => ({ ...r, key: r.key as TTemplate['categoryKey'] })),
    count: rows.length,
    pages: 1,
  };
}

/** `GET /game/templates/all?category_id=`: global templates first, then the company's, by name. */
export async function listTemplates(opts: {
  db: Executor;
  scope: Scope;
  query: z.output<typeof ZTemplateListQuery>;
}) {
  const { page, perPage, category_id, lang, q: text } = opts.query;
  const { rows, total } = await q.listTemplatePage(
    opts.db,
    opts.scope,
    { categoryId: category_id, language: lang, q: text },
    pageWindow(page, perPage),
  );
  return listPage(
    rows.map((r) => toTemplate(r, opts.scope)),
    total,
    perPage,
  );
}

/** A template with everything a game made from it would get; the routes spell it the API's way. */
export type TemplateDetail = TTemplate & {
  activities: TemplateActivity[];
  kpis: TTemplateKpi[];
  targets: TTemplateTargetKpi[];
  charities: TTemplateCharity[];
};

/** `GET /templates/{id}`: the template with everything a game made from it would get. */
export async function getTemplate(opts: { db: Executor; scope: Scope; id: string }): Promise<TemplateDetail> {
  const template = await requireTemplate(opts.db, opts.scope, opts.id);
  const args = { db: opts.db, scope: opts.scope, query: { template_id: template.id } };
  const [activities, kpis, targets, charities] = await readAll(
    opts.db,
    () => listTemplateActivities(args),
    () => listTemplateKpis(args),
    () => listTemplateTargets(args),
    () => listTemplateCharities(args),
  );
  return {
    ...toTemplate(template, opts.scope),
    activities: activities.data,
    kpis: kpis.data,
    targets: targets.data,
    charities: charities.data,
  };
}

/** `POST /templates`: an empty template to fill, the company's own (or global, for platform admins). */
export async function createTemplate(opts: CallerInput<typeof ZCreateTemplateRequest>) {
  const { global, ...fields } = opts.input;
  await checkCategory(opts.tx, fields.categoryId);
  const id = await q.insertTemplate(opts.tx, {
    ...fields,
    companyId: ownerOf(opts.scope, global),
    createdBy: opts.scope.userId,
  });
  return getTemplate({ db: opts.tx, scope: opts.scope, id });
}

/** `PUT /templates/{id}` */
export async function updateTemplate(opts: CallerInput<typeof ZUpdateTemplateRequest> & { id: string }) {
  const template = await templateToChange(opts.tx, opts.scope, opts.id);
  if (opts.input.categoryId) await checkCategory(opts.tx, opts.input.categoryId);
  await q.updateTemplateRow(opts.tx, template.id, opts.input);
  return toTemplate((await q.findTemplate(opts.tx, opts.scope, template.id)) as q.TemplateRow, opts.scope);
}

/** `DELETE /templates/{id}`: with its content; games made from it keep theirs (deep copies). */
export async function deleteTemplate(opts: { tx: Executor; scope: Scope; id: string }) {
  const template = await templateToChange(opts.tx, opts.scope, opts.id);
  await q.deleteTemplateRow(opts.tx, template.id);
}
