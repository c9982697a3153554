import {
  ZGameCharity,
  ZGameCharityList,
  ZGameCharityQuery,
  ZLinkGameCharityRequest,
} from '@rally/contracts/charities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerOf,
  createAsCaller,
  idParams,
  EXAMPLE_IDS as ids,
  removeAsCaller,
  route,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { linkGameCharity, listGameCharities, unlinkGameCharity } from './game-service.ts';

const tags = ['charities'];

/** The charities a game pledges to ("competition charities"). */
export async function gameCharityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competitioncharity',
    route({
      access: ['read', 'Game'],
      summary: "List a game's charities",
      description:
        'The charities the game (`comp_id`) pledges to, with the pledge per point, the cap and the currency.',
      schema: { tags, querystring: ZGameCharityQuery, response: { 200: ZGameCharityList } },
    }),
    (request) => listGameCharities({ ...callerOf(app, request), gameId: request.query.comp_id }),
  );

  r.post(
    '/competitioncharity',
    route({
      access: ['manage', 'Game'],
      summary: 'Link a charity to a game',
      description:
        'The game pledges an amount per point to a charity, up to an optional cap; its teams can then choose it.',
      refuses: { 409: 'the charity is already linked to the game, or the game is finished or archived' },
      example: {
        competitionId: ids.game,
        charityId: ids.charity,
        pledgePerPoint: 0.05,
        cap: 500,
        currency: 'EUR',
      },
      schema: { tags, body: ZLinkGameCharityRequest, response: { 201: ZGameCharity } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => linkGameCharity({ ...ctx, input: request.body })),
  );

  r.delete(
    '/competitioncharity/:id',
    route({
      access: ['manage', 'Game'],
      summary: 'Unlink a charity from a game',
      description: 'Removes the link; teams that had chosen the charity go back to none.',
      refuses: { 409: 'the game is no longer a draft' },
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => unlinkGameCharity({ ...ctx, id: request.params.id })),
  );
}
