import { charities, gameCharities } from '../../src/db/schema/index.ts';
import { gameFor, organisers, readers } from './games.ts';
import { platformOnly, signedIn, type Table, type Target } from './table.ts';
import type { World } from './world.ts';

async function charityFor(w: World) {
  const [charity] = await w.t.db
    .insert(charities)
    .values({ name: w.unique('Matrix charity') })
    .returning();
  if (!charity) throw new Error('charity not inserted');
  return charity;
}

/** A fresh draft game of the target's company (the matrix player plays in it) linked to a fresh charity. */
async function linkFor(w: World, target: Target) {
  const { game } = await gameFor(w, target);
  const [link] = await w.t.db
    .insert(gameCharities)
    .values({
      companyId: game.companyId,
      gameId: game.id,
      charityId: (await charityFor(w)).id,
      pledgePerPoint: 0.1,
    })
    .returning();
  if (!link) throw new Error('game charity not inserted');
  return { game, link };
}

/** The platform's charities and the charities a game pledges to. */
export const charitiesTable: Table = {
  'GET /api/charity': {
    call: () => ({ url: '/api/charity' }),
    expect: signedIn(200),
  },
  'GET /api/charity/totals': {
    call: () => ({ url: '/api/charity/totals' }),
    expect: platformOnly(200),
  },
  // The ledger is shown wherever the game's standings are: the same readers as its leaderboard.
  'GET /api/game/:id/charities': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target, 'active')).game.id}/charities`,
    }),
    expect: readers(200),
  },
  'POST /api/charity': {
    call: (w) => ({ url: '/api/charity', payload: { name: w.unique('New charity') } }),
    expect: platformOnly(201),
  },
  'PUT /api/charity/:id': {
    call: async (w) => ({
      url: `/api/charity/${(await charityFor(w)).id}`,
      payload: { description: 'Changed' },
    }),
    expect: platformOnly(200),
  },
  'DELETE /api/charity/:id': {
    call: async (w) => ({ url: `/api/charity/${(await charityFor(w)).id}` }),
    expect: platformOnly(204),
  },
  'GET /api/competitioncharity': {
    call: async (w, _c, target) => ({
      url: `/api/competitioncharity?comp_id=${(await linkFor(w, target)).game.id}`,
    }),
    expect: readers(200),
  },
  'POST /api/competitioncharity': {
    call: async (w, _c, target) => ({
      url: '/api/competitioncharity',
      payload: {
        competitionId: (await gameFor(w, target)).game.id,
        charityId: (await charityFor(w)).id,
        pledgePerPoint: 0.02,
      },
    }),
    expect: organisers(201),
  },
  'DELETE /api/competitioncharity/:id': {
    call: async (w, _c, target) => ({ url: `/api/competitioncharity/${(await linkFor(w, target)).link.id}` }),
    expect: organisers(204),
  },
};
