import {
  ZCreateTemplateSubTaskRequest,
  ZCreateTemplateTaskRequest,
  ZTemplateContentQuery,
  ZTemplateSubTask,
  ZTemplateSubTaskPage,
  ZTemplateSubTaskQuery,
  ZTemplateTask,
  ZTemplateTaskPage,
  ZUpdateTemplateSubTaskRequest,
  ZUpdateTemplateTaskRequest,
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
import {
  createTemplateActivity,
  createTemplateBehaviour,
  deleteTemplateActivity,
  deleteTemplateBehaviour,
  getTemplateActivity,
  getTemplateBehaviour,
  listTemplateActivities,
  listTemplateBehaviours,
  updateTemplateActivity,
  updateTemplateBehaviour,
} from './content-service.ts';
import { EXAMPLE_TEMPLATE, globalReadOnly, templateAccess } from './routes.ts';
import { wireActivity, wireBehaviour } from './wire.ts';

/**
 * A template's habits (`/templates-task`) and their behaviours (`/templates-sub-task`): listed by
 * `template_id`, read, added, changed and removed by id. Every call checks the template is the
 * caller's to see (404) or change.
 */
export async function templateActivityRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['templates'], access: templateAccess }, ops);
  // Each route maps the API's tasks and sub-tasks to the code's activities and behaviours and back.
  r.get('/templates-task', read('listHabits'), async (request) => {
    const page = await listTemplateActivities({ ...callerOf(app, request), query: request.query });
    return { ...page, data: page.data.map(wireActivity) };
  });
  r.get('/templates-task/:id', read('getHabit'), async (request) =>
    wireActivity(await getTemplateActivity({ ...callerOf(app, request), id: request.params.id })),
  );
  r.post('/templates-task', write('addHabit'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) =>
        wireActivity(await createTemplateActivity({ ...ctx, input: request.body })),
      ),
    ),
  );
  r.put('/templates-task/:id', write('changeHabit'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireActivity(await updateTemplateActivity({ ...ctx, id: request.params.id, input: request.body })),
    ),
  );
  r.delete('/templates-task/:id', write('removeHabit'), handle.removeById(deleteTemplateActivity));
  r.get('/templates-sub-task', read('listBehaviours'), async (request) => {
    const { template_id, task_id } = request.query;
    const caller = callerOf(app, request);
    const page = await listTemplateBehaviours({ ...caller, templateId: template_id, activityId: task_id });
    return { ...page, data: page.data.map(wireBehaviour) };
  });
  r.get('/templates-sub-task/:id', read('getBehaviour'), async (request) =>
    wireBehaviour(await getTemplateBehaviour({ ...callerOf(app, request), id: request.params.id })),
  );
  r.post('/templates-sub-task', write('addBehaviour'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) => {
        const { taskId, ...behaviour } = request.body;
        return wireBehaviour(await createTemplateBehaviour({ ...ctx, activityId: taskId, behaviour }));
      }),
    ),
  );
  r.put('/templates-sub-task/:id', write('changeBehaviour'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireBehaviour(await updateTemplateBehaviour({ ...ctx, id: request.params.id, input: request.body })),
    ),
  );
  r.delete('/templates-sub-task/:id', write('removeBehaviour'), handle.removeById(deleteTemplateBehaviour));
}

const refuses = { 403: globalReadOnly };

const ops = operations({
  listHabits: {
    schema: { querystring: ZTemplateContentQuery, response: { 200: ZTemplateTaskPage } },
    summary: "List a template's habits",
    description: 'Every habit of the template (`template_id`) in order, on one page.',
  },
  getHabit: {
    schema: { params: idParams, response: { 200: ZTemplateTask } },
    summary: 'Get a template habit',
    description: 'One habit of a template the caller sees.',
  },
  addHabit: {
    schema: { body: ZCreateTemplateTaskRequest, response: { 201: ZTemplateTask } },
    summary: 'Add a habit to a template',
    description: "Creates the habit at the end of the template's list.",
    refuses,
    example: { templateId: EXAMPLE_TEMPLATE, name: 'Move more' },
  },
  changeHabit: {
    schema: { params: idParams, body: ZUpdateTemplateTaskRequest, response: { 200: ZTemplateTask } },
    summary: 'Change a template habit',
    description: 'Changes the fields sent; the others stay.',
    refuses,
    example: { name: 'Move more every day' },
  },
  removeHabit: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a template habit',
    description: 'Deletes the habit with its behaviours.',
    refuses,
  },
  listBehaviours: {
    schema: { querystring: ZTemplateSubTaskQuery, response: { 200: ZTemplateSubTaskPage } },
    summary: "List a template's behaviours",
    description: 'Every behaviour of the template (`template_id`) in order, on one page.',
  },
  getBehaviour: {
    schema: { params: idParams, response: { 200: ZTemplateSubTask } },
    summary: 'Get a template behaviour',
    description: 'One behaviour of a template the caller sees.',
  },
  addBehaviour: {
    schema: { body: ZCreateTemplateSubTaskRequest, response: { 201: ZTemplateSubTask } },
    summary: 'Add a behaviour to a template',
    description: "Creates the behaviour at the end of the template's list.",
    refuses,
    example: { taskId: ids.activity, name: '10,000 steps', points: 10, maxPerDay: 1 },
  },
  changeBehaviour: {
    schema: { params: idParams, body: ZUpdateTemplateSubTaskRequest, response: { 200: ZTemplateSubTask } },
    summary: 'Change a template behaviour',
    description: 'Changes the fields sent; the others stay.',
    refuses,
    example: { points: 15 },
  },
  removeBehaviour: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a template behaviour',
    description: 'Deletes the behaviour.',
    refuses,
  },
});
