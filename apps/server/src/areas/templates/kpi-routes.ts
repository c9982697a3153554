import { ZTargetKpiList } from '@rally/contracts/kpis';
import {
  ZCreateTemplateKpiRequest,
  ZCreateTemplateTargetKpiRequest,
  ZTemplateContentQuery,
  ZTemplateKpi,
  ZTemplateKpiPage,
  ZTemplateTargetKpi,
  ZTemplateTargetKpiPage,
  ZUpdateTemplateKpiRequest,
  ZUpdateTemplateTargetKpiRequest,
} from '@rally/contracts/templates';
import type { FastifyInstance } from 'fastify';
import { idParams, EXAMPLE_IDS as ids, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, operations } from '../../lib/route-table.ts';
import {
  createTemplateKpi,
  createTemplateTarget,
  deleteTemplateKpi,
  deleteTemplateTarget,
  getTemplateKpi,
  getTemplateTarget,
  listTargetsOfSource,
  listTemplateKpis,
  listTemplateTargets,
  resetTemplateTargets,
  updateTemplateKpi,
  updateTemplateTarget,
} from './content-service.ts';
import { EXAMPLE_TEMPLATE, globalReadOnly, templateAccess } from './routes.ts';

/**
 * A template's KPIs (`/templatekpis`) and their goals (`/templatetargetkpi`): listed by
 * `template_id`, read, added, changed and removed by id, and every goal of a template reset at once.
 * Every call checks the template is the caller's to see (404) or change.
 */
export async function templateKpiRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['templates'], access: templateAccess }, ops);
  r.get('/templatekpis', read('listKpis'), handle.byQuery(listTemplateKpis));
  r.get('/templatekpis/:id', read('getKpi'), handle.byId(getTemplateKpi));
  r.post('/templatekpis', write('addKpi'), handle.create(createTemplateKpi));
  r.put('/templatekpis/:id', write('changeKpi'), handle.updateById(updateTemplateKpi));
  r.delete('/templatekpis/:id', write('removeKpi'), handle.removeById(deleteTemplateKpi));
  r.get('/templatetargetkpi', read('listTargets'), handle.byQuery(listTemplateTargets));
  r.get('/templatetargetkpi/:id', read('getTarget'), handle.byId(getTemplateTarget));
  r.post('/templatetargetkpi', write('addTarget'), handle.create(createTemplateTarget));
  r.put('/templatetargetkpi/:id', write('changeTarget'), handle.updateById(updateTemplateTarget));
  r.delete('/templatetargetkpi/:id', write('removeTarget'), handle.removeById(deleteTemplateTarget));
  r.delete(
    '/templatetargetkpi/templates/:id',
    write('resetTargets'),
    handle.removeById(resetTemplateTargets),
  );
  r.get('/targets-kpi/src/:id', read('ofSource'), handle.byId(listTargetsOfSource, 'sourceId'));
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
  listKpis: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateKpiPage } },
    summary: "List a template's KPIs",
    description: 'Every KPI of the template (`template_id`) in order, on one page.',
  },
  getKpi: {
    schema: { params: idParams, response: { 200: ZTemplateKpi } },
    summary: 'Get a template KPI',
    description: 'One KPI of a template the caller sees.',
  },
  addKpi: {
    schema: { body: ZCreateTemplateKpiRequest, response: { 201: ZTemplateKpi } },
    summary: 'Add a KPI to a template',
    description: "Creates the KPI at the end of the template's list.",
    refuses,
    example: { templateId: EXAMPLE_TEMPLATE, name: 'Qualified meetings', unit: 'meetings' },
  },
  changeKpi: {
    schema: { params: idParams, body: ZUpdateTemplateKpiRequest, response: { 200: ZTemplateKpi } },
    summary: 'Change a template KPI',
    description: 'Changes the fields sent; the others stay.',
    refuses,
    example: { weight: 150 },
  },
  removeKpi: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a template KPI',
    description: 'Deletes the KPI with its target.',
    refuses,
  },
  listTargets: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateTargetKpiPage } },
    summary: "List a template's target KPIs",
    description: 'Every target KPI of the template (`template_id`) in order, on one page.',
  },
  getTarget: {
    schema: { params: idParams, response: { 200: ZTemplateTargetKpi } },
    summary: 'Get a template target KPI',
    description: 'One target KPI of a template the caller sees.',
  },
  addTarget: {
    schema: { body: ZCreateTemplateTargetKpiRequest, response: { 201: ZTemplateTargetKpi } },
    summary: 'Add a target KPI to a template',
    description: "Creates the target KPI at the end of the template's list.",
    refuses,
    example: { kpiId: ids.kpi, target: 40 },
  },
  changeTarget: {
    schema: {
      params: idParams,
      body: ZUpdateTemplateTargetKpiRequest,
      response: { 200: ZTemplateTargetKpi },
    },
    summary: 'Change a template target KPI',
    description: 'Changes the fields sent; the others stay.',
    refuses,
    example: { target: 50 },
  },
  removeTarget: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a template target KPI',
    description: 'Deletes the target; the KPI stays, without a goal.',
    refuses,
  },
  resetTargets: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: "Reset a template's targets",
    description: 'Removes every target KPI of the template (`{id}`); its KPIs stay, without goals.',
    refuses,
  },
});
