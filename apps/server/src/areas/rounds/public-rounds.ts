import { LEADERBOARD_DEFAULT_LIMIT } from '@rally/contracts/scores';
import type {
  TPublicSetTime,
  TPublicSetTimeResults,
  TPublicSetTimes,
  TSetTime,
  TSetTimeResults,
} from '@rally/contracts/set-times';
import type { Executor } from '../../db/client.ts';
import { requirePublicGame } from '../public/service.ts';
import * as q from './queries.ts';
import { requireRound, roundBoard } from './results-service.ts';
import { toRound } from './service.ts';

/**
 * Round boards for the public page and leaderboard (the link's holder, signed out): the rounds and
 * one round's board, shown as the game's rules let a stranger see it (no ids of the game, its teams
 * or players; names as the rules say).
 */

async function publicGame(db: Executor, publicId: string) {
  return (await requirePublicGame(db, publicId)).game;
}

/** `GET /public/settimes/{publicId}` */
export async function getPublicRounds(opts: { db: Executor; publicId: string }): Promise<TPublicSetTimes> {
  const game = await publicGame(opts.db, opts.publicId);
  const now = new Date();
  const rows = await q.listRounds(opts.db, game.id);
  const rounds = rows.map((row) => ({ ...toRound(row, game.timezone, now), reopenedByName: null }));
  const current = rounds.find((r) => r.status === 'running') ?? null;
  const currentRow = rows.find((row) => row.id === current?.id);
  const currentBoard = currentRow
    ? await strangersBoard(opts.db, game, currentRow, LEADERBOARD_DEFAULT_LIMIT)
    : null;
  return {
    current: current && publicRound(current),
    settimes: rounds.map(publicRound),
    currentBoard: currentBoard && publicBoard(currentBoard),
  };
}

/** A round without its game's id. */
const publicRound = ({ competitionId: _, ...round }: TSetTime): TPublicSetTime => round;

/** A round board without the ids of the game, its teams and players. */
function publicBoard(board: TSetTimeResults): TPublicSetTimeResults {
  const { competitionId: _, setTime, teams, top, ...rest } = board;
  return {
    ...rest,
    setTime: publicRound(setTime),
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
  setTimeId: string;
  limit: number;
}): Promise<TPublicSetTimeResults> {
  const game = await publicGame(opts.db, opts.publicId);
  const round = await requireRound(opts.db, game.id, opts.setTimeId);
  return publicBoard(await strangersBoard(opts.db, game, round, opts.limit));
}
