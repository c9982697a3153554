import {
  ZGameCharity,
  ZGameCharityList,
  ZGameCharityQuery,
  ZLinkGameCharityRequest,
} from '@rally/contracts/charities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import {
  errors,
  idParams,
  manageGame,
  readGame,
  writeAsCaller,
  writeErrors,
} from '../game-content-routes.ts';
import { linkGameCharity, listGameCharities, unlinkGameCharity } from './game-service.ts';

const tags = ['charities'];

/** The charities a game pledges to ("competition charities"). */
export async function gameCharityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competitioncharity',
    {
      config: readGame,
      schema: { tags, querystring: ZGameCharityQuery, response: { 200: ZGameCharityList, ...errors } },
    },
    (request) => listGameCharities({ db: app.db, scope: scopeOf(request), gameId: request.query.comp_id }),
  );

  r.post(
    '/competitioncharity',
    {
      config: manageGame,
      schema: { tags, body: ZLinkGameCharityRequest, response: { 201: ZGameCharity, ...writeErrors } },
    },
    async (request, reply) => {
      const link = await writeAsCaller(app, request, (ctx) =>
        linkGameCharity({ ...ctx, input: request.body }),
      );
      return reply.status(201).send(link);
    },
  );

  r.delete(
    '/competitioncharity/:id',
    {
      config: manageGame,
      schema: { tags, params: idParams, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => unlinkGameCharity({ ...ctx, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );
}
