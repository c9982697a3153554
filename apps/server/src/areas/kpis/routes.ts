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
import {
  callerOf,
  createAsCaller,
  idParams,
  EXAMPLE_IDS as ids,
  removeAsCaller,
  route,
  updateById,
  writeAsCaller,
  ZNoContent,
  ZPageParam,
} from '../../lib/route-kit.ts';
import { copyKpis } from './copy-service.ts';
import { createKpi, deleteKpi, listKpiPage, updateKpi } from './service.ts';

const tags = ['kpis'];
const locked = 'the game is finished or archived (read-only)';

/** A game's KPIs; their targets (goals) live in `target-routes.ts`. */
export async function kpiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/:id/kpi/:page',
    route({
      access: ['read', 'Game'],
      summary: "List a game's KPIs",
      description: 'Every KPI of the game in their order (one page: page 1 holds them all).',
      schema: {
        tags,
        params: z.object({ id: z.uuid(), page: ZPageParam }),
        response: { 200: ZKpiPage },
      },
    }),
    (request) =>
      listKpiPage({
        ...callerOf(app, request),
        gameId: request.params.id,
        page: request.params.page,
      }),
  );

  r.post(
    '/kpi',
    route({
      access: ['manage', 'Game'],
      summary: 'Add a KPI to a game',
      description:
        "Creates a KPI (name, unit, whether higher or lower is better, weight = points at 100% of its target) at the end of the game's list.",
      refuses: { 409: locked },
      example: { competitionId: ids.game, name: 'Sales', unit: 'EUR', direction: 'higher', weight: 100 },
      schema: { tags, body: ZCreateKpiRequest, response: { 201: ZKpi } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => createKpi({ ...ctx, input: request.body })),
  );

  r.put(
    '/kpi/:id',
    route({
      access: ['manage', 'Game'],
      summary: 'Change a KPI',
      description: 'Changes the fields sent (name, unit, direction, weight, position); the others stay.',
      refuses: { 409: locked },
      example: { name: 'Net sales', weight: 150 },
      schema: { tags, params: idParams, body: ZUpdateKpiRequest, response: { 200: ZKpi } },
    }),
    (request) => updateById(app, request, updateKpi),
  );

  r.delete(
    '/kpi/:id',
    route({
      access: ['manage', 'Game'],
      summary: 'Remove a KPI',
      description: 'Deletes the KPI and its targets.',
      refuses: { 409: 'the game is no longer a draft (players may have results for it)' },
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => deleteKpi({ ...ctx, id: request.params.id })),
  );

  r.post(
    '/competition/copy/kpi',
    route({
      access: ['manage', 'Game'],
      summary: "Copy another game's KPIs",
      description:
        'Copies every KPI of one game, with its targets, into another game of the same company; answers how many were copied.',
      refuses: { 409: `the receiving game is finished or archived` },
      example: { fromCompetitionId: ids.otherGame, toCompetitionId: ids.game },
      schema: { tags, body: ZCopyKpisRequest, response: { 200: ZCopyResponse } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => copyKpis({ ...ctx, input: request.body })),
  );
}
