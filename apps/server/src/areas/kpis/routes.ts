import {
  type TKpi,
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
  created,
  idParams,
  EXAMPLE_IDS as ids,
  writeAsCaller,
  ZNoContent,
  ZPageParam,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { copyKpis } from './copy-service.ts';
import { createKpi, deleteKpi, type Kpi, listKpiPage, updateKpi } from './service.ts';

/** A game's KPIs; their targets (goals) live in `target-routes.ts`. */
/** A KPI in the API's words: its game is its `competitionId`. */
const wireKpi = ({ gameId, ...k }: Kpi): TKpi => ({ ...k, competitionId: gameId });

export async function kpiRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['kpis'], access: gameContent }, ops);
  // Each route maps the API's competition to the code's game and back.
  r.get('/competition/:id/kpi/:page', read('list'), async (request) => {
    const page = await listKpiPage({
      ...callerOf(app, request),
      gameId: request.params.id,
      page: request.params.page,
    });
    return { ...page, result: page.result.map(wireKpi) };
  });
  r.post('/kpi', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) => {
        const { competitionId, ...kpi } = request.body;
        return wireKpi(await createKpi({ ...ctx, gameId: competitionId, kpi }));
      }),
    ),
  );
  r.put('/kpi/:id', write('update'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireKpi(await updateKpi({ ...ctx, id: request.params.id, input: request.body })),
    ),
  );
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
