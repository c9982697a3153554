import type { TBadgeKind } from '@rally/contracts/badges';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { executeRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  activities,
  behaviours,
  gameBadges,
  gameQuizMedia,
  kpis,
  media,
  playerBadges,
  playerScores,
  setTimes,
  users,
} from '../../db/schema/index.ts';

export type GameBadgeRow = typeof gameBadges.$inferSelect;

/** The field of a rule's parameters naming something of the game, and where its name is. */
const SUBJECTS: Partial<
  Record<
    TBadgeKind,
    { field: string; name: (db: Executor, gameId: string, id: string) => Promise<string | undefined> }
  >
> = {
  behaviourLogs: {
    field: 'behaviourId',
    name: (db, g, id) => nameOf(db, behaviours, g, id),
  },
  wholeActivity: { field: 'activityId', name: (db, g, id) => nameOf(db, activities, g, id) },
  kpiTarget: { field: 'kpiId', name: (db, g, id) => nameOf(db, kpis, g, id) },
  roundTop: { field: 'setTimeId', name: (db, g, id) => nameOf(db, setTimes, g, id) },
  teamWinsRound: { field: 'setTimeId', name: (db, g, id) => nameOf(db, setTimes, g, id) },
  perfectQuiz: {
    field: 'mediaId',
    name: async (db, gameId, id) => {
      const [row] = await db
        .select({ name: media.header })
        .from(gameQuizMedia)
        .innerJoin(media, eq(media.id, gameQuizMedia.mediaId))
        .where(and(eq(gameQuizMedia.gameId, gameId), eq(gameQuizMedia.mediaId, id)));
      return row?.name;
    },
  },
};

async function nameOf(
  db: Executor,
  table: typeof behaviours | typeof activities | typeof kpis | typeof setTimes,
  gameId: string,
  id: string,
) {
  const [row] = await executeRows<{ name: string }>(
    db,
    sql`select name from ${table} where id = ${id}::uuid and game_id = ${gameId}::uuid`,
  );
  return row?.name;
}

/**
 * What a rule is about, named, when it is of this game: `undefined` when the rule names something
 * that is not (the caller refuses it, naming `field`), `null` when the rule names nothing.
 */
export async function subjectOf(
  db: Executor,
  gameId: string,
  kind: TBadgeKind,
  params: Record<string, unknown>,
) {
  const subject = SUBJECTS[kind];
  const id = subject ? params[subject.field] : undefined;
  if (!subject || typeof id !== 'string') return { field: null, name: null };
  return { field: subject.field, name: (await subject.name(db, gameId, id)) ?? undefined };
}

export function listGameBadges(db: Executor, gameId: string) {
  return db
    .select({
      badge: gameBadges,
      // Qualified by hand: in a one-table select Drizzle names columns without their table.
      holders: sql<number>`(select count(*) from player_badges pb where pb.game_badge_id = game_badges.id
        and pb.revoked_at is null)::int`,
    })
    .from(gameBadges)
    .where(eq(gameBadges.gameId, gameId))
    .orderBy(gameBadges.createdAt, gameBadges.id);
}

export async function findGameBadge(db: Executor, companyId: string | null, id: string) {
  const [row] = await db
    .select()
    .from(gameBadges)
    .where(and(eq(gameBadges.id, id), companyId ? eq(gameBadges.companyId, companyId) : undefined));
  return row;
}

/** A player's badges in a game as they stand (held or taken back). */
export function playerBadgeRows(db: Executor, gameId: string, userId: string) {
  return db
    .select()
    .from(playerBadges)
    .where(and(eq(playerBadges.gameId, gameId), eq(playerBadges.userId, userId)));
}

/** Whether the user plays in the game; `lock` holds their score row, as the score engine does. */
export async function isPlayerOfGame(db: Executor, gameId: string, userId: string, lock = false) {
  const query = db
    .select({ userId: playerScores.userId })
    .from(playerScores)
    .where(and(eq(playerScores.gameId, gameId), eq(playerScores.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row !== undefined;
}

export async function playersOfGame(db: Executor, gameId: string) {
  const rows = await db
    .select({ userId: playerScores.userId })
    .from(playerScores)
    .where(eq(playerScores.gameId, gameId))
    .orderBy(playerScores.userId);
  return rows.map((r) => r.userId);
}

/** Who holds a badge now, latest first, at most `limit`, with how many in all. */
export async function badgeHolders(db: Executor, badgeId: string, limit: number) {
  const held = and(eq(playerBadges.gameBadgeId, badgeId), isNull(playerBadges.revokedAt));
  const [rows, [total]] = await readAll(
    db,
    () =>
      db
        .select({
          userId: playerBadges.userId,
          name: users.fullName,
          awardedAt: playerBadges.awardedAt,
          reason: playerBadges.reason,
        })
        .from(playerBadges)
        .innerJoin(users, eq(users.id, playerBadges.userId))
        .where(held)
        .orderBy(desc(playerBadges.awardedAt), playerBadges.userId)
        .limit(limit),
    () => db.select({ n: sql<number>`count(*)::int` }).from(playerBadges).where(held),
  );
  return { rows, total: total?.n ?? 0 };
}
