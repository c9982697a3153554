import type { GAME_STATUSES } from '@rally/contracts/games';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { activationProblems, canTransition } from './lifecycle.ts';
import { findGameWithCounts, updateGame } from './queries.ts';
import { gameDetail, requireGame } from './service.ts';

type Status = (typeof GAME_STATUSES)[number];

/**
 * `POST /competitions/{id}/status`: the lifecycle's steps (DESIGN section 3). Activation answers
 * every missing piece at once, so the organiser fixes them in one pass.
 */
export async function changeGameStatus(opts: { tx: Executor; scope: Scope; id: string; status: Status }) {
  const { tx, status } = opts;
  const game = await requireGame(tx, opts.scope, opts.id, { forUpdate: true });
  if (game.status === status) throw conflict(`This game is already ${status}.`);
  if (!canTransition(game.status, status))
    throw conflict(`A game that is ${game.status} cannot become ${status}.`);
  if (status === 'active') {
    const [counts] = await findGameWithCounts(tx, game.id);
    if (!counts) throw notFound('Game');
    const problems = activationProblems(game, counts);
    if (problems.length > 0) {
      throw new AppError(
        'CONFLICT',
        'This game cannot be activated yet.',
        problems.map(({ path, message }) => ({ path, message })),
      );
    }
  }
  if (status === 'draft' && game.startEmailSentAt) {
    throw conflict(
      'The start e-mail was sent: players were told the game is on, so it cannot go back to draft.',
    );
  }
  await updateGame(tx, game.id, { status });
  return gameDetail(tx, game.id);
}
