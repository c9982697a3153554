import { ZPublicIdParams } from '@rally/contracts/public';
import {
  ZGameSetTimes,
  ZSetTimeResults,
  ZSetTimeResultsOverview,
  ZSetTimeResultsQuery,
} from '@rally/contracts/set-times';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, errorResponses, idParams, route, writeAsCaller, ZNoContent } from '../../lib/route-kit.ts';
import { reopenGameResults } from './closing.ts';
import { getPublicSetTimeResults, getPublicSetTimes } from './public-rounds.ts';
import { getSetTimeResults, getSetTimeResultsOverview } from './results-service.ts';

const tags = ['set-times'];
const leaderboard = ['read', 'Leaderboard'] as const;

/** Round boards (`/game/{id}/settimeresults`) and reopening a game's frozen final results. */
export async function setTimeResultRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/game/:id/settimeresults',
    route({
      access: leaderboard,
      summary: "Every round's team standings",
      description:
        'Each round of game `id` with its team standings: frozen rounds as they stood when they closed, open rounds live (points of the round’s days only).',
      schema: { tags, params: idParams, response: { 200: ZSetTimeResultsOverview } },
    }),
    (request) => getSetTimeResultsOverview({ ...callerOf(app, request), gameId: request.params.id }),
  );

  r.get(
    '/game/:id/settimeresults/:setId',
    route({
      access: leaderboard,
      summary: "A round's board",
      description:
        "Round `setId` of game `id`: team standings, the first `limit` players and the caller's own place. A frozen round answers its stored results (`frozen`), an open one the live scores of its days. Players see colleagues as the game's rules say, as on the game's leaderboard.",
      schema: {
        tags,
        params: z.object({ id: z.uuid(), setId: z.uuid() }),
        querystring: ZSetTimeResultsQuery,
        response: { 200: ZSetTimeResults },
      },
    }),
    (request) =>
      getSetTimeResults({
        ...callerOf(app, request),
        gameId: request.params.id,
        setTimeId: request.params.setId,
        limit: request.query.limit,
      }),
  );

  r.post(
    '/game/:id/results/reopen',
    route({
      access: ['manage', 'Game'],
      summary: "Reopen a game's frozen final results",
      description:
        'The game’s final results froze after its end day and grace window; reopening drops them (who and when are kept) and they freeze again once the grace window has passed since.',
      refuses: { 409: 'the final results are not frozen, or the game is archived' },
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => reopenGameResults({ ...ctx, gameId: request.params.id }));
      return reply.status(204).send(null);
    },
  );

  const gone =
    'no game has this public link (it may have been replaced), or the round is not one of its rounds';

  r.get(
    '/public/settimes/:publicId',
    route({
      access: 'public',
      summary: "A public game's rounds",
      description:
        'The rounds of the game behind a public link, with their status and the one running today (`current`): what the round picker of the public page and leaderboard shows.',
      refuses: { 404: gone },
      schema: {
        tags,
        params: ZPublicIdParams,
        response: { 200: ZGameSetTimes, ...errorResponses(400, 404) },
      },
    }),
    (request) => getPublicSetTimes({ db: app.db, publicId: request.params.publicId }),
  );

  r.get(
    '/public/settimeresults/:publicId/:setId',
    route({
      access: 'public',
      summary: "A public game's round board",
      description:
        "Round `setId` of the game behind a public link: team standings and, when the game's rules show individuals, the top players named as the rules say; frozen rounds as they stood when they closed.",
      refuses: { 404: gone },
      schema: {
        tags,
        params: ZPublicIdParams.extend({ setId: z.uuid() }),
        querystring: ZSetTimeResultsQuery,
        response: { 200: ZSetTimeResults, ...errorResponses(400, 404) },
      },
    }),
    (request) =>
      getPublicSetTimeResults({
        db: app.db,
        publicId: request.params.publicId,
        setTimeId: request.params.setId,
        limit: request.query.limit,
      }),
  );
}
