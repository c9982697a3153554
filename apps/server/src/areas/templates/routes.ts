import { ZGameDetail } from '@rally/contracts/games';
import {
  ZCreateGameFromTemplateRequest,
  ZCreateTemplateFromGameRequest,
  ZCreateTemplateRequest,
  ZTemplate,
  ZTemplateCategoryPage,
  ZTemplateDetail,
  ZTemplateListQuery,
  ZTemplatePage,
  ZUpdateTemplateRequest,
} from '@rally/contracts/templates';
import type { FastifyInstance } from 'fastify';
import {
  callerOf,
  created,
  idParams,
  EXAMPLE_IDS as ids,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { createGameFromTemplateAsCaller, saveGameAsTemplate } from './copy.ts';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplateCategories,
  listTemplates,
  updateTemplate,
} from './service.ts';
import { wireTemplateDetail } from './wire.ts';

/** Who reads and keeps templates: organisers and platform admins (global ones are the admins'). */
export const templateAccess = { read: ['read', 'Template'], write: ['manage', 'Template'] } as const;
/** An example category id (the migration inserts the six with fixed ids). */
export const EXAMPLE_CATEGORY = '019a0000-0000-7000-8000-000000000002';
/** An example template id, for the bodies of its content's routes. */
export const EXAMPLE_TEMPLATE = '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b20';
/** What a change to a global template refuses to a company admin. */
export const globalReadOnly = 'the template is global and the caller is not a platform admin';

/** Templates (ADR 0020): the categories, the list, one template, and the copies both ways. */
export async function templateRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['templates'], access: templateAccess }, ops);
  r.get('/game/templates-category/all', read('categories'), (request) =>
    listTemplateCategories(callerOf(app, request)),
  );
  r.get('/game/templates/all', read('list'), handle.byQuery(listTemplates));
  // A template's activities are the API's `tasks` (`wire.ts`).
  r.get('/templates/:id', read('get'), async (request) =>
    wireTemplateDetail(await getTemplate({ ...callerOf(app, request), id: request.params.id })),
  );
  r.post('/templates', write('create'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) =>
        wireTemplateDetail(await createTemplate({ ...ctx, input: request.body })),
      ),
    ),
  );
  r.put('/templates/:id', write('update'), handle.updateById(updateTemplate));
  r.delete('/templates/:id', write('remove'), handle.removeById(deleteTemplate));
  r.post('/competitions/:id/create-templates', write('fromGame'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) =>
        wireTemplateDetail(await saveGameAsTemplate({ ...ctx, id: request.params.id, input: request.body })),
      ),
    ),
  );
  r.post('/templates/:id/create-game', write('toGame'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, (ctx) =>
        createGameFromTemplateAsCaller({
          ...ctx,
          id: request.params.id,
          competition: request.body.competition,
        }),
      ),
    ),
  );
}

const ops = operations({
  categories: {
    schema: { response: { 200: ZTemplateCategoryPage } },
    summary: 'List the template categories',
    description: 'The six categories, in order, each with how many templates the caller sees in it.',
  },
  list: {
    schema: { querystring: ZTemplateListQuery, response: { 200: ZTemplatePage } },
    summary: 'List templates',
    description:
      'Global templates first, then the company’s own, by name; filtered by category (`category_id`), the language their text is written in (`lang`) and name (`q`).',
  },
  get: {
    schema: { params: idParams, response: { 200: ZTemplateDetail } },
    summary: 'Get a template with its content',
    description:
      'The template with its habits and behaviours, KPIs, targets and charities: what a game made from it gets.',
  },
  create: {
    schema: { body: ZCreateTemplateRequest, response: { 201: ZTemplateDetail } },
    summary: 'Create an empty template',
    description:
      'A template of the caller’s company, or a global one (`global: true`, platform admins only).',
    example: {
      categoryId: EXAMPLE_CATEGORY,
      language: 'en',
      name: 'Healthy team',
      description: '',
      global: false,
    },
  },
  update: {
    schema: { params: idParams, body: ZUpdateTemplateRequest, response: { 200: ZTemplate } },
    summary: 'Change a template',
    description: 'Changes the fields sent (category, language, name, description).',
    refuses: { 403: globalReadOnly },
    example: { name: 'Healthy team, 4 weeks' },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Delete a template',
    description: 'Deletes the template and its content; games made from it keep their own copies.',
    refuses: { 403: globalReadOnly },
  },
  fromGame: {
    schema: { params: idParams, body: ZCreateTemplateFromGameRequest, response: { 201: ZTemplateDetail } },
    summary: 'Save a game as a template',
    description:
      'Deep-copies the game’s habits with behaviours, KPIs with their game-wide targets and charities into a new template of the game’s company (or a global one, platform admins only).',
    example: {
      categoryId: EXAMPLE_CATEGORY,
      language: 'de',
      name: 'Gesundes Team',
      description: '',
      global: false,
    },
  },
  toGame: {
    schema: { params: idParams, body: ZCreateGameFromTemplateRequest, response: { 201: ZGameDetail } },
    summary: 'Create a game from a template',
    description:
      'A new draft game with deep copies of the template’s habits with behaviours, KPIs with targets and charities; later changes on either side do not reach the other.',
    access: ['manage', 'Game'],
    example: {
      competition: {
        name: 'Spring challenge',
        startDate: '2026-04-01',
        endDate: '2026-04-28',
        companyId: ids.company,
      },
    },
  },
});
