import {
  ZAwardBadge,
  ZBadgeCatalogue,
  ZBadgeHolders,
  ZCreateGameBadge,
  ZGameBadge,
  ZPlayerBadges,
  ZUpdateGameBadge,
} from '@rally/contracts/badges';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  callerOf,
  created,
  idParams,
  EXAMPLE_IDS as ids,
  noContent,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { defineBadgePushJob } from './notice.ts';
import {
  awardBadge,
  badgeCatalogue,
  createBadge,
  deleteBadge,
  listBadges,
  listHolders,
  playerBadgeList,
  takeBackAward,
  updateBadge,
} from './service.ts';

/** Badges (decision 0029): the catalogue, a game's badges, a player's badges, awards by hand. */
export async function badgeRoutes(app: FastifyInstance) {
  defineBadgePushJob(app.jobs);
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['badges'], access: gameContent }, ops);
  r.get('/badges/catalogue', read('catalogue'), async () => badgeCatalogue());
  r.get('/game/:id/badges', read('list'), handle.byId(listBadges, 'gameId'));
  r.post('/game/:id/badges', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, (ctx) =>
        createBadge({ ...ctx, gameId: request.params.id, input: request.body }),
      ),
    ),
  );
  r.put('/badges/:id', write('update'), handle.updateById(updateBadge));
  r.delete('/badges/:id', write('remove'), handle.removeById(deleteBadge));
  r.get('/game/:id/badges/players/:userId', read('ofPlayer'), (request) =>
    playerBadgeList({ ...callerOf(app, request), gameId: request.params.id, userId: request.params.userId }),
  );
  r.get('/badges/:id/awards', read('holders'), handle.byId(listHolders, 'id'));
  r.post('/badges/:id/awards', write('award'), handle.updateById(awardBadge));
  r.delete('/badges/:id/awards/:userId', write('takeBack'), async (request, reply) => {
    await writeAsCaller(app, request, (ctx) =>
      takeBackAward({ ...ctx, id: request.params.id, userId: request.params.userId }),
    );
    return noContent(reply);
  });
}

const ops = operations({
  catalogue: {
    schema: { response: { 200: ZBadgeCatalogue } },
    summary: 'List the badge rules',
    description: 'Every rule an organiser can give a badge, with the JSON schema of its parameters.',
  },
  list: {
    schema: { params: idParams, response: { 200: z.object({ data: z.array(ZGameBadge) }) } },
    summary: "List a game's badges",
    description: 'The badges of the game in the order they were added, with how many players hold each.',
  },
  add: {
    schema: { params: idParams, body: ZCreateGameBadge, response: { 201: ZGameBadge } },
    summary: 'Add a badge to a game',
    description:
      "A rule of the catalogue with its parameters (what they name must be the game's own) and, for a custom badge, a name, description and icon. Players for whom the rule already holds earn it at once.",
    refuses: { 409: gameLocked },
    example: { rule: { kind: 'behaviourLogs', params: { behaviourId: ids.game, count: 10 } }, icon: 'star' },
  },
  update: {
    schema: { params: idParams, body: ZUpdateGameBadge, response: { 200: ZGameBadge } },
    summary: "Change a badge's look",
    description: 'Changes the name, description and icon sent; the rule stays.',
    refuses: { 409: gameLocked },
    example: { name: 'Stair master' },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Remove a badge',
    description: "Deletes the badge and every player's award of it.",
    refuses: { 409: gameLocked },
  },
  ofPlayer: {
    schema: { params: z.object({ id: z.uuid(), userId: z.uuid() }), response: { 200: ZPlayerBadges } },
    summary: "A player's badges",
    description:
      'Earned badges first (latest first), then the others with progress towards them. A player reads only their own.',
  },
  holders: {
    schema: { params: idParams, response: { 200: ZBadgeHolders } },
    // It names every holder: for those who run the game, as its set-up screen is.
    access: ['manage', 'Game'],
    summary: "A badge's holders",
    description:
      'The players holding the badge now, latest first (at most 500, with how many in all), and the reason of a hand award. Organisers only.',
  },
  award: {
    schema: { params: idParams, body: ZAwardBadge, response: { 200: z.object({ awarded: z.boolean() }) } },
    summary: 'Award a badge by hand',
    description: 'Gives a manual badge to a player of its game, with a reason; the player is notified.',
    refuses: { 409: 'the badge has a rule, or the player already holds it' },
    example: { userId: ids.user, reason: 'Organised the team walk.' },
  },
  takeBack: {
    schema: { params: z.object({ id: z.uuid(), userId: z.uuid() }), response: { 204: ZNoContent } },
    summary: 'Take back a badge awarded by hand',
    description: 'The player no longer holds the manual badge and is notified.',
    refuses: { 409: 'the badge has a rule' },
  },
});
