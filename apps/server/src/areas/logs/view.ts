import { dayIn, gameRules, type TGameDates } from '@rally/contracts/game-lifecycle';
import type { TLog } from '@rally/contracts/logs';
import type { TMessageCode } from '@rally/contracts/messages';
import { notFound } from '../../lib/errors.ts';
import { isOrganiser, type Scope } from '../../lib/scope.ts';
import type { LogRow, LogView } from './queries.ts';

/**
 * Whose logs a call is about: the caller's, or the player an organiser names. Only organisers act
 * for someone else; to anyone else another person reads as unknown.
 */
export function playerOf(scope: Scope, named: string | undefined) {
  const userId = named ?? scope.userId;
  if (userId !== scope.userId && !isOrganiser(scope)) throw notFound('users.notFound');
  return userId;
}

/**
 * Why the caller may not remove a log now, or undefined when they may. Organisers remove any log
 * until the game is finished. A player undoes only a log they made themselves, on the game-local
 * day they made it, while the game runs, and not once it was rejected (a decided rejection stands).
 */
export function removalRefusal(
  scope: Scope,
  log: LogRow,
  game: TGameDates,
  now: Date,
): TMessageCode | undefined {
  if (log.removedAt) return 'logs.alreadyRemoved';
  if (isOrganiser(scope)) return gameRules(game, now).editContent ? undefined : 'logs.gameReadOnly';
  if (log.loggedBy !== scope.userId) return 'logs.undoOwnOnly';
  if (log.status === 'rejected') return 'logs.alreadyRejected';
  const sameDay = dayIn(game.timezone, log.createdAt) === dayIn(game.timezone, now);
  if (!sameDay || !gameRules(game, now).playersLog) return 'logs.undoSameDayOnly';
  return undefined;
}

/** A log as its player and organisers read it. */
export function toLog(view: LogView, scope: Scope, now: Date): TLog {
  const { log, game } = view;
  return {
    id: log.id,
    gameId: log.gameId,
    userId: log.userId,
    behaviourId: log.behaviourId,
    behaviourName: view.behaviourName,
    activityId: view.activityId,
    activityName: view.activityName,
    day: log.day,
    slot: log.slot,
    points: log.points,
    status: log.status,
    flagged: log.flagged,
    rejectionReason: log.status === 'rejected' ? log.reviewReason : null,
    comment: log.comment,
    onBehalf: log.loggedBy !== log.userId,
    canUndo: removalRefusal(scope, log, game, now) === undefined,
    createdAt: log.createdAt.toISOString(),
  };
}

/** A row of a log list (the game's latest logs, the review queue): the log with its team and behaviour. */
type ListedRow = {
  log: Pick<LogRow, 'id' | 'behaviourId' | 'day' | 'points' | 'status' | 'createdAt'>;
  teamId: string | null;
  teamName: string | null;
  behaviourName: string;
  activityName: string;
};

/** What every list of logs shows of one: its team, behaviour, day, points and status. */
export const listedLog = (r: ListedRow) => ({
  id: r.log.id,
  teamId: r.teamId,
  teamName: r.teamName,
  behaviourId: r.log.behaviourId,
  behaviourName: r.behaviourName,
  activityName: r.activityName,
  day: r.log.day,
  points: r.log.points,
  status: r.log.status,
  createdAt: r.log.createdAt.toISOString(),
});
