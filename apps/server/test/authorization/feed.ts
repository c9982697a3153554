import { behaviourLogs, feedComments, teamMembers } from '../../src/db/schema/index.ts';
import { organisers, readers } from './games.ts';
import { playFor } from './logs.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** A counted log of a teammate of the matrix player, in a running game of the target's company. */
async function itemFor(w: World, target: Target) {
  const { game, team, behaviour } = await playFor(w, target);
  const author = await w.user('admin', target === 'self' ? 'own' : target);
  await w.t.db
    .insert(teamMembers)
    .values({ companyId: game.companyId, gameId: game.id, teamId: team.id, userId: author.id });
  const [log] = await w.t.db
    .insert(behaviourLogs)
    .values({
      companyId: game.companyId,
      gameId: game.id,
      userId: author.id,
      teamId: team.id,
      behaviourId: behaviour.id,
      day: new Date().toISOString().slice(0, 10),
      slot: 1,
      points: behaviour.points,
      status: 'approved',
      loggedBy: author.id,
    })
    .returning();
  if (!log) throw new Error('log not inserted');
  return { game, log, author, url: `/api/game/${game.id}/feed/log/${log.id}` };
}

/** The game's players and its organisers react; clients only read. */
const takesPart = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { own: ok, other: 404 },
  player: { own: ok, other: 404 },
  client: 403,
  anonymous: 401,
});

/** A game's feed: everyone of the game reads; players and organisers react; organisers hide. */
export const feedTable: Table = {
  'GET /api/game/:id/feed': {
    call: async (w, _c, target) => ({ url: `/api/game/${(await itemFor(w, target)).game.id}/feed` }),
    expect: readers(200),
  },
  'PUT /api/game/:id/feed/:kind/:itemId/kudos': {
    call: async (w, _c, target) => ({ url: `${(await itemFor(w, target)).url}/kudos` }),
    expect: takesPart(200),
  },
  'DELETE /api/game/:id/feed/:kind/:itemId/kudos': {
    call: async (w, _c, target) => ({ url: `${(await itemFor(w, target)).url}/kudos` }),
    expect: takesPart(200),
  },
  'GET /api/game/:id/feed/:kind/:itemId/comments': {
    call: async (w, _c, target) => ({ url: `${(await itemFor(w, target)).url}/comments` }),
    expect: readers(200),
  },
  'POST /api/game/:id/feed/:kind/:itemId/comments': {
    call: async (w, _c, target) => ({
      url: `${(await itemFor(w, target)).url}/comments`,
      payload: { text: 'Well done' },
    }),
    expect: takesPart(201),
  },
  'DELETE /api/game/:id/feed/comments/:commentId': { gate: ['create', 'Log'] },
  'PUT /api/game/:id/feed/comments/:commentId/hidden': {
    call: async (w, _c, target) => {
      const { game, log, author } = await itemFor(w, target);
      const [comment] = await w.t.db
        .insert(feedComments)
        .values({
          companyId: game.companyId,
          gameId: game.id,
          itemKind: 'log',
          itemId: log.id,
          userId: author.id,
          text: 'Hide me',
        })
        .returning();
      return { url: `/api/game/${game.id}/feed/comments/${comment?.id}/hidden` };
    },
    expect: organisers(204),
  },
  'PUT /api/game/:id/feed/:kind/:itemId/hidden': {
    call: async (w, _c, target) => ({ url: `${(await itemFor(w, target)).url}/hidden` }),
    expect: organisers(204),
  },
  'DELETE /api/game/:id/feed/:kind/:itemId/hidden': {
    call: async (w, _c, target) => ({ url: `${(await itemFor(w, target)).url}/hidden` }),
    expect: organisers(204),
  },
};
