import {
  ZCreateTemplateCharityRequest,
  ZTemplateCharity,
  ZTemplateCharityPage,
  ZTemplateContentQuery,
  ZUpdateTemplateCharityRequest,
} from '@rally/contracts/templates';
import type { FastifyInstance } from 'fastify';
import { idParams, EXAMPLE_IDS as ids, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import {
  createTemplateCharity,
  deleteTemplateCharity,
  getTemplateCharity,
  listTemplateCharities,
  updateTemplateCharity,
} from './content-service.ts';
import { EXAMPLE_TEMPLATE, globalReadOnly, templateAccess } from './routes.ts';

/**
 * A template's charities (`/templatecharity`): listed by `template_id`, read, added, changed and
 * removed by id. Every call checks the template is the caller's to see (404) or change.
 */
export async function templateCharityRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['templates'], access: templateAccess }, ops);
  r.get('/templatecharity', read('listCharities'), handle.byQuery(listTemplateCharities));
  r.get('/templatecharity/:id', read('getCharity'), handle.byId(getTemplateCharity));
  r.post('/templatecharity', write('addCharity'), handle.create(createTemplateCharity));
  r.put('/templatecharity/:id', write('changeCharity'), handle.updateById(updateTemplateCharity));
  r.delete('/templatecharity/:id', write('removeCharity'), handle.removeById(deleteTemplateCharity));
}

const refuses = { 403: globalReadOnly };

const ops = operations({
  listCharities: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateCharityPage } },
    summary: "List a template's charities",
    description: 'Every charity of the template (`template_id`) in order, on one page.',
  },
  getCharity: {
    schema: { params: idParams, response: { 200: ZTemplateCharity } },
    summary: 'Get a template charity',
    description: 'One charity of a template the caller sees.',
  },
  addCharity: {
    schema: { body: ZCreateTemplateCharityRequest, response: { 201: ZTemplateCharity } },
    summary: 'Add a charity to a template',
    description: "Creates the charity at the end of the template's list.",
    refuses,
    example: { templateId: EXAMPLE_TEMPLATE, charityId: ids.charity, pledgePerPoint: 0.05, cap: 500 },
  },
  changeCharity: {
    schema: { params: idParams, body: ZUpdateTemplateCharityRequest, response: { 200: ZTemplateCharity } },
    summary: 'Change a template charity',
    description: 'Changes the fields sent; the others stay.',
    refuses,
    example: { cap: 1000 },
  },
  removeCharity: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a template charity',
    description: 'Deletes the charity.',
    refuses,
  },
});
