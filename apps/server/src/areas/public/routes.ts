import { ZPublicGame, ZPublicIdParams, ZPublicIdResponse, ZPublicLeaderboard } from '@rally/contracts/public';
import type { FastifyInstance } from 'fastify';
import { errorResponses, idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { getPublicGame, getPublicLeaderboard, regeneratePublicId } from './service.ts';

/**
 * A game's public page and leaderboard, reached by its unguessable public id, without signing in
 * and without the app's key pair (anyone with the link opens them, a wall screen included).
 */
export async function publicRoutes(app: FastifyInstance) {
  const access = { read: 'public', write: ['manage', 'Game'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['public'], access }, ops);
  r.get('/public/games/:publicId', read('page'), (request) =>
    getPublicGame({ db: app.db, publicId: request.params.publicId }),
  );
  r.get('/public/leaderboard/:publicId', read('leaderboard'), (request) =>
    getPublicLeaderboard({ db: app.db, publicId: request.params.publicId }),
  );
  r.post('/competitions/:id/public-id', write('replaceId'), handle.writeById(regeneratePublicId, 'gameId'));
}

const publicErrors = errorResponses(400, 404);
const gone =
  'no game has this public id: it never existed, was replaced by a new one, or the game is a draft or archived';

const ops = operations({
  page: {
    schema: { params: ZPublicIdParams, response: { 200: ZPublicGame, ...publicErrors } },
    summary: "A game's public page",
    description:
      "The game's name, company, dates and phase, its team standings and what it has raised for each of its charities (min(cap, pledge per point × points of the teams supporting it); teams that chose no charity support all equally).",
    refuses: { 404: gone },
  },
  leaderboard: {
    schema: { params: ZPublicIdParams, response: { 200: ZPublicLeaderboard, ...publicErrors } },
    summary: "A game's public leaderboard",
    description:
      "Team standings and, when the game's rules show individuals, the top players (at most the rules' top N, and 100), named as the rules say: in full, as initials or not at all. The same snapshot is pushed live by `/public/leaderboard/{publicId}/events`.",
    refuses: { 404: gone },
  },
  replaceId: {
    schema: { params: idParams, response: { 200: ZPublicIdResponse } },
    summary: "Replace a game's public id",
    description:
      'Gives the game a new public id, so a leaked public link stops working at once: the old one answers 404 and its open live streams are closed.',
  },
});
