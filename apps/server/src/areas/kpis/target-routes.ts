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
  errors,
  idParams,
  manageGame,
  readGame,
  writeAsCaller,
  writeErrors,
} from '../game-content-routes.ts';
import {
  createTargetKpi,
  deleteTargetKpi,
  listGameTargets,
  listTargetsOfSource,
  updateTargetKpi,
} from './target-service.ts';

const tags = ['kpis'];

/** Target KPIs (goals) of a game's KPIs. */
export async function targetKpiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/game/targets-kpi/competition/:id',
    { config: readGame, schema: { tags, params: idParams, response: { 200: ZTargetKpiList, ...errors } } },
    (request) => listGameTargets({ db: app.db, scope: scopeOf(request), gameId: request.params.id }),
  );

  r.get(
    '/targets-kpi/src/:id',
    { config: readGame, schema: { tags, params: idParams, response: { 200: ZTargetKpiList, ...errors } } },
    (request) => listTargetsOfSource({ db: app.db, scope: scopeOf(request), sourceId: request.params.id }),
  );

  r.post(
    '/targets-kpi',
    {
      config: manageGame,
      schema: { tags, body: ZCreateTargetKpiRequest, response: { 201: ZTargetKpi, ...writeErrors } },
    },
    async (request, reply) => {
      const target = await writeAsCaller(app, request, (ctx) =>
        createTargetKpi({ ...ctx, input: request.body }),
      );
      return reply.status(201).send(target);
    },
  );

  r.put(
    '/targets-kpi/:id',
    {
      config: manageGame,
      schema: {
        tags,
        params: idParams,
        body: ZUpdateTargetKpiRequest,
        response: { 200: ZTargetKpi, ...writeErrors },
      },
    },
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        updateTargetKpi({ ...ctx, id: request.params.id, target: request.body.target }),
      ),
  );

  r.delete(
    '/targets-kpi/:id',
    { config: manageGame, schema: { tags, params: idParams, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => deleteTargetKpi({ ...ctx, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );
}
