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
import { ZErrorResponse } from '@rally/contracts/errors';
import { ZCopyResponse } from '@rally/contracts/teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
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

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const writeErrors = { ...errors, 409: E };
const read = { access: ['read', 'Game'] } as const;
const write = { access: ['manage', 'Game'] } as const;
const params = z.object({ id: z.uuid() });
const tags = ['activities'];

/** Activities (tasks, habits) and their behaviours (sub-tasks), with the paths of spec section 7. */
export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/task/competition/:competitionId/:page',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ competitionId: z.uuid(), page: z.coerce.number().int().min(1).max(100_000) }),
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
    { config: read, schema: { tags, params, response: { 200: ZActivity, ...errors } } },
    (request) => getActivity({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.get(
    '/subtask/:id',
    { config: read, schema: { tags, params, response: { 200: ZBehaviour, ...errors } } },
    (request) => getBehaviour({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.post(
    '/task/competition/subtask/add',
    {
      config: write,
      schema: { tags, body: ZCreateActivityRequest, response: { 201: ZActivity, ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const activity = await app.db.transaction((tx) => createActivity({ tx, scope, input: request.body }));
      return reply.status(201).send(activity);
    },
  );

  r.post(
    '/task/add/subtask/task',
    {
      config: write,
      schema: { tags, body: ZCreateBehaviourRequest, response: { 201: ZBehaviour, ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const behaviour = await app.db.transaction((tx) => addBehaviour({ tx, scope, input: request.body }));
      return reply.status(201).send(behaviour);
    },
  );

  r.post(
    '/task/update/main',
    {
      config: write,
      schema: { tags, body: ZUpdateActivityRequest, response: { 200: ZActivity, ...writeErrors } },
    },
    (request) =>
      app.db.transaction((tx) => updateActivity({ tx, scope: scopeOf(request), input: request.body })),
  );

  r.post(
    '/task/update/sub',
    {
      config: write,
      schema: { tags, body: ZUpdateBehaviourRequest, response: { 200: ZBehaviour, ...writeErrors } },
    },
    (request) =>
      app.db.transaction((tx) => updateBehaviour({ tx, scope: scopeOf(request), input: request.body })),
  );

  r.post(
    '/task/competition/delete',
    {
      config: write,
      schema: { tags, body: ZDeleteActivityRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => deleteActivity({ tx, scope, id: request.body.taskId }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/task/subtask/delete',
    {
      config: write,
      schema: { tags, body: ZDeleteBehaviourRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => deleteBehaviour({ tx, scope, id: request.body.subtaskId }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/competition/existing/task/copy',
    {
      config: write,
      schema: { tags, body: ZCopyActivitiesRequest, response: { 200: ZCopyResponse, ...writeErrors } },
    },
    (request) =>
      app.db.transaction((tx) => copyActivities({ tx, scope: scopeOf(request), input: request.body })),
  );
}
