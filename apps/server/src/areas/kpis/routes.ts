import { ZErrorResponse } from '@rally/contracts/errors';
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
import { copyKpis } from './copy-service.ts';
import { createKpi, deleteKpi, listKpiPage, updateKpi } from './service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const writeErrors = { ...errors, 409: E };
const write = { access: ['manage', 'Game'] } as const;
const params = z.object({ id: z.uuid() });
const tags = ['kpis'];

/** A game's KPIs; their targets (goals) live in `target-routes.ts`. */
export async function kpiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/:id/kpi/:page',
    {
      config: { access: ['read', 'Game'] },
      schema: {
        tags,
        params: z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(100_000) }),
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
    { config: write, schema: { tags, body: ZCreateKpiRequest, response: { 201: ZKpi, ...writeErrors } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const kpi = await app.db.transaction((tx) => createKpi({ tx, scope, input: request.body }));
      return reply.status(201).send(kpi);
    },
  );

  r.put(
    '/kpi/:id',
    {
      config: write,
      schema: { tags, params, body: ZUpdateKpiRequest, response: { 200: ZKpi, ...writeErrors } },
    },
    (request) =>
      app.db.transaction((tx) =>
        updateKpi({ tx, scope: scopeOf(request), id: request.params.id, input: request.body }),
      ),
  );

  r.delete(
    '/kpi/:id',
    { config: write, schema: { tags, params, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => deleteKpi({ tx, scope, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/competition/copy/kpi',
    {
      config: write,
      schema: { tags, body: ZCopyKpisRequest, response: { 200: ZCopyResponse, ...writeErrors } },
    },
    (request) => app.db.transaction((tx) => copyKpis({ tx, scope: scopeOf(request), input: request.body })),
  );
}
