import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feedComments, feedHiddenItems, feedKudos, users } from '../../db/schema/index.ts';

export type ItemKind = 'log' | 'round';
export type ItemRef = { kind: ItemKind; id: string };

/** Kudos per item, and whether `userId` gave one. */
export function kudosOf(db: Executor, ids: string[], userId: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      itemId: feedKudos.itemId,
      count: count(),
      mine: sql<boolean>`bool_or(${feedKudos.userId} = ${userId})`,
    })
    .from(feedKudos)
    .where(inArray(feedKudos.itemId, ids))
    .groupBy(feedKudos.itemId);
}

/** Comments shown per item (hidden ones only to organisers), and the latest `latest` of each. */
export function commentsOf(db: Executor, ids: string[], opts: { withHidden: boolean; latest: number }) {
  if (ids.length === 0) return Promise.resolve([]);
  const ranked = db
    .select({
      id: feedComments.id,
      itemId: feedComments.itemId,
      userId: feedComments.userId,
      fullName: users.fullName,
      text: feedComments.text,
      createdAt: feedComments.createdAt,
      total: sql<number>`count(*) over (partition by ${feedComments.itemId})::int`.as('total'),
      place:
        sql<number>`row_number() over (partition by ${feedComments.itemId} order by ${feedComments.createdAt} desc, ${feedComments.id} desc)`.as(
          'place',
        ),
    })
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.userId))
    .where(
      and(inArray(feedComments.itemId, ids), opts.withHidden ? undefined : isNull(feedComments.hiddenAt)),
    )
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.place} <= ${opts.latest}`)
    .orderBy(ranked.itemId, ranked.createdAt, ranked.id);
}

/** An item's comments, oldest first. */
export function listComments(db: Executor, item: ItemRef, withHidden: boolean) {
  return db
    .select({
      id: feedComments.id,
      userId: feedComments.userId,
      fullName: users.fullName,
      text: feedComments.text,
      createdAt: feedComments.createdAt,
    })
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.userId))
    .where(
      and(
        eq(feedComments.itemKind, item.kind),
        eq(feedComments.itemId, item.id),
        withHidden ? undefined : isNull(feedComments.hiddenAt),
      ),
    )
    .orderBy(feedComments.createdAt, feedComments.id);
}

export async function hiddenAmong(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ itemId: feedHiddenItems.itemId })
    .from(feedHiddenItems)
    .where(inArray(feedHiddenItems.itemId, ids));
  return new Set(rows.map((r) => r.itemId));
}

export async function isHidden(db: Executor, item: ItemRef) {
  return (await hiddenAmong(db, [item.id])).size > 0;
}

type Owned = { companyId: string; gameId: string };

/** Gives a kudos once: a second one from the same person changes nothing. */
export async function insertKudos(db: Executor, row: Owned & { item: ItemRef; userId: string }) {
  await db
    .insert(feedKudos)
    .values({ ...ownedItem(row), userId: row.userId })
    .onConflictDoNothing({ target: [feedKudos.itemKind, feedKudos.itemId, feedKudos.userId] });
}

export async function deleteKudos(db: Executor, item: ItemRef, userId: string) {
  await db
    .delete(feedKudos)
    .where(
      and(eq(feedKudos.itemKind, item.kind), eq(feedKudos.itemId, item.id), eq(feedKudos.userId, userId)),
    );
}

export async function kudosCount(db: Executor, item: ItemRef, userId: string) {
  const [row] = await kudosOf(db, [item.id], userId);
  return { count: row?.count ?? 0, mine: row?.mine ?? false };
}

export async function insertComment(
  db: Executor,
  row: Owned & { item: ItemRef; userId: string; text: string },
) {
  const [made] = await db
    .insert(feedComments)
    .values({ ...ownedItem(row), userId: row.userId, text: row.text })
    .returning();
  if (!made) throw new Error('comment not stored');
  return made;
}

export async function findComment(db: Executor, gameId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(feedComments)
    .where(and(eq(feedComments.id, commentId), eq(feedComments.gameId, gameId)));
  return row;
}

export async function deleteComment(db: Executor, commentId: string) {
  await db.delete(feedComments).where(eq(feedComments.id, commentId));
}

export async function hideComment(db: Executor, commentId: string, by: string) {
  await db
    .update(feedComments)
    .set({ hiddenAt: new Date(), hiddenBy: by })
    .where(and(eq(feedComments.id, commentId), isNull(feedComments.hiddenAt)));
}

export async function hideItem(db: Executor, row: Owned & { item: ItemRef; by: string }) {
  await db
    .insert(feedHiddenItems)
    .values({ ...ownedItem(row), hiddenBy: row.by })
    .onConflictDoNothing({ target: [feedHiddenItems.itemKind, feedHiddenItems.itemId] });
}

export async function showItem(db: Executor, item: ItemRef) {
  await db
    .delete(feedHiddenItems)
    .where(and(eq(feedHiddenItems.itemKind, item.kind), eq(feedHiddenItems.itemId, item.id)));
}

const ownedItem = (row: Owned & { item: ItemRef }) => ({
  companyId: row.companyId,
  gameId: row.gameId,
  itemKind: row.item.kind,
  itemId: row.item.id,
});
