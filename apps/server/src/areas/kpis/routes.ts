import {
  ZCopyKpisRequest,
  ZCreateKpiRequest,
  ZKpi,
  ZKpiPage,
  ZUpdateKpiRequest,
} from '@rally/contracts/kpis';
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
import { copyKpis } from './copy-service.ts';
import { createKpi, deleteKpi, listKpiPage, updateKpi } from './service.ts';

const tags = ['kpis'];

/** A game's KPIs; their targets (goals) live in `target-routes.ts`. */
export async function kpiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/:id/kpi/:page',
    {
      config: readGame,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), page: ZPageParam }),
        response: { 200: ZKpiPage, ...errors },
      },
    },
    (request) =>
      listKpiPage({
        db: app.db,
        scope: scopeOf(request),
        gameId: request.params.id,
        page: request.params.page,
      }),
  );

  r.post(
    '/kpi',
    {
      config: manageGame,
      schema: { tags, body: ZCreateKpiRequest, response: { 201: ZKpi, ...writeErrors } },
    },
    async (request, reply) => {
      const kpi = await writeAsCaller(app, request, (ctx) => createKpi({ ...ctx, input: request.body }));
      return reply.status(201).send(kpi);
    },
  );

  r.put(
    '/kpi/:id',
    {
      config: manageGame,
      schema: { tags, params: idParams, body: ZUpdateKpiRequest, response: { 200: ZKpi, ...writeErrors } },
    },
    (request) =>
      writeAsCaller(app, request, (ctx) => updateKpi({ ...ctx, id: request.params.id, input: request.body })),
  );

  r.delete(
    '/kpi/:id',
    { config: manageGame, schema: { tags, params: idParams, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => deleteKpi({ ...ctx, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/competition/copy/kpi',
    {
      config: manageGame,
      schema: { tags, body: ZCopyKpisRequest, response: { 200: ZCopyResponse, ...writeErrors } },
    },
    (request) => writeAsCaller(app, request, (ctx) => copyKpis({ ...ctx, input: request.body })),
  );
}
