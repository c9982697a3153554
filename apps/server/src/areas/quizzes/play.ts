import { dayIn, gameRules } from '@rally/contracts/game-lifecycle';
import type { TPlayerQuiz, TQuizAnswer } from '@rally/contracts/media';
import type { Db, Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import type { quizAnswers } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { fileUrl } from '../files/service.ts';
import { requireGame } from '../games/service.ts';
import { findMediaItems } from '../media/service.ts';
import { assertDayNotClosed } from '../rounds/late-logs.ts';
import { applyQuizAnswer } from '../scores/engine.ts';
import { playerTeamId } from '../teams/reads.ts';
import * as q from './queries.ts';

type Answer = typeof quizAnswers.$inferSelect;

const correctIds = (question: q.QuestionRow) => question.options.filter((o) => o.correct).map((o) => o.id);

const toAnswer = (answer: Answer, question: q.QuestionRow): TQuizAnswer => ({
  questionID: question.id,
  optionIds: answer.optionIds,
  correct: answer.correct,
  points: answer.points,
  correctOptionIds: correctIds(question),
});

/**
 * `GET /game/{id}/quiz`: the game's quiz as the caller plays it. A question's correct options are
 * sent only with the caller's own answer to it: before they answer, the options carry no flag.
 */
export async function getPlayerQuiz(opts: {
  db: Db;
  scope: Scope;
  id: string;
  now?: Date;
}): Promise<TPlayerQuiz> {
  const { db, scope } = opts;
  const game = await requireGame(db, scope, opts.id);
  const ids = await q.gameMediaIds(db, game.id);
  const [items, questions, answers, membership] = await readAll(
    db,
    () => findMediaItems(db, ids),
    () => q.listQuestions(db, ids),
    () => q.playerAnswers(db, game.id, scope.userId),
    () => playerTeamId(db, game.id, scope.userId),
  );
  const answerOf = new Map(answers.map((a) => [a.questionId, a]));
  const byId = new Map(items.map((i) => [i.media.id, i]));
  const media = ids.flatMap((id) => {
    const item = byId.get(id)?.media;
    if (!item) return [];
    const own = questions.filter((r) => r.question.mediaId === id).map((r) => r.question);
    if (own.length === 0) return [];
    return [
      {
        mediaID: item.id,
        header: item.header,
        description: item.description,
        kind: item.kind,
        fileUrl: fileUrl(item.fileId),
        thumbnailUrl: item.thumbnailFileId ? fileUrl(item.thumbnailFileId) : null,
        questions: own.map((question) => {
          const answer = answerOf.get(question.id);
          return {
            questionID: question.id,
            text: question.text,
            kind: question.kind,
            options: question.options.map((o) => ({ id: o.id, text: o.text })),
            points: question.points,
            answer: answer ? toAnswer(answer, question) : null,
          };
        }),
      },
    ];
  });
  const canAnswer = membership !== undefined && gameRules(game, opts.now ?? new Date()).playersLog;
  return { media, canAnswer };
}

/**
 * `POST /game/{id}/quiz/answers`: the caller answers a question of the game's quiz, once. A correct
 * answer (exactly the correct options) scores the question's points through the score engine, in
 * this transaction, like a log: the player's, their team's and the day's totals change and the
 * leaderboards hear of it. A second answer is refused (409) by the unique index, scoring nothing.
 */
export async function answerQuestion(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  input: { questionID: string; optionIds: string[] };
  now?: Date;
}): Promise<TQuizAnswer> {
  const { tx, scope, input } = opts;
  const now = opts.now ?? new Date();
  const game = await requireGame(tx, scope, opts.gameId);
  if (!(await playerTeamId(tx, game.id, scope.userId))) throw invalid('gameId', 'quiz.notAPlayer');
  if (!gameRules(game, now).playersLog) throw conflict('quiz.gameNotRunning');
  const question = await q.findQuestion(tx, input.questionID);
  const inGame = question && (await q.gameMediaIds(tx, game.id)).includes(question.mediaId);
  if (!question || !inGame) throw notFound('quiz.questionNotFound');
  const chosen = [...new Set(input.optionIds)];
  const known = new Set(question.options.map((o) => o.id));
  if (chosen.some((id) => !known.has(id))) throw invalid('optionIds', 'quiz.unknownOption');
  if (question.kind === 'single' && chosen.length !== 1) throw invalid('optionIds', 'quiz.chooseOne');
  const right = correctIds(question);
  const correct = chosen.length === right.length && right.every((id) => chosen.includes(id));
  const day = dayIn(game.timezone, now);
  await assertDayNotClosed(tx, game.id, day);
  const answer = await q.insertAnswer(tx, {
    companyId: game.companyId,
    gameId: game.id,
    userId: scope.userId,
    questionId: question.id,
    optionIds: chosen,
    correct,
    points: correct ? question.points : 0,
    day,
    createdAt: now,
  });
  if (!answer) throw conflict('quiz.alreadyAnswered');
  await applyQuizAnswer(tx, game.id, { userId: scope.userId, day, points: answer.points });
  return toAnswer(answer, question);
}
