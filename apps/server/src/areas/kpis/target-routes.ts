import { ZErrorResponse } from '@rally/contracts/errors';
import {
  ZCreateTargetKpiRequest,
  ZTargetKpi,
  ZTargetKpiList,
  ZUpdateTargetKpiRequest,
} from '@rally/contracts/kpis';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import {
  createTargetKpi,
  deleteTargetKpi,
  listGameTargets,
  listTargetsOfSource,
  updateTargetKpi,
} from './target-service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const writeErrors = { ...errors, 409: E };
const read = { access: ['read', 'Game'] } as const;
const write = { access: ['manage', 'Game'] } as const;
const params = z.object({ id: z.uuid() });
const tags = ['kpis'];

/** Target KPIs (goals) of a game's KPIs. */
export async function targetKpiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/game/targets-kpi/competition/:id',
    { config: read, schema: { tags, params, response: { 200: ZTargetKpiList, ...errors } } },
    (request) => listGameTargets({ db: app.db, scope: scopeOf(request), gameId: request.params.id }),
  );

  r.get(
    '/targets-kpi/src/:id',
    { config: read, schema: { tags, params, response: { 200: ZTargetKpiList, ...errors } } },
    (request) => listTargetsOfSource({ db: app.db, scope: scopeOf(request), sourceId: request.params.id }),
  );

  r.post(
    '/targets-kpi',
    {
      config: write,
      schema: { tags, body: ZCreateTargetKpiRequest, response: { 201: ZTargetKpi, ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const target = await app.db.transaction((tx) => createTargetKpi({ tx, scope, input: request.body }));
      return reply.status(201).send(target);
    },
  );

  r.put(
    '/targets-kpi/:id',
    {
      config: write,
      schema: { tags, params, body: ZUpdateTargetKpiRequest, response: { 200: ZTargetKpi, ...writeErrors } },
    },
    (request) =>
      app.db.transaction((tx) =>
        updateTargetKpi({ tx, scope: scopeOf(request), id: request.params.id, target: request.body.target }),
      ),
  );

  r.delete(
    '/targets-kpi/:id',
    { config: write, schema: { tags, params, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => deleteTargetKpi({ tx, scope, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );
}
