import {
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  ZPageParam,
} from '../../lib/route-kit.ts';
import { copyActivities } from './copy-service.ts';
import {
  addBehaviour,
  createActivity,
  deleteActivity,
  deleteBehaviour,
  getActivity,
  getBehaviour,
  listActivityPage,
  updateActivity,
  updateBehaviour,
} from './service.ts';

const tags = ['activities'];
const locked = 'the game is finished or archived (read-only)';
const draftOnly = 'the game is no longer a draft (players may have logged it)';

/** Activities (tasks, habits) and their behaviours (sub-tasks), with the paths of spec section 7. */
export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/task/competition/:competitionId/:page',
    route({
      access: ['read', 'Game'],
      summary: "List a game's activities",
      description:
        'A page of the game\'s activities ("tasks") in their order, each with its behaviours ("sub-tasks").',
      schema: {
        tags,
        params: z.object({ competitionId: z.uuid(), page: ZPageParam }),
        response: { 200: ZActivityPage },
      },
    }),
    (request) =>
      listActivityPage({
        ...callerOf(app, request),
        gameId: request.params.competitionId,
        page: request.params.page,
      }),
  );

  r.get(
    '/task/:id',
    route({
      access: ['read', 'Game'],
      summary: 'Get an activity',
      description: 'One activity with its behaviours.',
      schema: { tags, params: idParams, response: { 200: ZActivity } },
    }),
    (request) => readById(app, request, getActivity),
  );

  r.get(
    '/subtask/:id',
    route({
      access: ['read', 'Game'],
      summary: 'Get a behaviour',
      description: 'One behaviour: its points, how often a day it counts, whether it needs approval.',
      schema: { tags, params: idParams, response: { 200: ZBehaviour } },
    }),
    (request) => readById(app, request, getBehaviour),
  );

  r.post(
    '/task/competition/subtask/add',
    route({
      access: ['manage', 'Game'],
      summary: 'Add an activity with its behaviours',
      description:
        "Creates an activity at the end of the game's list, with the behaviours sent, in one step.",
      refuses: { 409: locked },
      example: {
        competitionId: ids.game,
        name: 'Move more',
        subtasks: [{ name: 'Take the stairs', points: 5, maxPerDay: 3 }],
      },
      schema: { tags, body: ZCreateActivityRequest, response: { 201: ZActivity } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => createActivity({ ...ctx, input: request.body })),
  );

  r.post(
    '/task/add/subtask/task',
    route({
      access: ['manage', 'Game'],
      summary: 'Add a behaviour to an activity',
      description: "Creates a behaviour at the end of the activity's list.",
      refuses: { 409: locked },
      example: { taskId: ids.activity, name: 'Cycle to work', points: 20, requiresApproval: true },
      schema: { tags, body: ZCreateBehaviourRequest, response: { 201: ZBehaviour } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => addBehaviour({ ...ctx, input: request.body })),
  );

  r.post(
    '/task/update/main',
    route({
      access: ['manage', 'Game'],
      summary: 'Change an activity',
      description: 'Changes the fields sent (name, description, position); the others stay.',
      refuses: { 409: locked },
      example: { id: ids.activity, name: 'Move more every day' },
      schema: { tags, body: ZUpdateActivityRequest, response: { 200: ZActivity } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => updateActivity({ ...ctx, input: request.body })),
  );

  r.post(
    '/task/update/sub',
    route({
      access: ['manage', 'Game'],
      summary: 'Change a behaviour',
      description:
        'Changes the fields sent (name, points, times a day, approval, position); the others stay.',
      refuses: { 409: locked },
      example: { id: ids.behaviour, points: 10 },
      schema: { tags, body: ZUpdateBehaviourRequest, response: { 200: ZBehaviour } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => updateBehaviour({ ...ctx, input: request.body })),
  );

  r.post(
    '/task/competition/delete',
    route({
      access: ['manage', 'Game'],
      summary: 'Remove an activity',
      description: 'Deletes the activity with its behaviours.',
      refuses: { 409: draftOnly },
      example: { taskId: ids.activity },
      schema: { tags, body: ZDeleteActivityRequest, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => deleteActivity({ ...ctx, id: request.body.taskId })),
  );

  r.post(
    '/task/subtask/delete',
    route({
      access: ['manage', 'Game'],
      summary: 'Remove a behaviour',
      description: 'Deletes the behaviour from its activity.',
      refuses: { 409: draftOnly },
      example: { subtaskId: ids.behaviour },
      schema: { tags, body: ZDeleteBehaviourRequest, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => deleteBehaviour({ ...ctx, id: request.body.subtaskId })),
  );

  r.post(
    '/competition/existing/task/copy',
    route({
      access: ['manage', 'Game'],
      summary: "Copy another game's activities",
      description:
        "Copies the chosen activities (all when `taskIds` is left out) with their behaviours from another game of the same company, after the receiving game's own; answers how many were copied.",
      refuses: {
        400: 'both games are the same, or belong to different companies',
        404: 'a game, or a chosen activity in the game copied from, is not found',
        409: 'the receiving game is finished or archived',
      },
      example: { fromCompetitionId: ids.otherGame, toCompetitionId: ids.game, taskIds: [ids.activity] },
      schema: { tags, body: ZCopyActivitiesRequest, response: { 200: ZCopyResponse } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => copyActivities({ ...ctx, input: request.body })),
  );
}
