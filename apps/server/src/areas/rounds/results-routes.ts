import { ZPublicIdParams } from '@rally/contracts/public';
import {
  ZPublicSetTimeResults,
  ZPublicSetTimes,
  ZSetTimeResults,
  ZSetTimeResultsOverview,
  ZSetTimeResultsQuery,
} from '@rally/contracts/set-times';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, errorResponses, idParams, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { reopenGameResults } from './closing.ts';
import { getPublicRoundResults, getPublicRounds } from './public-rounds.ts';
import { getRoundResults, getRoundResultsOverview } from './results-service.ts';
import { wireBoard, wireOverview, wirePublicBoard, wirePublicRounds } from './wire.ts';

/** Round boards (`/game/{id}/settimeresults`) and reopening a game's frozen final results. */
export async function roundResultRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(
    app,
    { tags: ['set-times'], access: { read: ['read', 'Leaderboard'], write: ['manage', 'Game'] } },
    ops,
  );
  // Each route maps the API's set times to the code's rounds and back (`wire.ts`).
  r.get('/game/:id/settimeresults', read('overview'), async (request) =>
    wireOverview(await getRoundResultsOverview({ ...callerOf(app, request), gameId: request.params.id })),
  );
  r.get('/game/:id/settimeresults/:setId', read('board'), async (request) =>
    wireBoard(
      await getRoundResults({
        ...callerOf(app, request),
        gameId: request.params.id,
        roundId: request.params.setId,
        limit: request.query.limit,
      }),
    ),
  );
  // Reopening drops the stored final results: answered like a removal (204).
  r.post('/game/:id/results/reopen', write('reopen'), handle.removeById(reopenGameResults, 'gameId'));
  r.get('/public/settimes/:publicId', read('publicRounds'), async (request) =>
    wirePublicRounds(await getPublicRounds({ db: app.db, publicId: request.params.publicId })),
  );
  r.get('/public/settimeresults/:publicId/:setId', read('publicBoard'), async (request) =>
    wirePublicBoard(
      await getPublicRoundResults({
        db: app.db,
        publicId: request.params.publicId,
        roundId: request.params.setId,
        limit: request.query.limit,
      }),
    ),
  );
}

const gone =
  'no game has this public link (it may have been replaced), or the round is not one of its rounds';

const ops = operations({
  overview: {
    schema: { params: idParams, response: { 200: ZSetTimeResultsOverview } },
    summary: "Every round's team standings",
    description:
      'Each round of game `id` with its team standings: frozen rounds as they stood when they closed, open rounds live (points of the round’s days only).',
  },
  board: {
    schema: {
      params: z.object({ id: z.uuid(), setId: z.uuid() }),
      querystring: ZSetTimeResultsQuery,
      response: { 200: ZSetTimeResults },
    },
    summary: "A round's board",
    description:
      "Round `setId` of game `id`: team standings, the first `limit` players and the caller's own place. A frozen round answers its stored results (`frozen`), an open one the live scores of its days. Players see colleagues as the game's rules say, as on the game's leaderboard.",
  },
  reopen: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: "Reopen a game's frozen final results",
    description:
      'The game’s final results froze after its end day and grace window; reopening drops them (who and when are kept) and they freeze again once the grace window has passed since.',
    refuses: { 409: 'the final results are not frozen, or the game is archived' },
  },
  publicRounds: {
    schema: { params: ZPublicIdParams, response: { 200: ZPublicSetTimes, ...errorResponses(400, 404) } },
    access: 'public',
    summary: "A public game's rounds",
    description:
      'The rounds of the game behind a public link, with their status and the one running today (`current`): what the round picker of the public page and leaderboard shows.',
    refuses: { 404: gone },
  },
  publicBoard: {
    schema: {
      params: ZPublicIdParams.extend({ setId: z.uuid() }),
      querystring: ZSetTimeResultsQuery,
      response: { 200: ZPublicSetTimeResults, ...errorResponses(400, 404) },
    },
    access: 'public',
    summary: "A public game's round board",
    description:
      "Round `setId` of the game behind a public link: team standings and, when the game's rules show individuals, the top players named as the rules say; frozen rounds as they stood when they closed.",
    refuses: { 404: gone },
  },
});
