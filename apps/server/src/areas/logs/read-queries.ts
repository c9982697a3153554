import type { TReviewQuery } from '@rally/contracts/logs';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  behaviourLogs,
  behaviours,
  logDecisions,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { pageWindow, rowsAndTotal } from '../../lib/search.ts';

const logger = alias(users, 'logger');

/** A game's logs with the player, their current team, behaviour and activity; newest first. */
export function gameLogRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      log: behaviourLogs,
      fullName: users.fullName,
      teamId: teams.id,
      teamName: teams.name,
      behaviourName: behaviours.name,
      activityName: activities.name,
      loggerName: logger.fullName,
    })
    .from(behaviourLogs)
    .innerJoin(users, eq(users.id, behaviourLogs.userId))
    .innerJoin(behaviours, eq(behaviours.id, behaviourLogs.behaviourId))
    .innerJoin(activities, eq(activities.id, behaviours.activityId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.gameId, behaviourLogs.gameId), eq(teamMembers.userId, behaviourLogs.userId)),
    )
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(logger, eq(logger.id, behaviourLogs.loggedBy))
    .where(where)
    .$dynamic();
}
export type GameLogRow = Awaited<ReturnType<typeof gameLogRows>>[number];

/** The latest logs of a game that were not removed; a `viewer` (a player) sees approved ones and their own. */
export function latestGameLogs(db: Executor, opts: { gameId: string; limit: number; viewer?: string }) {
  return gameLogRows(
    db,
    and(
      eq(behaviourLogs.gameId, opts.gameId),
      isNull(behaviourLogs.removedAt),
      opts.viewer
        ? or(eq(behaviourLogs.status, 'approved'), eq(behaviourLogs.userId, opts.viewer))
        : undefined,
    ),
  )
    .orderBy(desc(behaviourLogs.createdAt), desc(behaviourLogs.id))
    .limit(opts.limit);
}

function reviewFilter(gameId: string, query: TReviewQuery) {
  const live = isNull(behaviourLogs.removedAt);
  const status = {
    open: and(
      live,
      or(
        eq(behaviourLogs.status, 'pending'),
        and(
          eq(behaviourLogs.flagged, true),
          isNull(behaviourLogs.reviewedAt),
          ne(behaviourLogs.status, 'rejected'),
        ),
      ),
    ),
    pending: and(live, eq(behaviourLogs.status, 'pending')),
    approved: and(live, eq(behaviourLogs.status, 'approved')),
    rejected: and(live, eq(behaviourLogs.status, 'rejected')),
    all: undefined,
  }[query.status];
  return and(
    eq(behaviourLogs.gameId, gameId),
    status,
    query.behaviourId ? eq(behaviourLogs.behaviourId, query.behaviourId) : undefined,
    query.teamId ? eq(teamMembers.teamId, query.teamId) : undefined,
    query.userId ? eq(behaviourLogs.userId, query.userId) : undefined,
    query.flagged ? eq(behaviourLogs.flagged, query.flagged === 'true') : undefined,
  );
}

/** A page of the review queue, oldest first (the longest waiting come first), and how many match. */
export async function reviewPage(db: Executor, gameId: string, query: TReviewQuery) {
  const where = reviewFilter(gameId, query);
  const { limit, offset } = pageWindow(query.page, query.perPage);
  return rowsAndTotal(
    gameLogRows(db, where)
      .orderBy(asc(behaviourLogs.createdAt), asc(behaviourLogs.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(behaviourLogs)
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.gameId, behaviourLogs.gameId), eq(teamMembers.userId, behaviourLogs.userId)),
      )
      .where(where),
  );
}

/** Every decision on these logs, oldest first, with the decider's name. */
export function decisionsOf(db: Executor, logIds: string[]) {
  if (logIds.length === 0) return Promise.resolve([]);
  return db
    .select({ decision: logDecisions, decidedBy: users.fullName })
    .from(logDecisions)
    .leftJoin(users, eq(users.id, logDecisions.decidedBy))
    .where(inArray(logDecisions.logId, logIds))
    .orderBy(asc(logDecisions.createdAt), asc(logDecisions.id));
}

/**
 * The days on which a player's logs of a game count (approved, not removed), once per behaviour
 * and day: what streaks are walked over. `behaviour_logs_user_idx` (user, game, day) finds them.
 */
export function countedLogDays(db: Executor, gameId: string, userId: string) {
  return db
    .selectDistinct({ behaviourId: behaviourLogs.behaviourId, day: behaviourLogs.day })
    .from(behaviourLogs)
    .where(
      and(
        eq(behaviourLogs.userId, userId),
        eq(behaviourLogs.gameId, gameId),
        eq(behaviourLogs.status, 'approved'),
        isNull(behaviourLogs.removedAt),
      ),
    );
}
