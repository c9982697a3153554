import { LEADERBOARD_MAX_LIMIT, OWN_PLACE_AROUND } from '@rally/contracts/scores';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { invalid } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireGame } from '../games/service.ts';
import { readBoardTop } from './board-top.ts';
import { boardView, rulesOf, seesEveryone } from './privacy.ts';
import * as q from './queries.ts';

function checkRange(range: q.DayRange) {
  if (range.from && range.to && range.to < range.from) throw invalid('to', 'scores.rangeReversed');
}

/** `GET /game/{id}/group?from=&to=`: every team ranked as the game says (total or average). */
export async function getTeamStandings(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  range: q.DayRange;
}) {
  checkRange(opts.range);
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const ranking = rulesOf(game).teamRanking;
  const rows = await q.teamStandings(opts.db, { gameId: game.id, ranking, range: opts.range });
  return {
    gameId: game.id,
    teamRanking: ranking,
    from: opts.range.from ?? null,
    to: opts.range.to ?? null,
    teams: rows,
  };
}

/**
 * `GET /game/{id}/leaderboard?from=&to=&limit=`: the top places and the caller's own place ± 2.
 * A player sees colleagues as the game's rules say (teams only: no individual places but their
 * own; names full, as initials or none; at most the top N); organisers and clients see all.
 */
export async function getLeaderboard(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  query: q.DayRange & { limit: number };
}) {
  const { db, scope, query } = opts;
  checkRange(query);
  const { game, board, players } = q.isWindow(query)
    ? await windowLeaderboard(db, scope, opts.gameId, query, query.limit)
    : await wholeLeaderboard(db, scope, opts.gameId);
  const viewer = { userId: scope.userId, everyone: seesEveryone(scope) };
  const { individuals, limit, entry } = boardView(rulesOf(game), viewer, query.limit);
  const me = board.around.find((p) => p.userId === scope.userId);
  const around = individuals ? board.around : board.around.filter((p) => p.userId === scope.userId);
  return {
    gameId: game.id,
    from: query.from ?? null,
    to: query.to ?? null,
    players,
    individuals,
    top: board.top.slice(0, limit).map(entry),
    me: me ? { rank: me.rank, points: me.points, around: around.map(entry) } : null,
  };
}

type Board = { top: q.RankedPlayer[]; around: q.RankedPlayer[] };

/**
 * The whole game's board: the top places and the ranks by score (kept in memory, board-top.ts)
 * and the caller's neighbours (always read fresh). They are read while the game is checked, not
 * after, to save a round trip on the most read call: nothing of them is answered unless the check
 * passed.
 */
async function wholeLeaderboard(db: Executor, scope: Scope, gameId: string) {
  const [game, tops, ring] = await readAll(
    db,
    () => requireGame(db, scope, gameId),
    () => readBoardTop(db, gameId, LEADERBOARD_MAX_LIMIT),
    () => q.neighbours(db, gameId, scope.userId, OWN_PLACE_AROUND),
  );
  const around = ring.map((p) => ({ ...p, rank: tops.rankOf(p.points) }));
  return { game, board: { top: tops.top, around } satisfies Board, players: tops.players };
}

async function windowLeaderboard(
  db: Executor,
  scope: Scope,
  gameId: string,
  range: q.DayRange,
  limit: number,
) {
  const game = await requireGame(db, scope, gameId);
  const [board, players] = await readAll(
    db,
    () =>
      q.windowBoard(db, {
        gameId: game.id,
        range,
        limit,
        userId: scope.userId,
        around: OWN_PLACE_AROUND,
      }),
    () => q.countPlayers(db, game.id),
  );
  return { game, board: board satisfies Board, players };
}
