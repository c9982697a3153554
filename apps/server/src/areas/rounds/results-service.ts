import {
  LEADERBOARD_DEFAULT_LIMIT,
  OWN_PLACE_AROUND,
  type TLeaderboardEntry,
  type TTeamStanding,
} from '@rally/contracts/scores';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireGame } from '../games/service.ts';
import { boardView, rulesOf, seesEveryone } from '../scores/privacy.ts';
import * as scores from '../scores/reads.ts';
import * as q from './queries.ts';
import * as results from './results-queries.ts';
import { listGameRounds, type Round, toRound } from './service.ts';

/**
 * Round boards (`/game/{id}/settimeresults`): a frozen round reads its stored results, an open one
 * the live scores restricted to its days. What a caller sees of other players follows the game's
 * privacy rules exactly as on the game's leaderboard (areas/scores/privacy.ts).
 */

type Game = Awaited<ReturnType<typeof requireGame>>;

/** One round's board: its team standings and the players a viewer may see, frozen or live. */
export type RoundBoard = {
  gameId: string;
  round: Round;
  frozen: boolean;
  frozenAt: string | null;
  teamRanking: 'total' | 'average';
  teams: TTeamStanding[];
  players: number;
  individuals: boolean;
  top: TLeaderboardEntry[];
  me: { rank: number; points: number } | null;
};

type Viewer = { userId: string; everyone: boolean };

function teamsOf(rows: scores.TeamRow[]) {
  return rows;
}

/** The team standings stored when a round closed, or (`setTimeId` null) the game's final ones, best first. */
export const storedTeamStandings = (db: Executor, set: { gameId: string; setTimeId: string | null }) =>
  results.frozenTeams(db, set);

/** The team standings of one round, stored or live. */
async function roundTeams(db: Executor, game: Game, round: q.RoundRow) {
  if (round.closedAt) return storedTeamStandings(db, { gameId: game.id, setTimeId: round.id });
  return scores.gameTeamStandings(db, game, { from: round.startsOn, to: round.endsOn });
}

/** The players of one round: the first `limit` and the viewer's own place, stored or live. */
async function roundPlayers(db: Executor, game: Game, round: q.RoundRow, limit: number, viewer: Viewer) {
  if (round.closedAt) {
    return results.frozenPlayers(db, { gameId: game.id, setTimeId: round.id }, limit, viewer.userId);
  }
  const [board, players] = await readAll(
    db,
    () =>
      scores.windowBoard(db, {
        gameId: game.id,
        range: { from: round.startsOn, to: round.endsOn },
        limit,
        userId: viewer.userId,
        around: OWN_PLACE_AROUND,
      }),
    () => scores.countPlayers(db, game.id),
  );
  return { top: board.top, me: board.around.find((p) => p.userId === viewer.userId) ?? null, players };
}

export async function requireRound(db: Executor, gameId: string, roundId: string) {
  const [round] = await q.findRounds(db, [roundId]);
  if (!round || round.gameId !== gameId) throw notFound('setTimes.notFound');
  return round;
}

/**
 * One round's board as a viewer may see it: organisers (`everyone`) see every player as they
 * are; players, clients and signed-out visitors as the game's rules say, themselves in full.
 */
export async function roundBoard(
  db: Executor,
  game: Game,
  round: q.RoundRow,
  opts: { limit: number; userId: string | null; everyone: boolean; now: Date },
): Promise<RoundBoard> {
  const rules = rulesOf(game);
  const { individuals, limit, entry } = boardView(rules, opts, opts.limit);
  // A visitor is nobody: the nil id matches no player.
  const viewer = { userId: opts.userId ?? NOBODY, everyone: opts.everyone };
  const [teams, board] = await readAll(
    db,
    () => roundTeams(db, game, round),
    () => roundPlayers(db, game, round, limit, viewer),
  );
  const shown = toRound(round, game.timezone, opts.now);
  return {
    gameId: game.id,
    // Who reopened a round is the company's business, not a visitor's.
    round: opts.userId ? shown : { ...shown, reopenedByName: null },
    frozen: round.closedAt !== null,
    frozenAt: round.closedAt?.toISOString() ?? null,
    teamRanking: rules.teamRanking,
    teams: teamsOf(teams),
    players: board.players,
    individuals,
    top: board.top.map(entry),
    me: board.me ? { rank: board.me.rank, points: board.me.points } : null,
  };
}

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** `GET /game/{id}/settimeresults/{setId}?limit=`: one round's board. */
export async function getRoundResults(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  roundId: string;
  limit: number;
  now?: Date;
}): Promise<RoundBoard> {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const round = await requireRound(opts.db, game.id, opts.roundId);
  return roundBoard(opts.db, game, round, {
    limit: opts.limit,
    userId: opts.scope.userId,
    everyone: seesEveryone(opts.scope),
    now: opts.now ?? new Date(),
  });
}

/** `GET /game/{id}/settimeresults`: every round with its team standings. */
export async function getRoundResultsOverview(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  now?: Date;
}) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const now = opts.now ?? new Date();
  const rounds = await q.listRounds(opts.db, game.id);
  const standings = await readAll(opts.db, ...rounds.map((round) => () => roundTeams(opts.db, game, round)));
  return {
    gameId: game.id,
    teamRanking: rulesOf(game).teamRanking,
    rounds: rounds.map((round, i) => ({
      round: toRound(round, game.timezone, now),
      frozen: round.closedAt !== null,
      teams: teamsOf(standings[i] ?? []),
    })),
  };
}

/**
 * `GET /game/{id}/settime`: the rounds, the one running today, and its board, so that a board with
 * a round picker opens in one call (ADR 0019); other rounds' boards are asked for when picked.
 */
export async function getGameRounds(opts: { db: Executor; scope: Scope; gameId: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const rounds = await listGameRounds({ ...opts, now });
  const current = rounds.find((round) => round.status === 'running') ?? null;
  const currentBoard = current
    ? await getRoundResults({ ...opts, now, roundId: current.id, limit: LEADERBOARD_DEFAULT_LIMIT })
    : null;
  return { gameId: opts.gameId, current, rounds, currentBoard };
}
