import { ZErrorResponse } from '@rally/contracts/errors';
import {
  ZChangeGameStatusRequest,
  ZCreateGameRequest,
  ZDeleteGameQuery,
  ZDeleteGameResponse,
  ZGameDetail,
  ZGameListQuery,
  ZGamePage,
  ZSendStartEmailRequest,
  ZSendStartEmailResponse,
  ZUpdateGameRequest,
} from '@rally/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import { createGame, deleteGame, getGame, listGamePage, updateGame } from './service.ts';
import { sendStartEmail } from './start-email.ts';
import { changeGameStatus } from './status-service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const read = { access: ['read', 'Game'] } as const;
const write = { access: ['manage', 'Game'] } as const;
const tags = ['games'];
const params = z.object({ id: z.uuid() });

/** Games as the API calls them: "competitions". */
export async function gameRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/all',
    { config: read, schema: { tags, querystring: ZGameListQuery, response: { 200: ZGamePage, ...errors } } },
    (request) => listGamePage({ db: app.db, scope: scopeOf(request), query: request.query }),
  );

  r.post(
    '/competition/add',
    { config: write, schema: { tags, body: ZCreateGameRequest, response: { 201: ZGameDetail, ...errors } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const game = await app.db.transaction((tx) =>
        createGame({ tx, scope, competition: request.body.competition }),
      );
      return reply.status(201).send(game);
    },
  );

  r.post(
    '/competition/update',
    {
      config: write,
      schema: { tags, body: ZUpdateGameRequest, response: { 200: ZGameDetail, ...errors, 409: E } },
    },
    (request) => {
      const scope = scopeOf(request);
      return app.db.transaction((tx) => updateGame({ tx, scope, competition: request.body.competition }));
    },
  );

  r.get(
    '/competition/:id',
    { config: read, schema: { tags, params, response: { 200: ZGameDetail, ...errors } } },
    (request) => getGame({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.delete(
    '/competitions/:id',
    {
      config: write,
      schema: {
        tags,
        params,
        querystring: ZDeleteGameQuery,
        response: { 200: ZDeleteGameResponse, ...errors },
      },
    },
    (request) => {
      const scope = scopeOf(request);
      const hard = request.query.hard === 'true';
      return app.db.transaction((tx) => deleteGame({ tx, scope, id: request.params.id, hard }));
    },
  );

  r.post(
    '/competitions/:id/status',
    {
      config: write,
      schema: {
        tags,
        params,
        body: ZChangeGameStatusRequest,
        response: { 200: ZGameDetail, ...errors, 409: E },
      },
    },
    (request) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      return app.db.transaction((tx) => changeGameStatus({ tx, scope, id, status: request.body.status }));
    },
  );

  r.post(
    '/competition/send/start/email',
    {
      config: write,
      schema: {
        tags,
        body: ZSendStartEmailRequest,
        response: { 200: ZSendStartEmailResponse, ...errors, 409: E },
      },
    },
    (request) => {
      const scope = scopeOf(request);
      const { competitionId } = request.body;
      return app.db.transaction((tx) =>
        sendStartEmail({ tx, scope, mailer: app.mailer, appUrl: app.config.appUrl, competitionId }),
      );
    },
  );
}
