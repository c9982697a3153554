import { ZGameDetail, ZGameListQuery, ZGamePage } from '@rally/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, errors, idParams, readById, route, ZPageParam } from '../../lib/route-kit.ts';
import { getGame, listCompanyGamePage, listGamePage, listUserGamePage } from './service.ts';

const tags = ['games'];
const readGame = ['read', 'Game'] as const;

/** The same games under the spec's `/game/...` paths: a page by number, by company, by player. */
export async function gameAliasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/game/all/:x',
    route({
      access: readGame,
      summary: 'List games, page in the path',
      description:
        'The same list as `GET /competition/all`, with the page number in the path. Platform admins see every company, others their own; a player only the games they play in.',
      schema: {
        tags,
        params: z.object({ x: ZPageParam }),
        querystring: ZGameListQuery.omit({ page: true }),
        response: { 200: ZGamePage, ...errors },
      },
    }),
    (request) =>
      listGamePage({
        ...callerOf(app, request),
        query: { ...request.query, page: request.params.x },
      }),
  );

  r.get(
    '/game/company/:x',
    route({
      access: readGame,
      summary: "List a company's games",
      description: 'The games of one company, searched, filtered and sorted like `GET /competition/all`.',
      refuses: {
        404: "the company does not exist or is not the caller's (platform admins reach every company)",
      },
      schema: {
        tags,
        params: z.object({ x: z.uuid() }),
        querystring: ZGameListQuery.omit({ companyId: true }),
        response: { 200: ZGamePage, ...errors },
      },
    }),
    (request) =>
      listCompanyGamePage({
        ...callerOf(app, request),
        companyId: request.params.x,
        query: request.query,
      }),
  );

  r.get(
    '/game/user/:emailAddress',
    route({
      access: readGame,
      summary: "List a player's games",
      description: 'The games the user with this e-mail plays in. A player may ask only about themselves.',
      refuses: { 404: "no such user in the caller's company, or a player asking about someone else" },
      schema: {
        tags,
        params: z.object({ emailAddress: z.email() }),
        querystring: ZGameListQuery,
        response: { 200: ZGamePage, ...errors },
      },
    }),
    (request) =>
      listUserGamePage({
        ...callerOf(app, request),
        email: request.params.emailAddress,
        query: request.query,
      }),
  );

  r.get(
    '/game/:id',
    route({
      access: readGame,
      summary: 'Get a game (alias)',
      description: "The same game as `GET /competition/{id}`, under the spec's `/game` path.",
      schema: { tags, params: idParams, response: { 200: ZGameDetail, ...errors } },
    }),
    (request) => readById(app, request, getGame),
  );
}
