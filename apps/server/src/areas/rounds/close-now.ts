import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { assertNotArchived, requireGame } from '../games/service.ts';
import { closeRound } from './closing.ts';
import * as q from './queries.ts';
import { requireRoundInScope, toRound } from './service.ts';

/**
 * `POST /settimes/{id}/close`: an organiser freezes a round now instead of at the end of its grace
 * window ("close now"; "freeze again" for a reopened one). Its results are stored as they stand, and
 * every player of the game hears who won as any freeze announces it (`closeRound`, `announce.ts`).
 */
export async function closeRoundNow(opts: { tx: Executor; scope: Scope; id: string; now?: Date }) {
  const { tx } = opts;
  const now = opts.now ?? new Date();
  const row = await requireRoundInScope(tx, opts.scope, opts.id);
  const game = await requireGame(tx, opts.scope, row.gameId, { forUpdate: true });
  assertNotArchived(game);
  const status = toRound(row, game.timezone, now).status;
  if (status === 'upcoming') throw conflict('setTimes.notStarted', { name: row.name });
  if (!(await closeRound(tx, row.id, now, true)))
    throw conflict('setTimes.alreadyFrozen', { name: row.name });

  const [fresh] = await q.findRounds(tx, [row.id]);
  return toRound(fresh ?? row, game.timezone, now);
}
