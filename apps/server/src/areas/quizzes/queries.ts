import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameQuizMedia, quizAnswers, quizQuestions } from '../../db/schema/index.ts';

export type QuestionRow = typeof quizQuestions.$inferSelect;

// Spelled with the tables' names: in a select from one table Drizzle leaves columns unqualified, and
// an unqualified "id" here would be the answer's own id (every question then counted 0 answers).
const answerCount = sql<number>`(select count(*)::int from ${quizAnswers} answer
  where answer.question_id = ${quizQuestions}.id)`;

export function listQuestions(db: Executor, mediaIds: string[]) {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db
    .select({ question: quizQuestions, answerCount })
    .from(quizQuestions)
    .where(inArray(quizQuestions.mediaId, mediaIds))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
}

export async function findQuestion(db: Executor, id: string) {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
  return row;
}

export async function nextPosition(db: Executor, mediaId: string) {
  const [row] = await db.select({ n: count() }).from(quizQuestions).where(eq(quizQuestions.mediaId, mediaId));
  return row?.n ?? 0;
}

export async function insertQuestion(db: Executor, values: typeof quizQuestions.$inferInsert) {
  const [row] = await db.insert(quizQuestions).values(values).returning();
  if (!row) throw new Error('question not recorded');
  return row;
}

export async function updateQuestion(
  db: Executor,
  id: string,
  values: Partial<typeof quizQuestions.$inferInsert>,
) {
  await db.update(quizQuestions).set(values).where(eq(quizQuestions.id, id));
}

export async function deleteQuestion(db: Executor, id: string) {
  await db.delete(quizQuestions).where(eq(quizQuestions.id, id));
}

export async function questionAnswered(db: Executor, id: string) {
  const [row] = await db
    .select({ id: quizAnswers.id })
    .from(quizAnswers)
    .where(eq(quizAnswers.questionId, id))
    .limit(1);
  return row !== undefined;
}

export async function gameMediaIds(db: Executor, gameId: string) {
  const rows = await db
    .select({ mediaId: gameQuizMedia.mediaId })
    .from(gameQuizMedia)
    .where(eq(gameQuizMedia.gameId, gameId))
    .orderBy(asc(gameQuizMedia.position));
  return rows.map((r) => r.mediaId);
}

export async function replaceGameMedia(
  db: Executor,
  opts: { companyId: string; gameId: string; mediaIds: string[] },
) {
  await db.delete(gameQuizMedia).where(eq(gameQuizMedia.gameId, opts.gameId));
  if (opts.mediaIds.length === 0) return;
  await db.insert(gameQuizMedia).values(
    opts.mediaIds.map((mediaId, position) => ({
      companyId: opts.companyId,
      gameId: opts.gameId,
      mediaId,
      position,
    })),
  );
}

export function playerAnswers(db: Executor, gameId: string, userId: string) {
  return db
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.gameId, gameId), eq(quizAnswers.userId, userId)));
}

/** Inserts the answer unless the player already answered the question in this game (then undefined). */
export async function insertAnswer(db: Executor, values: typeof quizAnswers.$inferInsert) {
  const [row] = await db
    .insert(quizAnswers)
    .values(values)
    .onConflictDoNothing({ target: [quizAnswers.gameId, quizAnswers.userId, quizAnswers.questionId] })
    .returning();
  return row;
}
