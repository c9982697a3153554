import { ZTargetKpiList } from '@rally/contracts/kpis';
import {
  ZCreateTemplateCharityRequest,
  ZCreateTemplateKpiRequest,
  ZCreateTemplateSubTaskRequest,
  ZCreateTemplateTargetKpiRequest,
  ZCreateTemplateTaskRequest,
  ZTemplateCharity,
  ZTemplateCharityPage,
  ZTemplateContentQuery,
  ZTemplateKpi,
  ZTemplateKpiPage,
  ZTemplateSubTask,
  ZTemplateSubTaskPage,
  ZTemplateSubTaskQuery,
  ZTemplateTargetKpi,
  ZTemplateTargetKpiPage,
  ZTemplateTask,
  ZTemplateTaskPage,
  ZUpdateTemplateCharityRequest,
  ZUpdateTemplateKpiRequest,
  ZUpdateTemplateSubTaskRequest,
  ZUpdateTemplateTargetKpiRequest,
  ZUpdateTemplateTaskRequest,
} from '@rally/contracts/templates';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  callerOf,
  createAsCaller,
  idParams,
  EXAMPLE_IDS as ids,
  readById,
  removeAsCaller,
  route,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, operations } from '../../lib/route-table.ts';
import type { Scope } from '../../lib/scope.ts';
import * as s from './content-service.ts';
import { globalReadOnly, templateAccess } from './routes.ts';

const EXAMPLE_TEMPLATE = '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b20';

/**
 * A template's content, one resource a path (`/templates-task`, `/templates-sub-task`,
 * `/templatekpis`, `/templatetargetkpi`, `/templatecharity`): listed by `template_id`, read, added,
 * changed and removed by id. Every call checks the template is the caller's to see (404) or change.
 */
export async function templateContentRoutes(app: FastifyInstance) {
  contentRoutes(app, {
    path: '/templates-task',
    noun: 'habit',
    plural: 'habits',
    removes: 'Deletes the habit with its behaviours.',
    schemas: {
      query: ZTemplateContentQuery,
      page: ZTemplateTaskPage,
      item: ZTemplateTask,
      create: ZCreateTemplateTaskRequest,
      update: ZUpdateTemplateTaskRequest,
    },
    examples: {
      create: { templateId: EXAMPLE_TEMPLATE, name: 'Move more' },
      update: { name: 'Move more every day' },
    },
    service: {
      list: s.listTemplateTasks,
      get: s.getTemplateTask,
      create: s.createTemplateTask,
      update: s.updateTemplateTask,
      remove: s.deleteTemplateTask,
    },
  });
  contentRoutes(app, {
    path: '/templates-sub-task',
    noun: 'behaviour',
    plural: 'behaviours',
    removes: 'Deletes the behaviour.',
    schemas: {
      query: ZTemplateSubTaskQuery,
      page: ZTemplateSubTaskPage,
      item: ZTemplateSubTask,
      create: ZCreateTemplateSubTaskRequest,
      update: ZUpdateTemplateSubTaskRequest,
    },
    examples: {
      create: { taskId: ids.activity, name: '10,000 steps', points: 10, maxPerDay: 1 },
      update: { points: 15 },
    },
    service: {
      list: s.listTemplateSubTasks,
      get: s.getTemplateSubTask,
      create: s.createTemplateSubTask,
      update: s.updateTemplateSubTask,
      remove: s.deleteTemplateSubTask,
    },
  });
  contentRoutes(app, {
    path: '/templatekpis',
    noun: 'KPI',
    plural: 'KPIs',
    removes: 'Deletes the KPI with its target.',
    schemas: {
      query: ZTemplateContentQuery,
      page: ZTemplateKpiPage,
      item: ZTemplateKpi,
      create: ZCreateTemplateKpiRequest,
      update: ZUpdateTemplateKpiRequest,
    },
    examples: {
      create: { templateId: EXAMPLE_TEMPLATE, name: 'Qualified meetings', unit: 'meetings' },
      update: { weight: 150 },
    },
    service: {
      list: s.listTemplateKpis,
      get: s.getTemplateKpi,
      create: s.createTemplateKpi,
      update: s.updateTemplateKpi,
      remove: s.deleteTemplateKpi,
    },
  });
  contentRoutes(app, {
    path: '/templatetargetkpi',
    noun: 'target KPI',
    plural: 'target KPIs',
    removes: 'Deletes the target; the KPI stays, without a goal.',
    schemas: {
      query: ZTemplateContentQuery,
      page: ZTemplateTargetKpiPage,
      item: ZTemplateTargetKpi,
      create: ZCreateTemplateTargetKpiRequest,
      update: ZUpdateTemplateTargetKpiRequest,
    },
    examples: { create: { kpiId: ids.kpi, target: 40 }, update: { target: 50 } },
    service: {
      list: s.listTemplateTargets,
      get: s.getTemplateTarget,
      create: s.createTemplateTarget,
      update: s.updateTemplateTarget,
      remove: s.deleteTemplateTarget,
    },
  });
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['templates'], access: templateAccess }, ops);
  r.delete(
    '/templatetargetkpi/templates/:id',
    write('resetTargets'),
    handle.removeById(s.resetTemplateTargets),
  );
  r.get('/targets-kpi/src/:id', read('ofSource'), handle.byId(s.listTargetsOfSource, 'sourceId'));
  contentRoutes(app, {
    path: '/templatecharity',
    noun: 'charity',
    plural: 'charities',
    removes: 'Deletes the charity.',
    schemas: {
      query: ZTemplateContentQuery,
      page: ZTemplateCharityPage,
      item: ZTemplateCharity,
      create: ZCreateTemplateCharityRequest,
      update: ZUpdateTemplateCharityRequest,
    },
    examples: {
      create: { templateId: EXAMPLE_TEMPLATE, charityId: ids.charity, pledgePerPoint: 0.05, cap: 500 },
      update: { cap: 1000 },
    },
    service: {
      list: s.listTemplateCharities,
      get: s.getTemplateCharity,
      create: s.createTemplateCharity,
      update: s.updateTemplateCharity,
      remove: s.deleteTemplateCharity,
    },
  });
}

