import { dayIn } from '@rally/contracts/game-lifecycle';
import { POINT_SOURCES, type TPlayerProgress, type TPointsBySource } from '@rally/contracts/progress';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireGame } from '../games/service.ts';
import { scopedUserId } from '../users/reads.ts';
import type { SCORE_SOURCES } from './engine-sources.ts';
import * as q from './progress-queries.ts';

// The contract names every source the engine scores, and no other: a new source joins both.
const sameSources: [(typeof SCORE_SOURCES)[number], (typeof POINT_SOURCES)[number]] extends [
  (typeof POINT_SOURCES)[number],
  (typeof SCORE_SOURCES)[number],
]
  ? true
  : never = true;
void sameSources;

const zero = (): TPointsBySource => ({ behaviour: 0, quiz: 0, kpi: 0, streak: 0, points: 0 });
const add = (into: TPointsBySource, from: TPointsBySource) => {
  for (const s of POINT_SOURCES) into[s] += from[s];
  into.points += from.points;
};

/**
 * `GET /game/{id}/progress/{userId}`: a player's points by source per round and in total, and the
 * days they logged. A player asks about themselves; organisers and clients about players of their
 * company; anyone else, another company's game or someone who does not play the game is 404.
 */
export async function getPlayerProgress(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  userId: string;
  now?: Date;
}): Promise<TPlayerProgress> {
  const { db, scope } = opts;
  const game = await requireGame(db, scope, opts.gameId);
  const userId = await scopedUserId(db, scope, opts.userId);
  if (!userId || (scope.role === 'player' && userId !== scope.userId)) throw notFound('users.notFound');
  const [total, days, rounds, frozen] = await readAll(
    db,
    () => q.findPlayerTotal(db, game.id, userId),
    () => q.playerDays(db, game.id, userId),
    () => q.gameRounds(db, game.id),
    () => q.playerFrozenRounds(db, game.id, userId),
  );
  if (!total) throw notFound('logs.notAPlayer');
  const perRound = rounds.map(({ closedAt: _, ...r }) => ({ ...r, ...zero() }));
  const outsideRounds = zero();
  for (const d of days) {
    // Rounds never overlap: a day is in one round at most.
    add(perRound.find((r) => r.startsOn <= d.day && d.day <= r.endsOn) ?? outsideRounds, d);
  }
  // A closed round's frozen results are its truth (ADR 0014): what its days add up to since (a log
  // removed or approved late) no longer changes it, as on its board. Not in them: nothing then.
  const frozenOf = new Map(frozen.map(({ setTimeId, ...points }) => [setTimeId, points]));
  for (const [i, round] of rounds.entries()) {
    if (round.closedAt) Object.assign(perRound[i] as TPointsBySource, frozenOf.get(round.id) ?? zero());
  }
  return {
    gameId: game.id,
    userId,
    startDate: game.startDate,
    endDate: game.endDate,
    today: dayIn(game.timezone, opts.now),
    total,
    rounds: perRound,
    outsideRounds,
    days: days.filter((d) => d.logs > 0).map((d) => ({ day: d.day, logs: d.logs })),
  };
}
