import type { TCreateLogRequest, TLog } from '@rally/contracts/logs';
import type { Executor } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireGame } from '../games/service.ts';
import { closeRoundsBehind } from '../rounds/closing.ts';
import { assertNotClosed } from '../rounds/late-logs.ts';
import { applyLogChanges, type LogState } from '../scores/engine.ts';
import { playerTeamId } from '../teams/reads.ts';
import { emitWebhook } from '../webhooks/events.ts';
import { assertRunning, checkLogDay } from './days.ts';
import { flagOutlierDay } from './fairness.ts';
import * as q from './queries.ts';
import { playerOf, removalRefusal, toLog } from './view.ts';

/** A log's state as the score engine reads it. */
export const stateOf = (log: q.LogRow): LogState => ({
  status: log.status,
  removed: log.removedAt !== null,
  flagged: log.flagged,
  reviewed: log.reviewedAt !== null,
});

/**
 * `POST /game/{id}/performedtasks`: logs a behaviour for the caller, or (organisers) for a player
 * of the game on their behalf. Every rule of DESIGN section 3: the game runs, the day is allowed,
 * and the behaviour still counts that day: it takes the lowest free slot of 1..maxPerDay, and when
 * none is free (or a concurrent log took the last) answers 409 having stored nothing.
 */
export async function createLog(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  input: TCreateLogRequest;
  now?: Date;
}): Promise<TLog> {
  const { tx, scope, input } = opts;
  const now = opts.now ?? new Date();
  const game = await requireGame(tx, scope, opts.gameId);
  const userId = playerOf(scope, input.userId);
  assertRunning(game, now);
  const day = checkLogDay(game, input.day, now);
  const found = await q.findBehaviour(tx, { gameId: game.id, behaviourId: input.behaviourId, userId, day });
  // The player's team comes with the behaviour; without one, "not a player" is still refused first.
  const teamId = found ? found.teamId : await playerTeamId(tx, game.id, userId);
  if (!teamId) throw invalid('userId', 'logs.notAPlayer');
  if (!found) throw invalid('behaviourId', 'logs.behaviourNotInGame');
  const { behaviour, activityName } = found;
  assertNotClosed(found.closedRound);

  const key = { gameId: game.id, userId, behaviourId: behaviour.id, day };
  // The lowest free slot, tried in order without reading the held ones first: usually the first
  // insert succeeds (one statement); a held slot refuses at once, a racing one once its log commits.
  let log: q.LogRow | undefined;
  for (let slot = 1; slot <= behaviour.maxPerDay && !log; slot++) {
    log = await q.insertLog(tx, {
      ...key,
      companyId: game.companyId,
      teamId,
      slot,
      points: behaviour.points,
      status: behaviour.requiresApproval ? 'pending' : 'approved',
      loggedBy: scope.userId,
      // Set here, not by the database, so "last active" (from this value) and the log agree to the millisecond.
      createdAt: now,
    });
  }
  if (!log) {
    throw conflict('logs.dailyLimitReached', { behaviour: behaviour.name, maxPerDay: behaviour.maxPerDay });
  }
  await applyLogChanges(tx, game.id, [[log, null, stateOf(log)]]);
  const flagged = await flagOutlierDay(tx, key);
  await emitWebhook(tx, game.companyId, 'log.created', {
    logId: log.id,
    gameId: game.id,
    userId,
    behaviourId: behaviour.id,
    day,
    points: log.points,
    status: log.status,
  });
  // Answered from what this transaction already holds, not read again.
  const view = { behaviourName: behaviour.name, activityId: behaviour.activityId, activityName, game };
  return toLog({ ...view, log: flagged.has(log.id) ? { ...log, flagged: true } : log }, scope, now);
}

/**
 * `DELETE /performedtasks/{id}`: a player undoes their own log (same game-local day), an organiser
 * removes any log on the player's behalf. Nothing is deleted: the log is marked removed, with who,
 * and the removal is kept among its decisions.
 */
export async function removeLog(opts: { tx: Executor; scope: Scope; logId: string; now?: Date }) {
  const { tx, scope } = opts;
  const now = opts.now ?? new Date();
  const found = await q.findLogForUpdate(tx, scope, opts.logId);
  if (!found) throw notFound('logs.notFound');
  const { log, game } = found;
  const refusal = removalRefusal(scope, log, game, now);
  if (refusal) throw conflict(refusal);
  await closeRoundsBehind(tx, game.id, [log.day]);
  await q.updateLog(tx, log.id, { removedAt: now, removedBy: scope.userId });
  await q.insertDecisions(tx, [
    { companyId: log.companyId, logId: log.id, decision: 'removed', decidedBy: scope.userId, createdAt: now },
  ]);
  await applyLogChanges(tx, game.id, [[log, stateOf(log), { ...stateOf(log), removed: true }]]);
}
