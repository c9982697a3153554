import {
  ZGameCharity,
  ZGameCharityList,
  ZGameCharityQuery,
  ZLinkGameCharityRequest,
} from '@rally/contracts/charities';
import type { FastifyInstance } from 'fastify';
import { callerOf, idParams, EXAMPLE_IDS as ids, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, operations } from '../../lib/route-table.ts';
import { linkGameCharity, listGameCharities, unlinkGameCharity } from './game-service.ts';

/** The charities a game pledges to ("competition charities"). */
export async function gameCharityRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['charities'], access: gameContent }, ops);
  r.get('/competitioncharity', read('list'), (request) =>
    listGameCharities({ ...callerOf(app, request), gameId: request.query.comp_id }),
  );
  r.post('/competitioncharity', write('link'), handle.create(linkGameCharity));
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
