import {
  ZCreateTargetKpiRequest,
  ZTargetKpi,
  ZTargetKpiList,
  ZUpdateTargetKpiRequest,
} from '@rally/contracts/kpis';
import type { FastifyInstance } from 'fastify';
import { idParams, EXAMPLE_IDS as ids, writeAsCaller, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import {
  createTargetKpi,
  deleteTargetKpi,
  listGameTargets,
  listTargetsOfSource,
  updateTargetKpi,
} from './target-service.ts';

/** Target KPIs (goals) of a game's KPIs. */
export async function targetKpiRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['kpis'], access: gameContent }, ops);
  r.get('/game/targets-kpi/competition/:id', read('ofGame'), handle.byId(listGameTargets, 'gameId'));
  r.get('/targets-kpi/src/:id', read('ofSource'), handle.byId(listTargetsOfSource, 'sourceId'));
  r.post('/targets-kpi', write('add'), handle.create(createTargetKpi));
  r.put('/targets-kpi/:id', write('update'), (request) =>
    writeAsCaller(app, request, (ctx) =>
      updateTargetKpi({ ...ctx, id: request.params.id, target: request.body.target }),
    ),
  );
  r.delete('/targets-kpi/:id', write('remove'), handle.removeById(deleteTargetKpi));
}

const ops = operations({
  ofGame: {
    schema: { params: idParams, response: { 200: ZTargetKpiList } },
    summary: "List a game's KPI targets",
    description: "The goal of every KPI of the game that has one, with the KPI's name, unit and direction.",
  },
  ofSource: {
    schema: { params: idParams, response: { 200: ZTargetKpiList } },
    summary: 'List the targets of a source',
    description: 'The KPI targets kept by a source: a game (templates will be sources too).',
  },
  add: {
    schema: { body: ZCreateTargetKpiRequest, response: { 201: ZTargetKpi } },
    summary: 'Set a KPI target',
    description: 'Gives a KPI its goal for the whole game (one target per KPI); answers the new target.',
    refuses: {
      404: "the KPI (or set time) is not in the caller's company",
      409: `the KPI already has a target, or ${gameLocked}`,
    },
    example: { kpiId: ids.kpi, target: 25_000 },
  },
  update: {
    schema: { params: idParams, body: ZUpdateTargetKpiRequest, response: { 200: ZTargetKpi } },
    summary: 'Change a KPI target',
    description: 'Sets a new goal value for the target.',
    refuses: { 409: gameLocked },
    example: { target: 30_000 },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a KPI target',
    description: 'Deletes the target; the KPI stays, without a goal.',
    refuses: { 409: 'the game is no longer a draft' },
  },
});
