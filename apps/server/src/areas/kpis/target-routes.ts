import {
  ZCreateTargetKpiRequest,
  ZTargetKpi,
  ZTargetKpiList,
  ZUpdateTargetKpiRequest,
} from '@rally/contracts/kpis';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerOf,
  createAsCaller,
  idParams,
  EXAMPLE_IDS as ids,
  removeAsCaller,
  route,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import {
  createTargetKpi,
  deleteTargetKpi,
  listGameTargets,
  listTargetsOfSource,
  updateTargetKpi,
} from './target-service.ts';

const tags = ['kpis'];
const locked = 'the game is finished or archived (read-only)';

/** Target KPIs (goals) of a game's KPIs. */
export async function targetKpiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/game/targets-kpi/competition/:id',
    route({
      access: ['read', 'Game'],
      summary: "List a game's KPI targets",
      description: "The goal of every KPI of the game that has one, with the KPI's name, unit and direction.",
      schema: { tags, params: idParams, response: { 200: ZTargetKpiList } },
    }),
    (request) => listGameTargets({ ...callerOf(app, request), gameId: request.params.id }),
  );

  r.get(
    '/targets-kpi/src/:id',
    route({
      access: ['read', 'Game'],
      summary: 'List the targets of a source',
      description: 'The KPI targets kept by a source: a game (templates will be sources too).',
      schema: { tags, params: idParams, response: { 200: ZTargetKpiList } },
    }),
    (request) => listTargetsOfSource({ ...callerOf(app, request), sourceId: request.params.id }),
  );

  r.post(
    '/targets-kpi',
    route({
      access: ['manage', 'Game'],
      summary: 'Set a KPI target',
      description: 'Gives a KPI its goal for the whole game (one target per KPI); answers the new target.',
      refuses: {
        404: "the KPI (or set time) is not in the caller's company",
        409: `the KPI already has a target, or ${locked}`,
      },
      example: { kpiId: ids.kpi, target: 25_000 },
      schema: { tags, body: ZCreateTargetKpiRequest, response: { 201: ZTargetKpi } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => createTargetKpi({ ...ctx, input: request.body })),
  );

  r.put(
    '/targets-kpi/:id',
    route({
      access: ['manage', 'Game'],
      summary: 'Change a KPI target',
      description: 'Sets a new goal value for the target.',
      refuses: { 409: locked },
      example: { target: 30_000 },
      schema: {
        tags,
        params: idParams,
        body: ZUpdateTargetKpiRequest,
        response: { 200: ZTargetKpi },
      },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        updateTargetKpi({ ...ctx, id: request.params.id, target: request.body.target }),
      ),
  );

  r.delete(
    '/targets-kpi/:id',
    route({
      access: ['manage', 'Game'],
      summary: 'Remove a KPI target',
      description: 'Deletes the target; the KPI stays, without a goal.',
      refuses: { 409: 'the game is no longer a draft' },
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => deleteTargetKpi({ ...ctx, id: request.params.id })),
  );
}
