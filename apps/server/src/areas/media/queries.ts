import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files, media, quizAnswers, quizQuestions } from '../../db/schema/index.ts';
import { ownOrGlobal, readableOwnOrGlobal, type Scope } from '../../lib/scope.ts';
import { contains, rowsAndTotal } from '../../lib/search.ts';

/** A global item keeps the company that uploaded it; its `scope` says it is in the global library. */
const isGlobal = () => eq(media.scope, 'global');

/**
 * What the caller may read: their company's items and the global library (a platform admin every
 * item). Global items are read-only to other companies (`requireOwnMedia`).
 */
export const mediaReadable = (scope: Scope) => readableOwnOrGlobal(scope, media.companyId, isGlobal());

/** The items a company's game may put in its quiz: the company's own and the global ones. */
export const mediaUsableBy = (companyId: string) => ownOrGlobal(media.companyId, companyId, isGlobal());

const questionCount = sql<number>`(select count(*)::int from ${quizQuestions} where ${quizQuestions.mediaId} = ${media.id})`;

const columns = {
  media,
  contentType: files.contentType,
  size: files.size,
  originalName: files.originalName,
  questionCount,
};
export type MediaRow = {
  media: typeof media.$inferSelect;
  contentType: string;
  size: number;
  originalName: string;
  questionCount: number;
};

export async function listMedia(
  db: Executor,
  opts: { where: SQL | undefined; kind?: string; q?: string; limit: number; offset: number },
) {
  const where = and(
    opts.where,
    opts.kind ? eq(media.kind, opts.kind as 'image') : undefined,
    opts.q ? or(contains(media.header, opts.q), contains(media.description, opts.q)) : undefined,
  );
  const { rows, total } = await rowsAndTotal(
    db
      .select(columns)
      .from(media)
      .innerJoin(files, eq(files.id, media.fileId))
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(media).where(where),
  );
  return { rows, count: total };
}

export async function findMedia(
  db: Executor,
  where: SQL | undefined,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(columns)
    .from(media)
    .innerJoin(files, eq(files.id, media.fileId))
    .where(and(eq(media.id, id), where));
  const [row] = opts.forUpdate ? await query.for('update', { of: media }) : await query;
  return row;
}

export async function findMediaByIds(db: Executor, where: SQL | undefined, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(media)
    .innerJoin(files, eq(files.id, media.fileId))
    .where(and(inArray(media.id, ids), where));
}

export async function insertMedia(db: Executor, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('media not recorded');
  return row;
}

export async function updateMedia(db: Executor, id: string, values: Partial<typeof media.$inferInsert>) {
  await db.update(media).set(values).where(eq(media.id, id));
}

export async function mediaHasAnswers(db: Executor, mediaId: string) {
  const [row] = await db
    .select({ id: quizAnswers.id })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(eq(quizQuestions.mediaId, mediaId))
    .limit(1);
  return row !== undefined;
}

/** Deletes the item's file rows (the item and its questions go with them); returns the storage keys to discard. */
export async function deleteMediaFiles(db: Executor, row: typeof media.$inferSelect) {
  const ids = [row.fileId, ...(row.thumbnailFileId ? [row.thumbnailFileId] : [])];
  const gone = await db
    .delete(files)
    .where(inArray(files.id, ids))
    .returning({ storageKey: files.storageKey });
  return gone.map((g) => g.storageKey);
}
