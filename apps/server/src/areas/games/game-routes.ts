import { ZGameDetail, ZGameListQuery, ZGamePage } from '@rally/contracts/games';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, errors, idParams, ZPageParam } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { getGame, listCompanyGamePage, listGamePage, listUserGamePage } from './service.ts';

/** The same games under the spec's `/game/...` paths: a page by number, by company, by player. */
export async function gameAliasRoutes(app: FastifyInstance) {
  const { r, read, ...handle } = areaRoutes(
    app,
    { tags: ['games'], access: { read: ['read', 'Game'] } },
    ops,
  );
  r.get('/game/all/:x', read('listPaged'), (request) =>
    listGamePage({ ...callerOf(app, request), query: { ...request.query, page: request.params.x } }),
  );
  r.get('/game/company/:x', read('ofCompany'), (request) =>
    listCompanyGamePage({ ...callerOf(app, request), companyId: request.params.x, query: request.query }),
  );
  r.get('/game/user/:emailAddress', read('ofPlayer'), (request) =>
    listUserGamePage({ ...callerOf(app, request), email: request.params.emailAddress, query: request.query }),
  );
  r.get('/game/:id', read('get'), handle.byId(getGame));
}

const ops = operations({
  listPaged: {
    schema: {
      params: z.object({ x: ZPageParam }),
      querystring: ZGameListQuery.omit({ page: true }),
      response: { 200: ZGamePage, ...errors },
    },
    summary: 'List games, page in the path',
    description:
      'The same list as `GET /competition/all`, with the page number in the path. Platform admins see every company, others their own; a player only the games they play in.',
  },
  ofCompany: {
    schema: {
      params: z.object({ x: z.uuid() }),
      querystring: ZGameListQuery.omit({ companyId: true }),
      response: { 200: ZGamePage, ...errors },
    },
    summary: "List a company's games",
    description: 'The games of one company, searched, filtered and sorted like `GET /competition/all`.',
    refuses: {
      404: "the company does not exist or is not the caller's (platform admins reach every company)",
    },
  },
  ofPlayer: {
    schema: {
      params: z.object({ emailAddress: z.email() }),
      querystring: ZGameListQuery,
      response: { 200: ZGamePage, ...errors },
    },
    summary: "List a player's games",
    description: 'The games the user with this e-mail plays in. A player may ask only about themselves.',
    refuses: { 404: "no such user in the caller's company, or a player asking about someone else" },
  },
  get: {
    schema: { params: idParams, response: { 200: ZGameDetail, ...errors } },
    summary: 'Get a game (alias)',
    description: "The same game as `GET /competition/{id}`, under the spec's `/game` path.",
  },
});
