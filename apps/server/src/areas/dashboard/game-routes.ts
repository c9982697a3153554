import { ZCurrentGames, ZGameOverview, ZGameOverviewQuery } from '@rally/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { getCurrentGames, getGameOverview } from './game-service.ts';

/**
 * The dashboards' game figures: current games and one game's charts, team-wise only (DESIGN
 * section 2). They are for those who read reports (organisers, clients, platform admins), never players.
 */
export async function dashboardGameRoutes(app: FastifyInstance) {
  const { r, read } = areaRoutes(app, { tags: ['dashboard'], access: { read: ['read', 'Report'] } }, ops);
  r.get('/dashboard/currentgames', read('current'), (request) => getCurrentGames(callerOf(app, request)));
  r.get('/dashboard/gameoverview', read('game'), async (request) => {
    const { gameId, ...overview } = await getGameOverview({
      ...callerOf(app, request),
      gameId: request.query.competition_id,
    });
    return { competitionId: gameId, ...overview };
  });
}

const ops = operations({
  current: {
    schema: { response: { 200: ZCurrentGames } },
    summary: 'List the current games with their figures',
    description:
      "Running and scheduled games (running first, at most 50) of the caller's company, every company's for platform admins: teams, players, players active in the last 7 days, logs of the last 7 days, points and the leading team. Team-wise only: no individual results.",
  },
  game: {
    schema: { querystring: ZGameOverviewQuery, response: { 200: ZGameOverview } },
    summary: "Get one game's dashboard figures",
    description:
      'Participation over the last 30 game days (logs and active players per day), points per team as the game ranks them, KPI achievement and what the game has raised per charity. Without `competition_id`, the first current game. Team-wise only: no individual results.',
    refuses: {
      404: 'the game does not exist, belongs to another company, or (without an id) no game is current',
    },
  },
});
