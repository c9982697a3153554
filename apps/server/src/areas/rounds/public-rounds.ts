import { LEADERBOARD_DEFAULT_LIMIT } from '@rally/contracts/scores';
import type { Executor } from '../../db/client.ts';
import { requirePublicGame } from '../public/service.ts';
import * as q from './queries.ts';
import { type RoundBoard, requireRound, roundBoard } from './results-service.ts';
import { type Round, toRound } from './service.ts';

/**
 * Round boards for the public page and leaderboard (the link's holder, signed out): the rounds and
 * one round's board, shown as the game's rules let a stranger see it (no ids of its teams or
 * players; names as the rules say). The game's id is left out by the routes (`wire.ts`).
 */

/** A round board without the ids of the game's teams and players. */
export type StrangersBoard = Omit<RoundBoard, 'teams' | 'top'> & {
  teams: Omit<RoundBoard['teams'][number], 'id'>[];
  top: Omit<RoundBoard['top'][number], 'userId' | 'teamId'>[];
};

async function publicGame(db: Executor, publicId: string) {
  return (await requirePublicGame(db, publicId)).game;
}

/** `GET /public/settimes/{publicId}` */
export async function getPublicRounds(opts: { db: Executor; publicId: string }): Promise<{
  current: Round | null;
  rounds: Round[];
  currentBoard: StrangersBoard | null;
}> {
  const game = await publicGame(opts.db, opts.publicId);
  const now = new Date();
  const rows = await q.listRounds(opts.db, game.id);
  const rounds = rows.map((row) => ({ ...toRound(row, game.timezone, now), reopenedByName: null }));
  const current = rounds.find((r) => r.status === 'running') ?? null;
  const currentRow = rows.find((row) => row.id === current?.id);
  const currentBoard = currentRow
    ? await strangersBoard(opts.db, game, currentRow, LEADERBOARD_DEFAULT_LIMIT)
    : null;
  return { current, rounds, currentBoard: currentBoard && withoutIds(currentBoard) };
}

/** A round board without the ids of the game's teams and players. */
function withoutIds(board: RoundBoard): StrangersBoard {
  const { teams, top, ...rest } = board;
  return {
    ...rest,
    teams: teams.map(({ id: _id, ...team }) => team),
    top: top.map(({ userId: _u, teamId: _t, ...player }) => player),
  };
}

/** One round's board as a stranger may see it (no ids, names as the game's rules say). */
const strangersBoard = (
  db: Executor,
  game: Awaited<ReturnType<typeof publicGame>>,
  round: q.RoundRow,
  limit: number,
) => roundBoard(db, game, round, { limit, userId: null, everyone: false, now: new Date() });

/** `GET /public/settimeresults/{publicId}/{setId}` */
export async function getPublicRoundResults(opts: {
  db: Executor;
  publicId: string;
  roundId: string;
  limit: number;
}): Promise<StrangersBoard> {
  const game = await publicGame(opts.db, opts.publicId);
  const round = await requireRound(opts.db, game.id, opts.roundId);
  return withoutIds(await strangersBoard(opts.db, game, round, opts.limit));
}
