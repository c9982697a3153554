import { and, asc, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  behaviourLogs,
  behaviours,
  games,
  logDecisions,
  teamMembers,
} from '../../db/schema/index.ts';
import type { Scope } from '../../lib/scope.ts';
import { gameVisibility } from '../games/reads.ts';
import { closedRoundOf } from '../rounds/late-logs.ts';

export type LogRow = typeof behaviourLogs.$inferSelect;

/** A log that still holds its slot: not removed, not rejected (the partial unique key's condition). */
export const holdsSlot = and(isNull(behaviourLogs.removedAt), ne(behaviourLogs.status, 'rejected'));

/**
 * A behaviour of the game, with its activity's name (what the new log is answered with) and the
 * team of `userId` in the game (null when they do not play in it) and the closed round `day` falls
 * in (null: none): one round trip when logging.
 */
export async function findBehaviour(
  db: Executor,
  key: { gameId: string; behaviourId: string; userId: string; day: string },
) {
  const { gameId, behaviourId, userId, day } = key;
  const [row] = await db
    .select({
      behaviour: behaviours,
      activityName: activities.name,
      teamId: sql<string | null>`(select ${teamMembers.teamId} from ${teamMembers}
        where ${teamMembers.gameId} = ${gameId} and ${teamMembers.userId} = ${userId})`,
      closedRound: closedRoundOf(gameId, day),
    })
    .from(behaviours)
    .innerJoin(activities, eq(activities.id, behaviours.activityId))
    .where(and(eq(behaviours.id, behaviourId), eq(behaviours.gameId, gameId)));
  return row;
}

type PlayerDay = { gameId: string; userId: string; day: string };
/** The logs of one player's day in a game, every behaviour (the (user, game, day) index). */
const ofPlayerDay = (k: PlayerDay) =>
  and(eq(behaviourLogs.gameId, k.gameId), eq(behaviourLogs.userId, k.userId), eq(behaviourLogs.day, k.day));

type SlotKey = PlayerDay & { behaviourId: string };
const ofSlot = (k: SlotKey) => and(ofPlayerDay(k), eq(behaviourLogs.behaviourId, k.behaviourId), holdsSlot);

/** The slots of a behaviour's day already held (optionally not counting one log). */
export async function takenSlots(db: Executor, key: SlotKey, except?: string) {
  const rows = await db
    .select({ slot: behaviourLogs.slot })
    .from(behaviourLogs)
    .where(and(ofSlot(key), except ? ne(behaviourLogs.id, except) : undefined));
  return new Set(rows.map((r) => r.slot));
}

/**
 * Takes a slot, or returns undefined when it is held: the partial unique key decides, so of two
 * racing logs exactly one gets it (the other waits for the first to commit, then finds it taken).
 */
export async function insertLog(db: Executor, values: typeof behaviourLogs.$inferInsert) {
  const [row] = await db.insert(behaviourLogs).values(values).onConflictDoNothing().returning();
  return row;
}

/** A log the caller may act on, locked: in a game they see, and for a player only their own. */
export async function findLogForUpdate(db: Executor, scope: Scope, logId: string) {
  const [row] = await db
    .select({ log: behaviourLogs, game: games })
    .from(behaviourLogs)
    .innerJoin(games, eq(games.id, behaviourLogs.gameId))
    .where(
      and(
        eq(behaviourLogs.id, logId),
        gameVisibility(scope),
        scope.role === 'player' ? eq(behaviourLogs.userId, scope.userId) : undefined,
      ),
    )
    .for('update', { of: behaviourLogs });
  return row;
}

/** Logs of a game, locked in id order (every bulk writer locks in the same order). */
export function lockGameLogs(db: Executor, gameId: string, ids: string[]) {
  return db
    .select({ log: behaviourLogs, behaviourName: behaviours.name, maxPerDay: behaviours.maxPerDay })
    .from(behaviourLogs)
    .innerJoin(behaviours, eq(behaviours.id, behaviourLogs.behaviourId))
    .where(and(eq(behaviourLogs.gameId, gameId), inArray(behaviourLogs.id, ids)))
    .orderBy(asc(behaviourLogs.id))
    .for('update', { of: behaviourLogs });
}

export async function updateLog(db: Executor, id: string, values: Partial<LogRow>) {
  await db.update(behaviourLogs).set(values).where(eq(behaviourLogs.id, id));
}

export async function insertDecisions(db: Executor, rows: (typeof logDecisions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(logDecisions).values(rows);
}

/** Logs with what a person reads about them (behaviour, activity, game), newest first. */
export function logViews(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select({
      log: behaviourLogs,
      behaviourName: behaviours.name,
      activityId: activities.id,
      activityName: activities.name,
      game: games,
    })
    .from(behaviourLogs)
    .innerJoin(behaviours, eq(behaviours.id, behaviourLogs.behaviourId))
    .innerJoin(activities, eq(activities.id, behaviours.activityId))
    .innerJoin(games, eq(games.id, behaviourLogs.gameId))
    .where(where)
    .orderBy(desc(behaviourLogs.createdAt), desc(behaviourLogs.id))
    .limit(limit);
}
export type LogView = Awaited<ReturnType<typeof logViews>>[number];

/**
 * The player's points per day that would count (pending included) on `day` and on up to `before`
 * active days before it, newest first: one statement on the (user, game, day) index.
 */
export async function dayPoints(
  db: Executor,
  opts: { gameId: string; userId: string; day: string; before: number },
) {
  const rows = await db
    .select({ day: behaviourLogs.day, points: sql<number>`sum(${behaviourLogs.points})::int` })
    .from(behaviourLogs)
    .where(
      and(
        eq(behaviourLogs.gameId, opts.gameId),
        eq(behaviourLogs.userId, opts.userId),
        holdsSlot,
        lte(behaviourLogs.day, opts.day),
      ),
    )
    .groupBy(behaviourLogs.day)
    .orderBy(desc(behaviourLogs.day))
    .limit(opts.before + 1);
  const today = rows[0]?.day === opts.day ? rows[0].points : 0;
  const history = rows.filter((r) => r.day !== opts.day).slice(0, opts.before);
  return { points: today, history: history.map((h) => h.points) };
}

/** Flags the player's live logs of a day not flagged yet; returns them as they were. */
export function flagDay(db: Executor, opts: PlayerDay) {
  return db
    .update(behaviourLogs)
    .set({ flagged: true })
    .where(and(ofPlayerDay(opts), eq(behaviourLogs.flagged, false), holdsSlot))
    .returning();
}

/** Every log of a player on a day, removed ones left out, newest first: the day's checklist. */
export const dayLogs = (db: Executor, opts: PlayerDay) =>
  logViews(db, and(ofPlayerDay(opts), isNull(behaviourLogs.removedAt)), 1000);

/** A game's behaviours grouped by activity, in their order. */
export function gameBehaviours(db: Executor, gameId: string) {
  return db
    .select({ activity: activities, behaviour: behaviours })
    .from(behaviours)
    .innerJoin(activities, eq(activities.id, behaviours.activityId))
    .where(eq(behaviours.gameId, gameId))
    .orderBy(
      asc(activities.position),
      asc(activities.createdAt),
      asc(behaviours.position),
      asc(behaviours.createdAt),
    );
}
