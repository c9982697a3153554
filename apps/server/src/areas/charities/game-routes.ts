import {
  ZGameCharity,
  ZGameCharityList,
  ZGameCharityQuery,
  ZLinkGameCharityRequest,
} from '@rally/contracts/charities';
import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import { linkGameCharity, listGameCharities, unlinkGameCharity } from './game-service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const write = { access: ['manage', 'Game'] } as const;
const tags = ['charities'];

/** The charities a game pledges to ("competition charities"). */
export async function gameCharityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competitioncharity',
    {
      config: { access: ['read', 'Game'] },
      schema: { tags, querystring: ZGameCharityQuery, response: { 200: ZGameCharityList, ...errors } },
    },
    (request) => listGameCharities({ db: app.db, scope: scopeOf(request), gameId: request.query.comp_id }),
  );

  r.post(
    '/competitioncharity',
    {
      config: write,
      schema: { tags, body: ZLinkGameCharityRequest, response: { 201: ZGameCharity, ...errors, 409: E } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const link = await app.db.transaction((tx) => linkGameCharity({ tx, scope, input: request.body }));
      return reply.status(201).send(link);
    },
  );

  r.delete(
    '/competitioncharity/:id',
    {
      config: write,
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: z.null(), ...errors, 409: E } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => unlinkGameCharity({ tx, scope, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );
}
