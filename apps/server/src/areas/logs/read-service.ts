import { gameRules } from '@rally/contracts/game-lifecycle';
import { loggableDays, type TChecklist, type TGameLog, type TUserLog } from '@rally/contracts/logs';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { behaviourLogs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isOrganiser, type Scope } from '../../lib/scope.ts';
import { gameVisibility } from '../games/reads.ts';
import { requireGame } from '../games/service.ts';
import { inFinalGrace } from '../rounds/late-logs.ts';
import { rulesOf, seesEveryone, shownName, showsIndividuals } from '../scores/privacy.ts';
import { playerTeamId } from '../teams/reads.ts';
import { scopedUserId } from '../users/reads.ts';
import { dayRefusal } from './days.ts';
import * as q from './queries.ts';
import * as rq from './read-queries.ts';
import { listedLog, playerOf, toLog } from './view.ts';

/**
 * `GET /game/{id}/performedtasks?limit=`: the game's latest logs. Organisers see them all; a
 * player or client sees approved logs and their own, colleagues named as the game's rules allow and
 * identified (`userId`) only when the rules name them in full.
 */
export async function listGameLogs(opts: { db: Executor; scope: Scope; gameId: string; limit: number }) {
  const { db, scope } = opts;
  const game = await requireGame(db, scope, opts.gameId);
  const everyone = seesEveryone(scope);
  const rules = rulesOf(game);
  const rows = await rq.latestGameLogs(db, {
    gameId: game.id,
    limit: opts.limit,
    ...(everyone ? {} : { viewer: scope.userId }),
  });
  return rows.map((r): TGameLog => {
    const own = r.log.userId === scope.userId;
    const name = everyone || own ? r.fullName : showsIndividuals(rules) ? shownName(r.fullName, rules) : null;
    return {
      ...listedLog(r),
      // The id links a log to the teams list, which names players in full: only with a full name.
      userId: everyone || own || (name !== null && rules.leaderboardNames === 'full') ? r.log.userId : null,
      name,
      loggedBy: (everyone || own) && r.log.loggedBy !== r.log.userId ? r.loggerName : null,
    };
  });
}

/**
 * `GET /user/task/performedtasks/{id}?limit=`: a user's latest logs in the games the caller sees.
 * The user themself, or an organiser of their company; to anyone else the user does not exist.
 */
export async function listUserLogs(opts: {
  db: Executor;
  scope: Scope;
  userId: string;
  limit: number;
}): Promise<TUserLog[]> {
  const { db, scope } = opts;
  const self = opts.userId === scope.userId;
  if (!self && !(isOrganiser(scope) && (await scopedUserId(db, scope, opts.userId)))) {
    throw notFound('users.notFound');
  }
  const now = new Date();
  const views = await q.logViews(
    db,
    and(eq(behaviourLogs.userId, opts.userId), isNull(behaviourLogs.removedAt), gameVisibility(scope)),
    opts.limit,
  );
  return views.map((v) => ({ ...toLog(v, scope, now), gameName: v.game.name }));
}

/**
 * `GET /game/{id}/checklist?day=`: the player's day: every behaviour of the game by activity, how
 * often each still counts, and their logs of it. An organiser may name a player (`userId`).
 */
export async function getChecklist(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  query: { day?: string | undefined; userId?: string | undefined };
  now?: Date;
}): Promise<TChecklist> {
  const { db, scope, query } = opts;
  const now = opts.now ?? new Date();
  const game = await requireGame(db, scope, opts.gameId);
  const userId = playerOf(scope, query.userId);
  if (!(await playerTeamId(db, game.id, userId))) throw notFound('logs.notAPlayer');
  const days = loggableDays(game, now);
  const day = query.day ?? days.today;
  const [behaviours, logs] = await readAll(
    db,
    () => q.gameBehaviours(db, game.id),
    () => q.dayLogs(db, { gameId: game.id, userId, day }),
  );
  const activities = new Map<string, TChecklist['activities'][number]>();
  for (const { activity, behaviour } of behaviours) {
    const own = logs.filter((l) => l.log.behaviourId === behaviour.id).reverse();
    const holding = own.filter((l) => l.log.status !== 'rejected').length;
    const entry = activities.get(activity.id) ?? { id: activity.id, name: activity.name, behaviours: [] };
    entry.behaviours.push({
      id: behaviour.id,
      name: behaviour.name,
      description: behaviour.description,
      points: behaviour.points,
      maxPerDay: behaviour.maxPerDay,
      remaining: Math.max(0, behaviour.maxPerDay - holding),
      requiresApproval: behaviour.requiresApproval,
      logs: own.map((l) => toLog(l, scope, now)),
    });
    activities.set(activity.id, entry);
  }
  const sum = (status: string) =>
    logs.filter((l) => l.log.status === status).reduce((s, l) => s + l.log.points, 0);
  return {
    gameId: game.id,
    userId,
    day,
    ...days,
    canLog:
      (gameRules(game, now).playersLog || inFinalGrace(game, now)) &&
      dayRefusal(game, day, now) === undefined,
    points: sum('approved'),
    pendingPoints: sum('pending'),
    activities: [...activities.values()],
  };
}
