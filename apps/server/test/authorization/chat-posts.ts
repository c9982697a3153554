import { chatConnections } from '../../src/db/schema/index.ts';
import { gameFor, organisers } from './games.ts';
import type { Table, Target } from './table.ts';
import type { World } from './world.ts';

/** A Slack connection of a game of the target's company (its URL never reached: nothing is posted). */
async function connectionFor(w: World, target: Target) {
  const { game } = await gameFor(w, target, 'active');
  const [row] = await w.t.db
    .insert(chatConnections)
    .values({
      companyId: game.companyId,
      gameId: game.id,
      kind: 'slack',
      urlSealed: 'v1.not-a-real-url',
      urlMasked: 'https://hooks.slack.com/…matr',
      events: ['badge.earned'],
    })
    .returning();
  if (!row) throw new Error('chat connection not inserted');
  return { game, connection: row };
}

/** Slack and Teams posts (decision 0034): organisers of the game's company, platform admins any. */
export const chatPostsTable: Table = {
  'GET /api/games/:id/chat-connections': {
    call: async (w, _c, target) => ({
      url: `/api/games/${(await gameFor(w, target, 'active')).game.id}/chat-connections`,
    }),
    expect: organisers(200),
  },
  'POST /api/games/:id/chat-connections': {
    call: async (w, _c, target) => ({
      url: `/api/games/${(await gameFor(w, target, 'active')).game.id}/chat-connections`,
      payload: {
        kind: 'teams',
        url: `https://example.webhook.office.com/${w.unique('hook')}`,
        events: ['round.results'],
      },
    }),
    expect: organisers(201),
  },
  'PUT /api/chat-connections/:id': {
    call: async (w, _c, target) => ({
      url: `/api/chat-connections/${(await connectionFor(w, target)).connection.id}`,
      payload: { status: 'paused' },
    }),
    expect: organisers(200),
  },
  'DELETE /api/chat-connections/:id': {
    call: async (w, _c, target) => ({
      url: `/api/chat-connections/${(await connectionFor(w, target)).connection.id}`,
    }),
    expect: organisers(204),
  },
};
