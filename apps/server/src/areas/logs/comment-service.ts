import type { TLog, TLogCommentRequest } from '@rally/contracts/logs';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { behaviourLogs } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import * as q from './queries.ts';
import { toLog } from './view.ts';

/**
 * `PUT /performedtasks/{id}/comment`: a player's note for the organiser on their own log while it
 * awaits approval (what they did, where to see it); the review queue shows it. Plain text: stored as
 * sent (trimmed), shown as text. An empty note takes it back. Once decided, the note stays as it was.
 */
export async function setLogComment(opts: {
  tx: Executor;
  scope: Scope;
  logId: string;
  input: TLogCommentRequest;
  now?: Date;
}): Promise<TLog> {
  const { tx, scope } = opts;
  const found = await q.findLogForUpdate(tx, scope, opts.logId);
  // The note is the player's own: to anyone else the log reads as unknown, as another company's does.
  if (!found || found.log.userId !== scope.userId) throw notFound('logs.notFound');
  const { log } = found;
  if (log.removedAt) throw conflict('logs.alreadyRemoved');
  if (log.status !== 'pending') throw conflict('logs.commentOnlyPending');
  await q.updateLog(tx, log.id, { comment: opts.input.comment || null });
  const [view] = await q.logViews(tx, eq(behaviourLogs.id, log.id), 1);
  if (!view) throw notFound('logs.notFound');
  return toLog(view, scope, opts.now ?? new Date());
}
