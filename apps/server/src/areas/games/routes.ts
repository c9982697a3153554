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
import { scopeOf } from '../../plugins/access.ts';
import {
  errors,
  idParams,
  manageGame,
  readGame,
  writeAsCaller,
  writeErrors,
} from '../game-content-routes.ts';
import { createGame, deleteGame, getGame, listGamePage, updateGame } from './service.ts';
import { sendStartEmail } from './start-email.ts';
import { changeGameStatus } from './status-service.ts';

const tags = ['games'];

/** Games as the API calls them: "competitions". */
export async function gameRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/all',
    {
      config: readGame,
      schema: { tags, querystring: ZGameListQuery, response: { 200: ZGamePage, ...errors } },
    },
    (request) => listGamePage({ db: app.db, scope: scopeOf(request), query: request.query }),
  );

  r.post(
    '/competition/add',
    {
      config: manageGame,
      schema: { tags, body: ZCreateGameRequest, response: { 201: ZGameDetail, ...errors } },
    },
    async (request, reply) => {
      const game = await writeAsCaller(app, request, (ctx) =>
        createGame({ ...ctx, competition: request.body.competition }),
      );
      return reply.status(201).send(game);
    },
  );

  r.post(
    '/competition/update',
    {
      config: manageGame,
      schema: { tags, body: ZUpdateGameRequest, response: { 200: ZGameDetail, ...writeErrors } },
    },
    (request) =>
      writeAsCaller(app, request, (ctx) => updateGame({ ...ctx, competition: request.body.competition })),
  );

  r.get(
    '/competition/:id',
    { config: readGame, schema: { tags, params: idParams, response: { 200: ZGameDetail, ...errors } } },
    (request) => getGame({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.delete(
    '/competitions/:id',
    {
      config: manageGame,
      schema: {
        tags,
        params: idParams,
        querystring: ZDeleteGameQuery,
        response: { 200: ZDeleteGameResponse, ...errors },
      },
    },
    (request) => {
      const hard = request.query.hard === 'true';
      return writeAsCaller(app, request, (ctx) => deleteGame({ ...ctx, id: request.params.id, hard }));
    },
  );

  r.post(
    '/competitions/:id/status',
    {
      config: manageGame,
      schema: {
        tags,
        params: idParams,
        body: ZChangeGameStatusRequest,
        response: { 200: ZGameDetail, ...writeErrors },
      },
    },
    (request) => {
      const { id } = request.params;
      return writeAsCaller(app, request, (ctx) =>
        changeGameStatus({ ...ctx, id, status: request.body.status }),
      );
    },
  );

  r.post(
    '/competition/send/start/email',
    {
      config: manageGame,
      schema: {
        tags,
        body: ZSendStartEmailRequest,
        response: { 200: ZSendStartEmailResponse, ...writeErrors },
      },
    },
    (request) => {
      const { competitionId } = request.body;
      return writeAsCaller(app, request, (ctx) =>
        sendStartEmail({ ...ctx, mailer: app.mailer, appUrl: app.config.appUrl, competitionId }),
      );
    },
  );
}
