import { canTransition, type TGameStatus } from '@rally/contracts/game-lifecycle';
import type { TMessageCode } from '@rally/contracts/messages';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { activationProblems } from './lifecycle.ts';
import { announceGameFinished, announceGameStarted } from './notices.ts';
import { findCompanyGame, findGameWithCounts, updateGame } from './queries.ts';
import { gameDetail, requireGame } from './service.ts';

// One code per status: a status named in a sentence would stay English in a translation.
const ALREADY: Record<TGameStatus, TMessageCode> = {
  draft: 'games.alreadyDraft',
  active: 'games.alreadyActive',
  finished: 'games.alreadyFinished',
  archived: 'games.alreadyArchived',
};
const CANNOT_BECOME: Record<TGameStatus, TMessageCode> = {
  draft: 'games.cannotBecomeDraft',
  active: 'games.cannotBecomeActive',
  finished: 'games.cannotBecomeFinished',
  archived: 'games.cannotBecomeArchived',
};

/**
 * `POST /competitions/{id}/status`: the lifecycle's steps (DESIGN section 3). Activation answers
 * every missing piece at once, so the organiser fixes them in one pass.
 */
export async function changeGameStatus(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  status: TGameStatus;
}) {
  const game = await requireGame(opts.tx, opts.scope, opts.id);
  return setGameStatus({ tx: opts.tx, companyId: game.companyId, gameId: game.id, status: opts.status });
}

/**
 * The lifecycle step itself, on a game named by its company and id (404 when the company has no
 * such game): for the request path above and for system work (onboarding's confirmation).
 */
export async function setGameStatus(opts: {
  tx: Executor;
  companyId: string;
  gameId: string;
  status: TGameStatus;
}) {
  const { tx, status } = opts;
  const game = await findCompanyGame(tx, opts.companyId, opts.gameId, { forUpdate: true });
  if (!game) throw notFound('games.notFound');
  if (game.status === status) throw conflict(ALREADY[status]);
  if (!canTransition(game.status, status)) throw conflict(CANNOT_BECOME[status]);
  if (status === 'active') {
    const [counts] = await findGameWithCounts(tx, game.id);
    if (!counts) throw notFound('games.notFound');
    const problems = activationProblems(game, counts);
    if (problems.length > 0) {
      throw new AppError(
        'CONFLICT',
        'games.notReadyToActivate',
        undefined,
        problems.map(({ path, messageCode }) => ({ path, messageCode })),
      );
    }
  }
  if (status === 'draft' && game.startEmailSentAt) {
    throw conflict('games.startEmailSentNoDraft');
  }
  await updateGame(tx, game.id, { status });
  // Players hear in the app when their game starts (activated on or after its start day) or ends.
  if (status === 'active') await announceGameStarted(tx, game.id);
  if (status === 'finished') await announceGameFinished(tx, game.id);
  return gameDetail(tx, game.id);
}
