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
import { callerOf, idParams, EXAMPLE_IDS as ids, writeAsCaller, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import * as s from './content-service.ts';
import { templateAccess } from './routes.ts';

const EXAMPLE_TEMPLATE = '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b20';
const globalReadOnly = 'the template is global and the caller is not a platform admin';

/**
 * A template's content, one resource a path (`/templates-task`, `/templates-sub-task`,
 * `/templatekpis`, `/templatetargetkpi`, `/templatecharity`): listed by `template_id`, read, added,
 * changed and removed by id. Every call checks the template is the caller's to see (404) or change.
 */
export async function templateContentRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['templates'], access: templateAccess }, ops);

  r.get('/templates-task', read('tasks'), (request) =>
    s.listTemplateTasks({ ...callerOf(app, request), query: request.query }),
  );
  r.get('/templates-task/:id', read('task'), handle.byId(s.getTemplateTask));
  r.post('/templates-task', write('addTask'), handle.create(s.createTemplateTask));
  r.put('/templates-task/:id', write('updateTask'), handle.updateById(s.updateTemplateTask));
  r.delete('/templates-task/:id', write('removeTask'), handle.removeById(s.deleteTemplateTask));

  r.get('/templates-sub-task', read('subTasks'), (request) =>
    s.listTemplateSubTasks({ ...callerOf(app, request), query: request.query }),
  );
  r.get('/templates-sub-task/:id', read('subTask'), handle.byId(s.getTemplateSubTask));
  r.post('/templates-sub-task', write('addSubTask'), handle.create(s.createTemplateSubTask));
  r.put('/templates-sub-task/:id', write('updateSubTask'), handle.updateById(s.updateTemplateSubTask));
  r.delete('/templates-sub-task/:id', write('removeSubTask'), handle.removeById(s.deleteTemplateSubTask));

  r.get('/templatekpis', read('kpis'), (request) =>
    s.listTemplateKpis({ ...callerOf(app, request), query: request.query }),
  );
  r.get('/templatekpis/:id', read('kpi'), handle.byId(s.getTemplateKpi));
  r.post('/templatekpis', write('addKpi'), handle.create(s.createTemplateKpi));
  r.put('/templatekpis/:id', write('updateKpi'), handle.updateById(s.updateTemplateKpi));
  r.delete('/templatekpis/:id', write('removeKpi'), handle.removeById(s.deleteTemplateKpi));

  r.get('/templatetargetkpi', read('targets'), (request) =>
    s.listTemplateTargets({ ...callerOf(app, request), query: request.query }),
  );
  r.get('/templatetargetkpi/:id', read('target'), handle.byId(s.getTemplateTarget));
  r.post('/templatetargetkpi', write('addTarget'), handle.create(s.createTemplateTarget));
  r.put('/templatetargetkpi/:id', write('updateTarget'), (request) =>
    writeAsCaller(app, request, (ctx) =>
      s.updateTemplateTarget({ ...ctx, id: request.params.id, target: request.body.target }),
    ),
  );
  r.delete('/templatetargetkpi/:id', write('removeTarget'), handle.removeById(s.deleteTemplateTarget));
  r.delete(
    '/templatetargetkpi/templates/:id',
    write('resetTargets'),
    handle.removeById(s.resetTemplateTargets),
  );

  r.get('/templatecharity', read('charities'), (request) =>
    s.listTemplateCharities({ ...callerOf(app, request), query: request.query }),
  );
  r.get('/templatecharity/:id', read('charity'), handle.byId(s.getTemplateCharity));
  r.post('/templatecharity', write('addCharity'), handle.create(s.createTemplateCharity));
  r.put('/templatecharity/:id', write('updateCharity'), handle.updateById(s.updateTemplateCharity));
  r.delete('/templatecharity/:id', write('removeCharity'), handle.removeById(s.deleteTemplateCharity));
}

const refuses = { 403: globalReadOnly };

const ops = operations({
  tasks: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateTaskPage } },
    summary: "List a template's habits",
    description: 'Every habit of the template (`template_id`) in order, on one page.',
  },
  task: {
    schema: { params: idParams, response: { 200: ZTemplateTask } },
    summary: 'Get a template habit',
    description: 'One habit of a template the caller sees.',
  },
  addTask: {
    schema: { body: ZCreateTemplateTaskRequest, response: { 201: ZTemplateTask } },
    summary: 'Add a habit to a template',
    description: "Creates the habit at the end of the template's list.",
    refuses,
    example: { templateId: EXAMPLE_TEMPLATE, name: 'Move more' },
  },
  updateTask: {
    schema: { params: idParams, body: ZUpdateTemplateTaskRequest, response: { 200: ZTemplateTask } },
    summary: 'Change a template habit',
    description: 'Changes the fields sent; the others stay.',
    refuses,
    example: { name: 'Move more every day' },
  },
  removeTask: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a template habit',
    description: 'Deletes the habit with its behaviours.',
    refuses,
  },
  subTasks: {
    schema: { querystring: ZTemplateSubTaskQuery, response: { 200: ZTemplateSubTaskPage } },
    summary: "List a template's behaviours",
    description: 'Every behaviour of the template (`template_id`) in order, on one page.',
  },
  subTask: {
    schema: { params: idParams, response: { 200: ZTemplateSubTask } },
    summary: 'Get a template behaviour',
    description: 'One behaviour of a template the caller sees.',
  },
  addSubTask: {
    schema: { body: ZCreateTemplateSubTaskRequest, response: { 201: ZTemplateSubTask } },
    summary: 'Add a behaviour to a template',
    description: "Creates the behaviour at the end of the template's list.",
    refuses,
    example: { taskId: ids.activity, name: '10,000 steps', points: 10, maxPerDay: 1 },
  },
  updateSubTask: {
    schema: { params: idParams, body: ZUpdateTemplateSubTaskRequest, response: { 200: ZTemplateSubTask } },
    summary: 'Change a template behaviour',
    description: 'Changes the fields sent; the others stay.',
    refuses,
    example: { points: 15 },
  },
  removeSubTask: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a template behaviour',
    description: 'Deletes the behaviour.',
    refuses,
  },
  kpis: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateKpiPage } },
    summary: "List a template's KPIs",
    description: 'Every KPI of the template (`template_id`) in order, on one page.',
  },
  kpi: {
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
  updateKpi: {
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
  targets: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateTargetKpiPage } },
    summary: "List a template's target KPIs",
    description: 'Every target KPI of the template (`template_id`) in order, on one page.',
  },
  target: {
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
  updateTarget: {
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
  charities: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateCharityPage } },
    summary: "List a template's charities",
    description: 'Every charity of the template (`template_id`) in order, on one page.',
  },
  charity: {
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
  updateCharity: {
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
  resetTargets: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: "Reset a template's targets",
    description: 'Removes every target KPI of the template (`{id}`); its KPIs stay, without goals.',
    refuses,
  },
});
