/**
 * What other areas read of logs outside a use case of their own (decision 0024): the counted logs
 * a game's feed shows, and the days a player's streaks are made of. The SQL files of this area stay
 * private to it.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { behaviourLogs, teamMembers } from '../../db/schema/index.ts';
import { countedLogDays, gameLogRows } from './read-queries.ts';

/** A log counts in the feed once approved and while not removed. */
const counted = and(eq(behaviourLogs.status, 'approved'), isNull(behaviourLogs.removedAt));

/**
 * A game's counted logs, newest first, after the cursor (`before`, `beforeId`), of one team's players only
 * when `teamId` is given: who, their team, what, and for how many points.
 */
export function countedLogsOfGame(
  db: Executor,
  opts: { gameId: string; limit: number; before?: string; beforeId?: string; teamId?: string },
) {
  const after =
    opts.before === undefined
      ? undefined
      : or(
          lt(behaviourLogs.createdAt, new Date(opts.before)),
          and(
            eq(behaviourLogs.createdAt, new Date(opts.before)),
            opts.beforeId ? lt(behaviourLogs.id, opts.beforeId) : sql`false`,
          ),
        );
  return gameLogRows(
    db,
    and(
      eq(behaviourLogs.gameId, opts.gameId),
      counted,
      after,
      opts.teamId ? eq(teamMembers.teamId, opts.teamId) : undefined,
    ),
  )
    .orderBy(desc(behaviourLogs.createdAt), desc(behaviourLogs.id))
    .limit(opts.limit);
}

/** The player of a counted log of the game, or undefined when there is no such log. */
export async function countedLogPlayer(db: Executor, gameId: string, logId: string) {
  const [row] = await db
    .select({ userId: behaviourLogs.userId })
    .from(behaviourLogs)
    .where(and(eq(behaviourLogs.id, logId), eq(behaviourLogs.gameId, gameId), counted));
  return row?.userId;
}

/** Each (behaviour, day) on which the player has a counted log in the game: approved, not removed. */
export const countedDays = (db: Executor, gameId: string, userId: string) =>
  countedLogDays(db, gameId, userId);
