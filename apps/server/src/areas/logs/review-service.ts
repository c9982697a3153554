import { gameRules } from '@rally/contracts/game-lifecycle';
import type { TReviewItem, TReviewQuery, TReviewRequest } from '@rally/contracts/logs';
import type { Executor } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { listPage } from '../../lib/search.ts';
import { requireGame } from '../games/service.ts';
import { notify } from '../notifications/service.ts';
import { closeRoundsBehind } from '../rounds/closing.ts';
import { applyLogChanges, type LogFacts, type LogState } from '../scores/engine.ts';
import { emitWebhook } from '../webhooks/events.ts';
import * as q from './queries.ts';
import * as rq from './read-queries.ts';
import { stateOf } from './service.ts';
import { listedLog } from './view.ts';

/** `GET /game/{id}/review`: the logs to review (pending, or flagged and not yet decided) and more, with their history. */
export async function listReviewQueue(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  query: TReviewQuery;
}) {
  const { db, query } = opts;
  const game = await requireGame(db, opts.scope, opts.gameId);
  const { rows, total } = await rq.reviewPage(db, game.id, query);
  const decisions = await rq.decisionsOf(
    db,
    rows.map((r) => r.log.id),
  );
  const data = rows.map(
    (r): TReviewItem => ({
      ...listedLog(r),
      userId: r.log.userId,
      playerName: r.fullName,
      flagged: r.log.flagged,
      loggedBy: r.log.loggedBy !== r.log.userId ? r.loggerName : null,
      comment: r.log.comment,
      decisions: decisions
        .filter((d) => d.decision.logId === r.log.id)
        .map((d) => ({
          decision: d.decision.decision,
          reason: d.decision.reason,
          decidedBy: d.decidedBy,
          createdAt: d.decision.createdAt.toISOString(),
        })),
    }),
  );
  return listPage(data, total, query.perPage);
}

/**
 * An approval puts a rejected log back into its day: into its own slot when still free, else the
 * lowest free one; 409 when the player has filled the day since.
 */
async function slotForApproval(tx: Executor, log: q.LogRow, maxPerDay: number) {
  if (log.status !== 'rejected') return log.slot;
  const taken = await q.takenSlots(tx, log, log.id);
  if (!taken.has(log.slot)) return log.slot;
  for (let slot = 1; slot <= maxPerDay; slot++) if (!taken.has(slot)) return slot;
  throw conflict('logs.slotTaken');
}

/**
 * `POST /game/{id}/review`: approves or rejects many logs in one transaction. Every decision is
 * kept with who, when and why; scores follow; a rejected player is told in the app, with the reason.
 */
export async function decideLogs(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  input: TReviewRequest;
}) {
  const { tx, scope, input } = opts;
  const now = new Date();
  const reason = input.reason?.trim() || null;
  if (input.decision === 'reject' && !reason) throw invalid('reason', 'logs.reasonRequired');
  const game = await requireGame(tx, scope, opts.gameId);
  if (!gameRules(game, now).editContent) throw conflict('logs.gameReadOnly');
  const ids = [...new Set(input.logIds)];
  const logs = await q.lockGameLogs(tx, game.id, ids);
  if (logs.length !== ids.length) throw notFound('logs.notFound');
  if (logs.some(({ log }) => log.removedAt)) throw conflict('logs.alreadyRemoved');
  await closeRoundsBehind(
    tx,
    game.id,
    logs.map(({ log }) => log.day),
  );

  const status = input.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  const changes: [LogFacts, LogState, LogState][] = [];
  for (const { log, maxPerDay } of logs) {
    const slot = status === 'approved' ? await slotForApproval(tx, log, maxPerDay) : log.slot;
    await q.updateLog(tx, log.id, {
      status,
      slot,
      reviewedBy: scope.userId,
      reviewedAt: now,
      reviewReason: status === 'rejected' ? reason : null,
    });
    changes.push([log, stateOf(log), { ...stateOf(log), status, reviewed: true }]);
  }
  await q.insertDecisions(
    tx,
    logs.map(({ log }) => ({
      companyId: log.companyId,
      logId: log.id,
      decision: status,
      reason: status === 'rejected' ? reason : null,
      decidedBy: scope.userId,
      createdAt: now,
    })),
  );
  await applyLogChanges(tx, game.id, changes);
  await emitWebhook(
    tx,
    game.companyId,
    status === 'approved' ? 'log.approved' : 'log.rejected',
    logs.map(({ log }) => ({ logId: log.id, gameId: game.id, userId: log.userId, day: log.day, reason })),
  );
  if (status === 'rejected') {
    await notify(
      tx,
      logs
        .filter(({ log }) => log.status !== 'rejected')
        .map(({ log, behaviourName }) => ({
          companyId: log.companyId,
          userId: log.userId,
          type: 'logRejected' as const,
          params: { behaviour: behaviourName, day: log.day, reason: reason ?? '', game: game.name },
          link: '/',
        })),
    );
  }
  return { decided: logs.length };
}
