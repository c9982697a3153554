import { insertGame, insertTeam } from '../content-fixtures.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** Organisers write: platform admins anywhere, company admins in their own company. */
export const organisers = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { own: ok, other: 404 },
  player: 403,
  client: 403,
  anonymous: 401,
});
/** Everyone signed in reads a game of their company (a player: one they play in); another company's is 404. */
export const readers = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { own: ok, other: 404 },
  player: { own: ok, other: 404 },
  client: { own: ok, other: 404 },
  anonymous: 401,
});
/**
 * What a user's own records (their games, their teams) answer: organisers and clients read their
 * company's users; a player may ask about themselves only.
 */
export const aboutAUser: Record<Caller, Outcome> = {
  admin: 200,
  company_admin: { self: 200, own: 200, other: 404 },
  player: { self: 200, own: 404, other: 404 },
  client: { self: 200, own: 200, other: 404 },
  anonymous: 401,
};

/** A fresh game of the target's company, with the matrix player in a team of it (so they may read it). */
export async function gameFor(w: World, target: Target, status: 'draft' | 'active' = 'draft') {
  const game = await insertGame(w.t.db, w.companyOf(target), { status, name: w.unique('Matrix game') });
  const team = await insertTeam(w.t.db, game, { userIds: [w.session.player.user.id] });
  return { game, team };
}

type Page = { data: { companyId: string }[] };
/** Lists show only the caller's company, except to platform admins. */
const onlyOwnCompany = (answer: { json(): unknown }, caller: Caller, _target: Target, w: World) => {
  if (caller === 'anonymous' || caller === 'admin') return undefined;
  const companies = new Set((answer.json() as Page).data.map((g) => g.companyId));
  return [...companies].every((c) => c === w.company.own) ? undefined : `sees ${[...companies].join()}`;
};
const page = { admin: 200, company_admin: 200, player: 200, client: 200, anonymous: 401 };

/** Games ("competitions"). */
export const gamesTable: Table = {
  'GET /api/competition/all': {
    call: async (w) => {
      await gameFor(w, 'other');
      return { url: '/api/competition/all?perPage=100' };
    },
    expect: page,
    verify: onlyOwnCompany,
  },
  'GET /api/game/all/:x': {
    call: () => ({ url: '/api/game/all/1?perPage=100' }),
    expect: page,
    verify: onlyOwnCompany,
  },
  'GET /api/game/company/:x': {
    call: (w, _c, target) => ({ url: `/api/game/company/${w.companyOf(target)}` }),
    expect: readers(200),
  },
  'GET /api/game/user/:emailAddress': {
    call: async (w, caller, target) => ({ url: `/api/game/user/${(await w.user(caller, target)).email}` }),
    expect: aboutAUser,
  },
  'POST /api/competition/add': {
    call: (w, _c, target) => ({
      url: '/api/competition/add',
      payload: { competition: { name: w.unique('New game'), companyId: w.companyOf(target) } },
    }),
    // A company admin naming another company is refused by field, not created there.
    expect: { ...organisers(201), company_admin: { own: 201, other: 400 } },
  },
  'POST /api/competition/update': {
    call: async (w, _c, target) => ({
      url: '/api/competition/update',
      payload: { competition: { id: (await gameFor(w, target)).game.id, description: 'Changed' } },
    }),
    expect: organisers(200),
  },
  'GET /api/competition/:id': {
    call: async (w, _c, target) => ({ url: `/api/competition/${(await gameFor(w, target)).game.id}` }),
    expect: readers(200),
  },
  'GET /api/game/:id': {
    call: async (w, _c, target) => ({ url: `/api/game/${(await gameFor(w, target)).game.id}` }),
    expect: readers(200),
  },
  'DELETE /api/competitions/:id': {
    call: async (w, _c, target) => ({ url: `/api/competitions/${(await gameFor(w, target)).game.id}` }),
    expect: organisers(200),
  },
  'POST /api/competitions/:id/status': {
    call: async (w, _c, target) => ({
      url: `/api/competitions/${(await gameFor(w, target, 'active')).game.id}/status`,
      payload: { status: 'finished' },
    }),
    expect: organisers(200),
  },
  'POST /api/competition/send/start/email': {
    call: async (w, _c, target) => ({
      url: '/api/competition/send/start/email',
      payload: { competitionId: (await gameFor(w, target, 'active')).game.id },
    }),
    expect: organisers(200),
  },
};
