import { joinTeams } from '../../src/areas/scores/engine.ts';
import { gameBadges, playerBadges } from '../../src/db/schema/index.ts';
import { gameFor, organisers, readers } from './games.ts';
import { signedIn, type Table, type Target } from './table.ts';
import type { World } from './world.ts';

/** A fresh game of the target's company with the matrix player in it (scored) and a badge of `kind`. */
async function badgeFor(w: World, target: Target, kind: 'firstLog' | 'manual' = 'firstLog') {
  const { game } = await gameFor(w, target, 'active');
  await joinTeams(w.t.db, game.id, [w.session.player.user.id]);
  const [badge] = await w.t.db
    .insert(gameBadges)
    .values({ companyId: game.companyId, gameId: game.id, kind, params: {} })
    .returning();
  if (!badge) throw new Error('badge not inserted');
  return { game, badge };
}

/** Badges: organisers set them up and award by hand; everyone of the game reads them, a player only their own. */
export const badgesTable: Table = {
  'GET /api/badges/catalogue': { call: () => ({ url: '/api/badges/catalogue' }), expect: signedIn(200) },
  'GET /api/game/:id/badges': {
    call: async (w, _c, target) => ({ url: `/api/game/${(await badgeFor(w, target)).game.id}/badges` }),
    expect: readers(200),
  },
  'POST /api/game/:id/badges': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target)).game.id}/badges`,
      payload: { rule: { kind: 'firstLog', params: {} } },
    }),
    expect: organisers(201),
  },
  'PUT /api/badges/:id': {
    call: async (w, _c, target) => ({
      url: `/api/badges/${(await badgeFor(w, target)).badge.id}`,
      payload: { name: 'Renamed' },
    }),
    expect: organisers(200),
  },
  'DELETE /api/badges/:id': {
    call: async (w, _c, target) => ({ url: `/api/badges/${(await badgeFor(w, target)).badge.id}` }),
    expect: organisers(204),
  },
  'GET /api/game/:id/badges/players/:userId': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await badgeFor(w, target)).game.id}/badges/players/${w.session.player.user.id}`,
    }),
    // The matrix player reads their own; a client is not an organiser and reads nobody else's.
    expect: { ...readers(200), client: { own: 404, other: 404 } },
  },
  'GET /api/badges/:id/awards': {
    call: async (w, _c, target) => ({ url: `/api/badges/${(await badgeFor(w, target)).badge.id}/awards` }),
    expect: organisers(200),
  },
  'POST /api/badges/:id/awards': {
    call: async (w, _c, target) => ({
      url: `/api/badges/${(await badgeFor(w, target, 'manual')).badge.id}/awards`,
      payload: { userId: w.session.player.user.id, reason: 'Matrix award.' },
    }),
    expect: organisers(200),
  },
  'DELETE /api/badges/:id/awards/:userId': {
    call: async (w, _c, target) => {
      const { game, badge } = await badgeFor(w, target, 'manual');
      const userId = w.session.player.user.id;
      await w.t.db
        .insert(playerBadges)
        .values({ companyId: game.companyId, gameId: game.id, userId, gameBadgeId: badge.id, reason: 'x' });
      return { url: `/api/badges/${badge.id}/awards/${userId}` };
    },
    expect: organisers(204),
  },
};
