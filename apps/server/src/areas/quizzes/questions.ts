import type { TQuestion, ZAddQuestionRequest, ZUpdateQuestionRequest } from '@rally/contracts/media';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { QuestionOption } from '../../db/schema/index.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireMedia, requireOwnMedia } from '../media/service.ts';
import * as q from './queries.ts';

type OptionInput = { text: string; correct: boolean };

export const toQuestion = (row: q.QuestionRow, answerCount: number): TQuestion => ({
  questionID: row.id,
  mediaID: row.mediaId,
  text: row.text,
  kind: row.kind,
  options: row.options,
  points: row.points,
  position: row.position,
  answerCount,
});

/** At least one correct option; exactly one for a single-choice question. */
function checkOptions(kind: 'single' | 'multiple', options: OptionInput[]) {
  const correct = options.filter((o) => o.correct).length;
  if (correct === 0) throw invalid('options', 'quiz.noCorrectOption');
  if (kind === 'single' && correct > 1) throw invalid('options', 'quiz.singleOneCorrect');
}

/** Options keep their ids when their text stays, so an answer given earlier still names them. */
function withIds(options: OptionInput[], before: QuestionOption[] = []): QuestionOption[] {
  const free = [...before];
  return options.map((o) => {
    const same = free.findIndex((b) => b.text === o.text);
    const id = same >= 0 ? (free.splice(same, 1)[0]?.id ?? uuidv7()) : uuidv7();
    return { id, text: o.text, correct: o.correct };
  });
}

/** `GET /question/media/{id}`: the questions of a readable item, with their correct answers. */
export async function listMediaQuestions(opts: { db: Db; scope: Scope; id: string }) {
  const row = await requireMedia(opts.db, opts.scope, opts.id);
  const rows = await q.listQuestions(opts.db, [row.media.id]);
  return rows.map((r) => toQuestion(r.question, r.answerCount));
}

/** `POST /question/add` on an item of the caller's company. */
export async function addQuestion(opts: {
  tx: Executor;
  scope: Scope;
  input: z.infer<typeof ZAddQuestionRequest>;
}) {
  const { tx, scope, input } = opts;
  const media = await requireOwnMedia(tx, scope, input.mediaID, { forUpdate: true });
  checkOptions(input.kind, input.options);
  const row = await q.insertQuestion(tx, {
    companyId: media.media.companyId,
    mediaId: media.media.id,
    text: input.text,
    kind: input.kind,
    options: withIds(input.options),
    points: input.points,
    position: await q.nextPosition(tx, media.media.id),
  });
  return toQuestion(row, 0);
}

/** A question of an item the caller may change, or 404/403 as for the item. */
async function ownQuestion(tx: Executor, scope: Scope, id: string) {
  const row = await q.findQuestion(tx, id);
  if (!row) throw notFound('quiz.questionNotFound');
  await requireOwnMedia(tx, scope, row.mediaId, { forUpdate: true }).catch((err: unknown) => {
    // A question of an item the caller cannot read is as unknown as the item.
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw notFound('quiz.questionNotFound');
    throw err;
  });
  return row;
}

/**
 * `POST /question/update`. Answers already given keep the points they scored (stored with each
 * answer), so a change applies to answers from now on.
 */
export async function updateQuestion(opts: {
  tx: Executor;
  scope: Scope;
  input: z.infer<typeof ZUpdateQuestionRequest>;
}) {
  const { tx, scope, input } = opts;
  const row = await ownQuestion(tx, scope, input.questionID);
  checkOptions(input.kind, input.options);
  await q.updateQuestion(tx, row.id, {
    text: input.text,
    kind: input.kind,
    options: withIds(input.options, row.options),
    points: input.points,
  });
  const [updated] = await q
    .listQuestions(tx, [row.mediaId])
    .then((rows) => rows.filter((r) => r.question.id === row.id));
  if (!updated) throw notFound('quiz.questionNotFound');
  return toQuestion(updated.question, updated.answerCount);
}

/** `POST /question/delete`: refused once answered (the points scored keep their reason). */
export async function deleteQuestion(opts: { tx: Executor; scope: Scope; questionId: string }) {
  const row = await ownQuestion(opts.tx, opts.scope, opts.questionId);
  if (await q.questionAnswered(opts.tx, row.id)) throw conflict('quiz.questionAnswered');
  await q.deleteQuestion(opts.tx, row.id);
}
