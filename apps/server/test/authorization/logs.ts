import { activities, behaviourLogs, behaviours } from '../../src/db/schema/index.ts';
import { gameFor, organisers, readers } from './games.ts';
import type { Caller, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** A running game of the target's company with the matrix player in a team, and a behaviour that counts often. */
export async function playFor(w: World, target: Target) {
  const { game, team } = await gameFor(w, target, 'active');
  const [activity] = await w.t.db
    .insert(activities)
    .values({ companyId: game.companyId, gameId: game.id, name: 'Matrix activity' })
    .returning();
  if (!activity) throw new Error('activity not inserted');
  const [behaviour] = await w.t.db
    .insert(behaviours)
    .values({
      companyId: game.companyId,
      gameId: game.id,
      activityId: activity.id,
      name: 'Matrix behaviour',
      points: 5,
      maxPerDay: 100,
    })
    .returning();
  if (!behaviour) throw new Error('behaviour not inserted');
  return { game, team, behaviour };
}

/** A log of the matrix player, made by them today (so they may still undo it). */
async function logFor(w: World, target: Target, status: 'approved' | 'pending' = 'approved') {
  const { game, team, behaviour } = await playFor(w, target);
  const player = w.session.player.user.id;
  const [log] = await w.t.db
    .insert(behaviourLogs)
    .values({
      companyId: game.companyId,
      gameId: game.id,
      userId: player,
      teamId: team.id,
      behaviourId: behaviour.id,
      day: new Date().toISOString().slice(0, 10),
      slot: 1,
      points: behaviour.points,
      status,
      loggedBy: player,
    })
    .returning();
  if (!log) throw new Error('log not inserted');
  return { game, log };
}

const organiser = (caller: Caller) => caller === 'admin' || caller === 'company_admin';

/** Playing and reviewing: players log in their own games, organisers in their company's. */
export const logsTable: Table = {
  'POST /api/game/:id/performedtasks': {
    call: async (w, caller, target) => {
      const { game, behaviour } = await playFor(w, target);
      const onBehalf = organiser(caller) ? { userId: w.session.player.user.id } : {};
      return {
        url: `/api/game/${game.id}/performedtasks`,
        payload: { behaviourId: behaviour.id, ...onBehalf },
      };
    },
    expect: { ...organisers(201), player: { own: 201, other: 404 } },
  },
  'DELETE /api/performedtasks/:id': {
    call: async (w, _c, target) => ({ url: `/api/performedtasks/${(await logFor(w, target)).log.id}` }),
    expect: { ...organisers(204), player: { own: 204, other: 404 } },
  },
  // The note on a log awaiting approval is its player's own: to everyone else the log is unknown.
  'PUT /api/performedtasks/:id/comment': {
    call: async (w, _c, target) => ({
      url: `/api/performedtasks/${(await logFor(w, target, 'pending')).log.id}/comment`,
      payload: { comment: 'Spin class, 45 minutes.' },
    }),
    expect: {
      admin: 404,
      company_admin: { own: 404, other: 404 },
      player: { own: 200, other: 404 },
      client: 403,
      anonymous: 401,
    },
  },
  'GET /api/game/:id/performedtasks': {
    call: async (w, _c, target) => ({ url: `/api/game/${(await logFor(w, target)).game.id}/performedtasks` }),
    expect: readers(200),
  },
  'GET /api/user/task/performedtasks/:id': {
    call: async (w, caller, target) => ({
      url: `/api/user/task/performedtasks/${(await w.user(caller, target)).id}`,
    }),
    expect: {
      admin: 200,
      company_admin: { self: 200, own: 200, other: 404 },
      player: { self: 200, own: 404, other: 404 },
      client: { self: 200, own: 404, other: 404 },
      anonymous: 401,
    },
  },
  'GET /api/game/:id/checklist': {
    call: async (w, caller, target) => {
      const { game } = await playFor(w, target);
      const player = organiser(caller) ? `?userId=${w.session.player.user.id}` : '';
      return { url: `/api/game/${game.id}/checklist${player}` };
    },
    expect: { ...organisers(200), player: { own: 200, other: 404 } },
  },
  'GET /api/game/:id/players/:userId/streaks': {
    call: async (w, _c, target) => {
      const { game } = await playFor(w, target);
      return { url: `/api/game/${game.id}/players/${w.session.player.user.id}/streaks` };
    },
    // A player reads their own; a client is not an organiser, so another's streak does not exist for them.
    expect: { ...organisers(200), player: { own: 200, other: 404 }, client: { own: 404, other: 404 } },
  },
  'GET /api/game/:id/review': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await logFor(w, target, 'pending')).game.id}/review`,
    }),
    expect: organisers(200),
  },
  'POST /api/game/:id/review': {
    call: async (w, _c, target) => {
      const { game, log } = await logFor(w, target, 'pending');
      return { url: `/api/game/${game.id}/review`, payload: { logIds: [log.id], decision: 'approve' } };
    },
    expect: organisers(200),
  },
};
