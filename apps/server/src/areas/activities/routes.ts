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
import { scopeOf } from '../../plugins/access.ts';
import {
  errors,
  idParams,
  manageGame,
  readGame,
  writeAsCaller,
  writeErrors,
  ZPageParam,
} from '../game-content-routes.ts';
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

/** Activities (tasks, habits) and their behaviours (sub-tasks), with the paths of spec section 7. */
export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/task/competition/:competitionId/:page',
    {
      config: readGame,
      schema: {
        tags,
        params: z.object({ competitionId: z.uuid(), page: ZPageParam }),
        response: { 200: ZActivityPage, ...errors },
      },
    },
    (request) =>
      listActivityPage({
        db: app.db,
        scope: scopeOf(request),
        gameId: request.params.competitionId,
        page: request.params.page,
      }),
  );

  r.get(
    '/task/:id',
    { config: readGame, schema: { tags, params: idParams, response: { 200: ZActivity, ...errors } } },
    (request) => getActivity({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.get(
    '/subtask/:id',
    { config: readGame, schema: { tags, params: idParams, response: { 200: ZBehaviour, ...errors } } },
    (request) => getBehaviour({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.post(
    '/task/competition/subtask/add',
    {
      config: manageGame,
      schema: { tags, body: ZCreateActivityRequest, response: { 201: ZActivity, ...writeErrors } },
    },
    async (request, reply) => {
      const activity = await writeAsCaller(app, request, (ctx) =>
        createActivity({ ...ctx, input: request.body }),
      );
      return reply.status(201).send(activity);
    },
  );

  r.post(
    '/task/add/subtask/task',
    {
      config: manageGame,
      schema: { tags, body: ZCreateBehaviourRequest, response: { 201: ZBehaviour, ...writeErrors } },
    },
    async (request, reply) => {
      const behaviour = await writeAsCaller(app, request, (ctx) =>
        addBehaviour({ ...ctx, input: request.body }),
      );
      return reply.status(201).send(behaviour);
    },
  );

  r.post(
    '/task/update/main',
    {
      config: manageGame,
      schema: { tags, body: ZUpdateActivityRequest, response: { 200: ZActivity, ...writeErrors } },
    },
    (request) => writeAsCaller(app, request, (ctx) => updateActivity({ ...ctx, input: request.body })),
  );

  r.post(
    '/task/update/sub',
    {
      config: manageGame,
      schema: { tags, body: ZUpdateBehaviourRequest, response: { 200: ZBehaviour, ...writeErrors } },
    },
    (request) => writeAsCaller(app, request, (ctx) => updateBehaviour({ ...ctx, input: request.body })),
  );

  r.post(
    '/task/competition/delete',
    {
      config: manageGame,
      schema: { tags, body: ZDeleteActivityRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => deleteActivity({ ...ctx, id: request.body.taskId }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/task/subtask/delete',
    {
      config: manageGame,
      schema: { tags, body: ZDeleteBehaviourRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => deleteBehaviour({ ...ctx, id: request.body.subtaskId }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/competition/existing/task/copy',
    {
      config: manageGame,
      schema: { tags, body: ZCopyActivitiesRequest, response: { 200: ZCopyResponse, ...writeErrors } },
    },
    (request) => writeAsCaller(app, request, (ctx) => copyActivities({ ...ctx, input: request.body })),
  );
}
