import { setTimes } from '../../src/db/schema/index.ts';
import { dayFromToday as day } from '../helpers.ts';
import { gameFor, organisers, readers } from './games.ts';
import { everyone, type Table, type Target } from './table.ts';
import type { World } from './world.ts';

/** A running game of the target's company (the matrix player in it) with one round of its own. */
async function roundFor(w: World, target: Target, frozen = false) {
  const { game } = await gameFor(w, target, 'active');
  const [round] = await w.t.db
    .insert(setTimes)
    .values({
      companyId: game.companyId,
      gameId: game.id,
      name: w.unique('Round'),
      startsOn: day(0),
      endsOn: day(2),
      closedAt: frozen ? new Date() : null,
    })
    .returning();
  if (!round) throw new Error('round not inserted');
  return { game, round };
}

/** Set times (rounds) and their boards. */
export const setTimesTable: Table = {
  'GET /api/settimes/competition/:id': {
    call: async (w, _c, target) => ({
      url: `/api/settimes/competition/${(await roundFor(w, target)).game.id}`,
    }),
    expect: readers(200),
  },
  'GET /api/game/:id/settime': {
    call: async (w, _c, target) => ({ url: `/api/game/${(await roundFor(w, target)).game.id}/settime` }),
    expect: readers(200),
  },
  'POST /api/settimes': {
    call: async (w, _c, target) => {
      const { game } = await gameFor(w, target, 'active');
      const settime = [{ name: 'Week 1', startDate: day(0), endDate: day(3) }];
      return { url: '/api/settimes', payload: { competitionId: game.id, settime } };
    },
    expect: organisers(201),
  },
  'PUT /api/settimes/:id': {
    call: async (w, _c, target) => ({
      url: `/api/settimes/${(await roundFor(w, target)).round.id}`,
      payload: { settime: { name: 'Renamed' } },
    }),
    expect: organisers(200),
  },
  'DELETE /api/settimes/:id': {
    call: async (w, _c, target) => ({ url: `/api/settimes/${(await roundFor(w, target)).round.id}` }),
    expect: organisers(204),
  },
  'PUT /api/settimes/all/:id': {
    call: async (w, _c, target) => {
      const { game, round } = await roundFor(w, target);
      return {
        url: `/api/settimes/all/${game.id}`,
        payload: { settime: [{ settime_id: round.id, name: 'X' }] },
      };
    },
    expect: organisers(200),
  },
  'DELETE /api/settimes/all/:id': {
    call: async (w, _c, target) => {
      const { game, round } = await roundFor(w, target);
      return { url: `/api/settimes/all/${game.id}`, payload: { settime_ids: [round.id] } };
    },
    expect: organisers(204),
  },
  'POST /api/settimes/:id/reopen': {
    call: async (w, _c, target) => ({
      url: `/api/settimes/${(await roundFor(w, target, true)).round.id}/reopen`,
    }),
    expect: organisers(200),
  },
  'POST /api/settimes/:id/close': {
    call: async (w, _c, target) => ({
      url: `/api/settimes/${(await roundFor(w, target)).round.id}/close`,
    }),
    expect: organisers(200),
  },
  'GET /api/game/:id/settimeresults': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await roundFor(w, target)).game.id}/settimeresults`,
    }),
    expect: readers(200),
  },
  'GET /api/game/:id/settimeresults/:setId': {
    call: async (w, _c, target) => {
      const { game, round } = await roundFor(w, target);
      return { url: `/api/game/${game.id}/settimeresults/${round.id}` };
    },
    expect: readers(200),
  },
  'POST /api/game/:id/results/reopen': { gate: ['manage', 'Game'] },
  'GET /api/public/settimes/:publicId': {
    call: async (w) => ({ url: `/api/public/settimes/${(await roundFor(w, 'other')).game.publicId}` }),
    expect: everyone(200),
  },
  'GET /api/public/settimeresults/:publicId/:setId': {
    call: async (w) => {
      const { game, round } = await roundFor(w, 'other');
      return { url: `/api/public/settimeresults/${game.publicId}/${round.id}` };
    },
    expect: everyone(200),
  },
};
