import {
  ZCreateTargetKpiRequest,
  ZTargetKpi,
  ZTargetKpiList,
  ZUpdateTargetKpiRequest,
} from '@rally/contracts/kpis';
import type { FastifyInstance } from 'fastify';
import { idParams, EXAMPLE_IDS as ids, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { createTargetKpi, deleteTargetKpi, listGameTargets, updateTargetKpi } from './target-service.ts';

/** Target KPIs (goals) of a game's KPIs; a source's goals (a game's or a template's) are templates' routes. */
export async function targetKpiRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['kpis'], access: gameContent }, ops);
  r.get('/game/targets-kpi/competition/:id', read('ofGame'), handle.byId(listGameTargets, 'gameId'));
  r.post('/targets-kpi', write('add'), handle.create(createTargetKpi));
  r.put('/targets-kpi/:id', write('update'), handle.updateById(updateTargetKpi));
  r.delete('/targets-kpi/:id', write('remove'), handle.removeById(deleteTargetKpi));
}

const ops = operations({
  ofGame: {
    schema: { params: idParams, response: { 200: ZTargetKpiList } },
    summary: "List a game's KPI targets",
    description:
      "The goals of the game's KPIs, with the KPI's name, unit and direction: game-wide (`setTimeId` null) and per round, the game-wide one first.",
  },
  add: {
    schema: { body: ZCreateTargetKpiRequest, response: { 201: ZTargetKpi } },
    summary: 'Set a KPI target',
    description:
      "Gives a KPI its goal for the whole game, or with `setTimeId` for one round (one target per KPI and round); answers the new target. A round's actuals earn points against the round's own goal, else the game-wide one; actuals already entered are scored again.",
    refuses: {
      404: "the KPI is not in the caller's company, or the set time is not one of its game's rounds",
      409: `the KPI already has a target (for that round), the round is frozen, or ${gameLocked}`,
    },
    example: { kpiId: ids.kpi, target: 25_000, setTimeId: null },
  },
  update: {
    schema: { params: idParams, body: ZUpdateTargetKpiRequest, response: { 200: ZTargetKpi } },
    summary: 'Change a KPI target',
    description: 'Sets a new goal value for the target; the actuals it applies to are scored again.',
    refuses: { 409: `its round is frozen, or ${gameLocked}` },
    example: { target: 30_000 },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a KPI target',
    description: 'Deletes the target; the KPI stays, without a goal.',
    refuses: { 409: 'the game is no longer a draft, or its round is frozen' },
  },
});
