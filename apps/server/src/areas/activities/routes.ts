import {
  type TActivity,
  type TBehaviour,
  ZActivity,
  ZActivityPage,
  ZBehaviour,
  ZCopyActivitiesRequest,
  ZCreateActivityRequest,
  ZCreateBehaviourRequest,
  ZDeleteActivityRequest,
  ZDeleteBehaviourRequest,
  ZUpdateActivityRequest,
  ZUpdateBehaviourRequest,
} from '@rally/contracts/activities';
import { ZCopyResponse } from '@rally/contracts/teams';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  callerOf,
  created,
  idParams,
  EXAMPLE_IDS as ids,
  writeAsCaller,
  ZNoContent,
  ZPageParam,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { copyActivities } from './copy-service.ts';
import {
  type Activity,
  addBehaviour,
  type Behaviour,
  createActivity,
  deleteActivity,
  deleteBehaviour,
  getActivity,
  getBehaviour,
  listActivityPage,
  updateActivity,
  updateBehaviour,
} from './service.ts';

/** A behaviour in the API's words: its activity is its `taskId`. */
const wireBehaviour = ({ activityId, ...b }: Behaviour): TBehaviour => ({ ...b, taskId: activityId });

/** An activity in the API's words: a task of a competition, with its subtasks. */
const wireActivity = ({ gameId, behaviours, ...a }: Activity): TActivity => ({
  ...a,
  competitionId: gameId,
  subtasks: behaviours.map(wireBehaviour),
});

/** Activities (tasks, habits) and their behaviours (sub-tasks), with the paths of spec section 7. */
export async function activityRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['activities'], access: gameContent }, ops);
  // Each route maps the API's tasks and subtasks to the code's activities and behaviours and back.
  r.get('/task/competition/:competitionId/:page', read('list'), async (request) => {
    const page = await listActivityPage({
      ...callerOf(app, request),
      gameId: request.params.competitionId,
      page: request.params.page,
    });
    return { ...page, result: page.result.map(wireActivity) };
  });
  r.get('/task/:id', read('get'), async (request) =>
    wireActivity(await getActivity({ ...callerOf(app, request), id: request.params.id })),
  );
  r.get('/subtask/:id', read('getBehaviour'), async (request) =>
    wireBehaviour(await getBehaviour({ ...callerOf(app, request), id: request.params.id })),
  );
  r.post('/task/competition/subtask/add', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) => {
        const { competitionId, subtasks, ...activity } = request.body;
        return wireActivity(
          await createActivity({ ...ctx, gameId: competitionId, activity, behaviours: subtasks }),
        );
      }),
    ),
  );
  r.post('/task/add/subtask/task', write('addBehaviour'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) => {
        const { taskId, ...behaviour } = request.body;
        return wireBehaviour(await addBehaviour({ ...ctx, activityId: taskId, behaviour }));
      }),
    ),
  );
  r.post('/task/update/main', write('update'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireActivity(await updateActivity({ ...ctx, input: request.body })),
    ),
  );
  r.post('/task/update/sub', write('updateBehaviour'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireBehaviour(await updateBehaviour({ ...ctx, input: request.body })),
    ),
  );
  r.post('/task/competition/delete', write('remove'), handle.remove(deleteActivity, { id: 'taskId' }));
  r.post(
    '/task/subtask/delete',
    write('removeBehaviour'),
    handle.remove(deleteBehaviour, { id: 'subtaskId' }),
  );
  r.post('/competition/existing/task/copy', write('copy'), (request) =>
    writeAsCaller(app, request, (ctx) => {
      const { fromCompetitionId, toCompetitionId, taskIds } = request.body;
      const games = {
        fromGameId: fromCompetitionId,
        toGameId: toCompetitionId,
        targetPath: 'toCompetitionId',
      };
      return copyActivities({ ...ctx, games, activityIds: taskIds });
    }),
  );
}

const draftOnly = 'the game is no longer a draft (players may have logged it)';

const ops = operations({
  list: {
    schema: {
      params: z.object({ competitionId: z.uuid(), page: ZPageParam }),
      response: { 200: ZActivityPage },
    },
    summary: "List a game's activities",
    description:
      'A page of the game\'s activities ("tasks") in their order, each with its behaviours ("sub-tasks").',
  },
  get: {
    schema: { params: idParams, response: { 200: ZActivity } },
    summary: 'Get an activity',
    description: 'One activity with its behaviours.',
  },
  getBehaviour: {
    schema: { params: idParams, response: { 200: ZBehaviour } },
    summary: 'Get a behaviour',
    description: 'One behaviour: its points, how often a day it counts, whether it needs approval.',
  },
  add: {
    schema: { body: ZCreateActivityRequest, response: { 201: ZActivity } },
    summary: 'Add an activity with its behaviours',
    description: "Creates an activity at the end of the game's list, with the behaviours sent, in one step.",
    refuses: { 409: gameLocked },
    example: {
      competitionId: ids.game,
      name: 'Move more',
      subtasks: [{ name: 'Take the stairs', points: 5, maxPerDay: 3 }],
    },
  },
  addBehaviour: {
    schema: { body: ZCreateBehaviourRequest, response: { 201: ZBehaviour } },
    summary: 'Add a behaviour to an activity',
    description: "Creates a behaviour at the end of the activity's list.",
    refuses: { 409: gameLocked },
    example: { taskId: ids.activity, name: 'Cycle to work', points: 20, requiresApproval: true },
  },
  update: {
    schema: { body: ZUpdateActivityRequest, response: { 200: ZActivity } },
    summary: 'Change an activity',
    description: 'Changes the fields sent (name, description, position); the others stay.',
    refuses: { 409: gameLocked },
    example: { id: ids.activity, name: 'Move more every day' },
  },
  updateBehaviour: {
    schema: { body: ZUpdateBehaviourRequest, response: { 200: ZBehaviour } },
    summary: 'Change a behaviour',
    description: 'Changes the fields sent (name, points, times a day, approval, position); the others stay.',
    refuses: { 409: gameLocked },
    example: { id: ids.behaviour, points: 10 },
  },
  remove: {
    schema: { body: ZDeleteActivityRequest, response: { 204: ZNoContent } },
    summary: 'Remove an activity',
    description: 'Deletes the activity with its behaviours.',
    refuses: { 409: draftOnly },
    example: { taskId: ids.activity },
  },
  removeBehaviour: {
    schema: { body: ZDeleteBehaviourRequest, response: { 204: ZNoContent } },
    summary: 'Remove a behaviour',
    description: 'Deletes the behaviour from its activity.',
    refuses: { 409: draftOnly },
    example: { subtaskId: ids.behaviour },
  },
  copy: {
    schema: { body: ZCopyActivitiesRequest, response: { 200: ZCopyResponse } },
    summary: "Copy another game's activities",
    description:
      "Copies the chosen activities (all when `taskIds` is left out) with their behaviours from another game of the same company, after the receiving game's own; answers how many were copied.",
    refuses: {
      400: 'both games are the same, or belong to different companies',
      404: 'a game, or a chosen activity in the game copied from, is not found',
      409: 'the receiving game is finished or archived',
    },
    example: { fromCompetitionId: ids.otherGame, toCompetitionId: ids.game, taskIds: [ids.activity] },
  },
});
