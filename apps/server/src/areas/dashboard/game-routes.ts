import { ZCurrentGames, ZGameOverview, ZGameOverviewQuery } from '@rally/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, route } from '../../lib/route-kit.ts';
import { getCurrentGames, getGameOverview } from './game-service.ts';

const tags = ['dashboard'];
/** Game figures are for those who read reports (organisers, clients, platform admins), never players. */
const access = ['read', 'Report'] as const;

/** The dashboards' game figures: current games and one game's charts, team-wise only (DESIGN section 2). */
export async function dashboardGameRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dashboard/currentgames',
    route({
      access,
      summary: 'List the current games with their figures',
      description:
        "Running and scheduled games (running first, at most 50) of the caller's company, every company's for platform admins: teams, players, players active in the last 7 days, logs of the last 7 days, points and the leading team. Team-wise only: no individual results.",
      schema: { tags, response: { 200: ZCurrentGames } },
    }),
    (request) => getCurrentGames(callerOf(app, request)),
  );

  r.get(
    '/dashboard/gameoverview',
    route({
      access,
      summary: "Get one game's dashboard figures",
      description:
        'Participation over the last 30 game days (logs and active players per day), points per team as the game ranks them, KPI achievement and what the game has raised per charity. Without `competition_id`, the first current game. Team-wise only: no individual results.',
      refuses: {
        404: 'the game does not exist, belongs to another company, or (without an id) no game is current',
      },
      schema: { tags, querystring: ZGameOverviewQuery, response: { 200: ZGameOverview } },
    }),
    (request) => getGameOverview({ ...callerOf(app, request), gameId: request.query.competition_id }),
  );
}
