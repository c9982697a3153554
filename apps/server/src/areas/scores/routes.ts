import { ZPlayerProgress } from '@rally/contracts/progress';
import {
  ZGameResults,
  ZLeaderboard,
  ZLeaderboardQuery,
  ZParticipantPage,
  ZParticipantQuery,
  ZStandingsQuery,
  ZTeamStandings,
  ZUserGameScoreList,
  ZUserGamesQuery,
} from '@rally/contracts/scores';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, errors, idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { listenForBoardChanges } from './board-top.ts';
import { getPlayerProgress } from './progress-service.ts';
import { getLeaderboard, getTeamStandings } from './service.ts';
import {
  getGameResults,
  listGameParticipants,
  listUserGameScores,
  type UserGameScore,
} from './views-service.ts';

/** A board or view of one game in the API's words: its game is its `competitionId`. */
const wireOfGame = <T extends { gameId: string }>({ gameId, ...rest }: T) => ({
  competitionId: gameId,
  ...rest,
});

/** A user's place in one game in the API's words: the game's id and name. */
const wireUserGameScore = ({ gameId, gameName, ...r }: UserGameScore) => ({
  competitionId: gameId,
  competitionName: gameName,
  ...r,
});

/** Boards: everyone signed in who may read the game; players see colleagues as its rules say. */
const leaderboard = ['read', 'Leaderboard'] as const;
/** A game's figures by day: organisers and clients, not players. */
const report = ['read', 'Report'] as const;
/**
 * The judge view lists every participant by name with their results: those who see every player
 * (organisers, platform admins: scores/privacy.ts), not the company's read-only clients.
 */
const judge = ['read', 'User'] as const;

const progressParams = z.object({ id: z.uuid(), userId: z.uuid() });

/** Leaderboards, team standings and the organiser's views of a game, read from the maintained scores. */
export async function scoreRoutes(app: FastifyInstance) {
  const { r, read } = areaRoutes(app, { tags: ['scores'], access: { read: leaderboard } }, ops);
  const caller = (request: Parameters<typeof callerOf>[1]) => callerOf(app, request);
  app.addHook('onClose', await listenForBoardChanges(app.database));
  // The routes map the code's game to the API's competition.
  r.get('/game/:id/group', read('standings'), async (request) =>
    wireOfGame(
      await getTeamStandings({ ...caller(request), gameId: request.params.id, range: request.query }),
    ),
  );
  r.get('/game/:id/leaderboard', read('leaderboard'), async (request) =>
    wireOfGame(await getLeaderboard({ ...caller(request), gameId: request.params.id, query: request.query })),
  );
  r.get('/user/competition/group/:id', read('userGames'), async (request) =>
    (
      await listUserGameScores({ ...caller(request), userId: request.params.id, limit: request.query.limit })
    ).map(wireUserGameScore),
  );
  r.get('/game/:id/progress/:userId', read('progress'), (request) =>
    getPlayerProgress({ ...caller(request), gameId: request.params.id, userId: request.params.userId }),
  );
  r.get('/game/:id/participants', read('participants'), (request) =>
    listGameParticipants({ ...caller(request), gameId: request.params.id, query: request.query }),
  );
  r.get('/game/:id/results', read('results'), async (request) =>
    wireOfGame(await getGameResults({ ...caller(request), gameId: request.params.id })),
  );
}

const ops = operations({
  standings: {
    schema: { params: idParams, querystring: ZStandingsQuery, response: { 200: ZTeamStandings, ...errors } },
    summary: "A game's team standings",
    description:
      "Every team of the game ranked by its score: its members' total points, or the average per member when the game ranks teams by average (`teamRanking`). Ties share a rank (1, 2, 2, 4). With `from` and/or `to` (game-local days, inclusive), only points of those days count, each under the player's current team.",
  },
  leaderboard: {
    schema: { params: idParams, querystring: ZLeaderboardQuery, response: { 200: ZLeaderboard, ...errors } },
    summary: "A game's individual leaderboard with the caller's own place",
    description:
      "The first `limit` players by points and the caller's own place with two places either side (`me`). Ties share a rank. A player sees colleagues as the game's rules say: no individual places when it shows teams only, names in full, as initials or not at all, at most the top N; never e-mail addresses. Organisers see everyone; clients see what players see. `from`/`to` restrict to a range of game days.",
  },
  userGames: {
    schema: {
      params: idParams,
      querystring: ZUserGamesQuery,
      response: { 200: ZUserGameScoreList, ...errors },
    },
    summary: "A user's games with their team, points and places",
    description:
      "The games of user `id`, newest first, each with the user's team, points, their rank among the game's players and their team's rank among its teams. Players ask about themselves; organisers and clients about users of their company.",
    refuses: {
      404: 'the user does not exist, belongs to another company, or (for a player) is someone else',
    },
  },
  progress: {
    schema: {
      params: progressParams,
      response: { 200: ZPlayerProgress, ...errors },
    },
    summary: "A player's progress in a game: points by source per round, days logged",
    description:
      "The points of player `userId` in game `id` by source (behaviour logs, quiz answers, KPI actuals) in total (their score on every board), per round (each round's board: a closed round's frozen results) and on days in no round, and the game-local days with at least one counted log. Players ask about themselves; organisers and clients about players of their company.",
    refuses: {
      404: "the game or user is not in the caller's company, the user does not play the game, or (for a player) is someone else",
    },
  },
  participants: {
    access: judge,
    schema: {
      params: idParams,
      querystring: ZParticipantQuery,
      response: { 200: ZParticipantPage, ...errors },
    },
    summary: 'The judge view: every participant of a game',
    description:
      'Every player of the game with team, rank, points, counted logs, pending and flagged logs and when they were last active; searchable by name (`q`), sortable by any column, paged. Read from the maintained scores, so it stays fast with 10,000 players.',
  },
  results: {
    access: report,
    schema: { params: idParams, response: { 200: ZGameResults, ...errors } },
    summary: "A game's daily activity and participation",
    description:
      'Logs and points per game day from the start day through today (or the end day once the game is over), how many players have logged at least once, and who has not started yet (by name, the first 100, to organisers; clients get the count only).',
  },
});
