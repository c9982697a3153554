import {
  type TGameCharity,
  ZGameCharity,
  ZGameCharityList,
  ZGameCharityQuery,
  ZLinkGameCharityRequest,
} from '@rally/contracts/charities';
import type { FastifyInstance } from 'fastify';
import {
  callerOf,
  created,
  idParams,
  EXAMPLE_IDS as ids,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, operations } from '../../lib/route-table.ts';
import { type GameCharity, linkGameCharity, listGameCharities, unlinkGameCharity } from './game-service.ts';

/** A game's charity in the API's words: its game is its `competitionId`. */
const wireGameCharity = ({ gameId, ...c }: GameCharity): TGameCharity => ({ ...c, competitionId: gameId });

/** The charities a game pledges to ("competition charities"). */
export async function gameCharityRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['charities'], access: gameContent }, ops);
  // Each route maps the API's competition to the code's game and back.
  r.get('/competitioncharity', read('list'), async (request) =>
    (await listGameCharities({ ...callerOf(app, request), gameId: request.query.comp_id })).map(
      wireGameCharity,
    ),
  );
  r.post('/competitioncharity', write('link'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) => {
        const { competitionId, ...pledge } = request.body;
        return wireGameCharity(await linkGameCharity({ ...ctx, gameId: competitionId, pledge }));
      }),
    ),
  );
  r.delete('/competitioncharity/:id', write('unlink'), handle.removeById(unlinkGameCharity));
}

const ops = operations({
  list: {
    schema: { querystring: ZGameCharityQuery, response: { 200: ZGameCharityList } },
    summary: "List a game's charities",
    description:
      'The charities the game (`comp_id`) pledges to, with the pledge per point, the cap and the currency.',
  },
  link: {
    schema: { body: ZLinkGameCharityRequest, response: { 201: ZGameCharity } },
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
  },
  unlink: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Unlink a charity from a game',
    description: 'Removes the link; teams that had chosen the charity go back to none.',
    refuses: { 409: 'the game is no longer a draft' },
  },
});
