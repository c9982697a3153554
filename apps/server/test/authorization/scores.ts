import { createTeamScores, joinTeams } from '../../src/areas/scores/engine.ts';
import { insertGame, insertTeam } from '../content-fixtures.ts';
import { aboutAUser, gameFor, organisers, readers } from './games.ts';
import { type Answer, type Caller, everyone, type Outcome, type Table } from './table.ts';

/**
 * The organiser's views, reports and game dashboards list players by name: organisers and clients
 * of the company and platform admins, not players.
 */
export const reporters = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { own: ok, other: 404 },
  player: 403,
  client: { own: ok, other: 404 },
  anonymous: 401,
});

/** Players and signed-out visitors never receive an e-mail address. */
const noEmails = (answer: Answer, caller: Caller) =>
  (caller === 'player' || caller === 'anonymous') && JSON.stringify(answer.json()).includes('@')
    ? 'answer holds an e-mail address'
    : undefined;

/** Leaderboards, the organiser's views, public pages and live streams. */
export const scoresTable: Table = {
  'GET /api/game/:id/group': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target, 'active')).game.id}/group`,
    }),
    expect: readers(200),
  },
  'GET /api/game/:id/leaderboard': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target, 'active')).game.id}/leaderboard`,
    }),
    expect: readers(200),
    verify: noEmails,
  },
  'GET /api/user/competition/group/:id': {
    call: async (w, caller, target) => ({
      url: `/api/user/competition/group/${(await w.user(caller, target)).id}`,
    }),
    expect: aboutAUser,
  },
  // A player's own progress: about a user who plays a game of the target's company.
  'GET /api/game/:id/progress/:userId': {
    call: async (w, caller, target) => {
      const user = await w.user(caller, target);
      const game = await insertGame(w.t.db, w.companyOf(target), {
        status: 'active',
        name: w.unique('Game'),
      });
      const team = await insertTeam(w.t.db, game, { userIds: [user.id] });
      await createTeamScores(w.t.db, [{ companyId: game.companyId, gameId: game.id, teamId: team.id }]);
      await joinTeams(w.t.db, game.id, [user.id]);
      return { url: `/api/game/${game.id}/progress/${user.id}` };
    },
    expect: aboutAUser,
  },
  // Every participant by name with their results: those who see every player, not clients.
  'GET /api/game/:id/participants': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target, 'active')).game.id}/participants`,
    }),
    expect: { ...reporters(200), client: 403 },
  },
  'GET /api/game/:id/results': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target, 'active')).game.id}/results`,
    }),
    expect: reporters(200),
  },
  'POST /api/competitions/:id/public-id': {
    call: async (w, _c, target) => ({
      url: `/api/competitions/${(await gameFor(w, target, 'active')).game.id}/public-id`,
    }),
    expect: organisers(200),
  },
  // Public pages: anyone with the link, signed in or not, any company's.
  'GET /api/public/games/:publicId': {
    call: async (w) => ({ url: `/api/public/games/${(await gameFor(w, 'other', 'active')).game.publicId}` }),
    expect: everyone(200),
    verify: noEmails,
  },
  'GET /api/public/leaderboard/:publicId': {
    call: async (w) => ({
      url: `/api/public/leaderboard/${(await gameFor(w, 'other', 'active')).game.publicId}`,
    }),
    expect: everyone(200),
    verify: noEmails,
  },
  // Asked without `Accept: text/event-stream`, the stream routes answer once, as JSON.
  'GET /api/public/leaderboard/:publicId/events': {
    call: async (w) => ({
      url: `/api/public/leaderboard/${(await gameFor(w, 'other', 'active')).game.publicId}/events`,
    }),
    expect: everyone(200),
    verify: noEmails,
  },
  'GET /api/game/:id/events': {
    call: async (w, _c, target) => ({
      url: `/api/game/${(await gameFor(w, target, 'active')).game.id}/events`,
    }),
    expect: readers(200),
  },
};
