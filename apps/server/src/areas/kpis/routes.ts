import {
  ZCopyKpisRequest,
  ZCreateKpiRequest,
  ZKpi,
  ZKpiPage,
  ZUpdateKpiRequest,
} from '@rally/contracts/kpis';
import { ZCopyResponse } from '@rally/contracts/teams';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  callerOf,
  idParams,
  EXAMPLE_IDS as ids,
  writeAsCaller,
  ZNoContent,
  ZPageParam,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { copyKpis } from './copy-service.ts';
import { createKpi, deleteKpi, listKpiPage, updateKpi } from './service.ts';

/** A game's KPIs; their targets (goals) live in `target-routes.ts`. */
export async function kpiRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['kpis'], access: gameContent }, ops);
  r.get('/competition/:id/kpi/:page', read('list'), (request) =>
    listKpiPage({ ...callerOf(app, request), gameId: request.params.id, page: request.params.page }),
  );
  r.post('/kpi', write('add'), handle.create(createKpi));
  r.put('/kpi/:id', write('update'), handle.updateById(updateKpi));
  r.delete('/kpi/:id', write('remove'), handle.removeById(deleteKpi));
  r.post('/competition/copy/kpi', write('copy'), (request) =>
    writeAsCaller(app, request, (ctx) => {
      const { fromCompetitionId, toCompetitionId } = request.body;
      const games = {
        fromGameId: fromCompetitionId,
        toGameId: toCompetitionId,
        targetPath: 'toCompetitionId',
      };
      return copyKpis({ ...ctx, games });
    }),
  );
}

const ops = operations({
  list: {
    schema: { params: z.object({ id: z.uuid(), page: ZPageParam }), response: { 200: ZKpiPage } },
    summary: "List a game's KPIs",
    description: 'Every KPI of the game in their order (one page: page 1 holds them all).',
  },
  add: {
    schema: { body: ZCreateKpiRequest, response: { 201: ZKpi } },
    summary: 'Add a KPI to a game',
    description:
      "Creates a KPI (name, unit, whether higher or lower is better, weight = points at 100% of its target) at the end of the game's list.",
    refuses: { 409: gameLocked },
    example: { competitionId: ids.game, name: 'Sales', unit: 'EUR', direction: 'higher', weight: 100 },
  },
  update: {
    schema: { params: idParams, body: ZUpdateKpiRequest, response: { 200: ZKpi } },
    summary: 'Change a KPI',
    description: 'Changes the fields sent (name, unit, direction, weight, position); the others stay.',
    refuses: { 409: gameLocked },
    example: { name: 'Net sales', weight: 150 },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a KPI',
    description: 'Deletes the KPI and its targets.',
    refuses: { 409: 'the game is no longer a draft (players may have results for it)' },
  },
  copy: {
    schema: { body: ZCopyKpisRequest, response: { 200: ZCopyResponse } },
    summary: "Copy another game's KPIs",
    description:
      'Copies every KPI of one game, with its targets, into another game of the same company; answers how many were copied.',
    refuses: { 409: 'the receiving game is finished or archived' },
    example: { fromCompetitionId: ids.otherGame, toCompetitionId: ids.game },
  },
});