const refuses = { 403: globalReadOnly };

const ops = operations({
  ofSource: {
    // A game's goals or a template's, read and documented as a game's are (kpis/target-routes.ts).
    access: gameContent.read,
    schema: { tags: ['kpis'], params: idParams, response: { 200: ZTargetKpiList } },
    summary: 'List the targets of a source',
    description: 'The KPI targets kept by a source: a game (templates will be sources too).',
  },
  resetTargets: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: "Reset a template's targets",
    description: 'Removes every target KPI of the template (`{id}`); its KPIs stay, without goals.',
    refuses,
  },
});

type Reader = { db: Db; scope: Scope };
type Writer = { tx: Tx; scope: Scope };
type Id = { Params: { id: string } };

type Schema = z.core.$ZodType;
/** The schemas of one kind of content: the list's query and page, an item, an add's and a change's body. */
type Schemas = { query: Schema; page: Schema; item: Schema; create: Schema; update: Schema };

/** One kind of a template's content: its path, its words, its schemas and the service behind each route. */
type ContentKind<S extends Schemas> = {
  /** The list's path; an item's is `{path}/{id}`. */
  path: string;
  /** The item in words ("habit") and the list ("habits"). */
  noun: string;
  plural: string;
  /** What removing one item does. */
  removes: string;
  schemas: S;
  /** Valid bodies of an add and a change, for the OpenAPI document. */
  examples: { create: z.input<S['create']>; update: z.input<S['update']> };
  service: {
    list: (args: Reader & { query: z.output<S['query']> }) => Promise<z.input<S['page']>>;
    get: (args: Reader & { id: string }) => Promise<z.input<S['item']>>;
    create: (args: Writer & { input: z.output<S['create']> }) => Promise<z.input<S['item']>>;
    update: (args: Writer & { id: string; input: z.output<S['update']> }) => Promise<z.input<S['item']>>;
    remove: (args: Writer & { id: string }) => Promise<unknown>;
  };
};

/** The five routes of one kind of content: list (by `template_id`), get, add, change and remove. */
function contentRoutes<S extends Schemas>(app: FastifyInstance, kind: ContentKind<S>) {
  const { path, noun, schemas, service } = kind;
  const tags = ['templates'];
  const { read, write } = templateAccess;
  type Query = z.output<S['query']>;
  type Create = z.output<S['create']>;
  type Update = z.output<S['update']>;
  app.get<{ Querystring: Query }>(
    path,
    route({
      access: read,
      summary: `List a template's ${kind.plural}`,
      description: `Every ${noun} of the template (\`template_id\`) in order, on one page.`,
      schema: { tags, querystring: schemas.query, response: { 200: schemas.page } },
    }),
    (request) => service.list({ ...callerOf(app, request), query: request.query as Query }),
  );
  app.get<Id>(
    `${path}/:id`,
    route({
      access: read,
      summary: `Get a template ${noun}`,
      description: `One ${noun} of a template the caller sees.`,
      schema: { tags, params: idParams, response: { 200: schemas.item } },
    }),
    (request) => readById(app, request, service.get),
  );
  app.post<{ Body: Create }>(
    path,
    route({
      access: write,
      summary: `Add a ${noun} to a template`,
      description: `Creates the ${noun} at the end of the template's list.`,
      refuses,
      example: kind.examples.create as never,
      schema: { tags, body: schemas.create, response: { 201: schemas.item } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => service.create({ ...ctx, input: request.body as Create })),
  );
  app.put<Id & { Body: Update }>(
    `${path}/:id`,
    route({
      access: write,
      summary: `Change a template ${noun}`,
      description: 'Changes the fields sent; the others stay.',
      refuses,
      example: kind.examples.update as never,
      schema: { tags, params: idParams, body: schemas.update, response: { 200: schemas.item } },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        service.update({ ...ctx, id: request.params.id, input: request.body as Update }),
      ),
  );
  app.delete<Id>(
    `${path}/:id`,
    route({
      access: write,
      summary: `Remove a template ${noun}`,
      description: kind.removes,
      refuses,
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => service.remove({ ...ctx, id: request.params.id })),
  );
}
