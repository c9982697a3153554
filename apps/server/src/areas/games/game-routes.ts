import { ZGameDetail, ZGameListQuery, ZGamePage } from '@rally/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import { errors, idParams, readGame, ZPageParam } from '../game-content-routes.ts';
import { getGame, listCompanyGamePage, listGamePage, listUserGamePage } from './service.ts';

const tags = ['games'];

/** The same games under the spec's `/game/...` paths: a page by number, by company, by player. */
export async function gameAliasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/game/all/:x',
    {
      config: readGame,
      schema: {
        tags,
        params: z.object({ x: ZPageParam }),
        querystring: ZGameListQuery.omit({ page: true }),
        response: { 200: ZGamePage, ...errors },
      },
    },
    (request) =>
      listGamePage({
        db: app.db,
        scope: scopeOf(request),
        query: { ...request.query, page: request.params.x },
      }),
  );

  r.get(
    '/game/company/:x',
    {
      config: readGame,
      schema: {
        tags,
        params: z.object({ x: z.uuid() }),
        querystring: ZGameListQuery.omit({ companyId: true }),
        response: { 200: ZGamePage, ...errors },
      },
    },
    (request) =>
      listCompanyGamePage({
        db: app.db,
        scope: scopeOf(request),
        companyId: request.params.x,
        query: request.query,
      }),
  );

  r.get(
    '/game/user/:emailAddress',
    {
      config: readGame,
      schema: {
        tags,
        params: z.object({ emailAddress: z.email() }),
        querystring: ZGameListQuery,
        response: { 200: ZGamePage, ...errors },
      },
    },
    (request) =>
      listUserGamePage({
        db: app.db,
        scope: scopeOf(request),
        email: request.params.emailAddress,
        query: request.query,
      }),
  );

  r.get(
    '/game/:id',
    {
      config: readGame,
      schema: { tags, params: idParams, response: { 200: ZGameDetail, ...errors } },
    },
    (request) => getGame({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );
}
