import { QUESTION_POINTS } from '@rally/contracts/media';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playerScores, quizQuestions, teamScores } from '../src/db/schema/index.ts';
import { caller, MISSING } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import { images } from './media-samples.ts';
import { postMultipart } from './multipart.ts';
import { type PlayGame, scoresBothWays, usePlayGame } from './play-fixtures.ts';

type Question = {
  questionID: string;
  text: string;
  answerCount: number;
  options: { id: string; text: string; correct: boolean }[];
};

describe('quizzes: questions on media, chosen by a game, answered once by players', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  let mediaId: string;
  let single: Question;
  let multiple: Question;
  const org = () => caller(t, g.organiser.headers);

  beforeAll(async () => {
    const res = await postMultipart(t, '/api/media/upload', g.organiser.headers, [
      { name: 'header', data: 'Posture' },
      { name: 'media', data: (await images())['image/png'], filename: 'posture.png' },
    ]);
    mediaId = res.json().mediaID;
  });

  it('adds single and multiple choice questions with options, correct answers and points', async () => {
    const add = (payload: object) => org().post('/question/add', { mediaID: mediaId, ...payload });
    const res1 = await add({
      text: 'Where should the screen be?',
      kind: 'single',
      options: [
        { text: 'At eye level', correct: true },
        { text: 'On the floor', correct: false },
      ],
      points: 10,
    });
    expect(res1.statusCode).toBe(201);
    single = res1.json();
    const res2 = await add({
      text: 'Which help the back?',
      kind: 'multiple',
      options: [
        { text: 'Standing up hourly', correct: true },
        { text: 'A lumbar cushion', correct: true },
        { text: 'Slouching', correct: false },
      ],
      points: 20,
    });
    expect(res2.statusCode).toBe(201);
    multiple = res2.json();

    const none = await add({
      text: 'Q',
      kind: 'multiple',
      options: [
        { text: 'a', correct: false },
        { text: 'b', correct: false },
      ],
    });
    expect(none.json().details[0]).toMatchObject({ path: 'options', messageCode: 'quiz.noCorrectOption' });
    const two = await add({
      text: 'Q',
      kind: 'single',
      options: [
        { text: 'a', correct: true },
        { text: 'b', correct: true },
      ],
    });
    expect(two.json().details[0]).toMatchObject({ path: 'options', messageCode: 'quiz.singleOneCorrect' });
    const one = await add({ text: 'Q', options: [{ text: 'a', correct: true }] });
    expect(one.statusCode).toBe(400);

    const listed = (await org().get(`/question/media/${mediaId}`)).json();
    expect(listed.map((q: Question & { text: string }) => q.text)).toEqual([
      'Where should the screen be?',
      'Which help the back?',
    ]);
    expect(listed[0].options.map((o: { correct: boolean }) => o.correct)).toEqual([true, false]);
    expect((await org().get(`/media/${mediaId}`)).json().questionCount).toBe(2);

    // An edit keeps the ids of options whose text stays.
    const updated = await org().post('/question/update', {
      questionID: single.questionID,
      text: 'Where should the top of the screen be?',
      kind: 'single',
      options: [
        { text: 'At eye level', correct: true },
        { text: 'Far below the eyes', correct: false },
      ],
      points: 10,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().options[0].id).toBe(single.options[0]?.id);
    single = updated.json();
  });

  it("lets a game choose its quiz media (its company's own or global, never another company's)", async () => {
    const set = await org().put(`/competition/${g.game.id}/quiz-media`, { mediaIds: [mediaId] });
    expect(set.statusCode).toBe(200);
    expect(set.json().result.map((m: { mediaID: string }) => m.mediaID)).toEqual([mediaId]);
    expect((await org().get(`/competition/${g.game.id}/quiz-media`)).json().result).toHaveLength(1);

    const stranger = await t.signIn('company_admin');
    const theirs = caller(t, stranger.headers);
    expect((await theirs.get(`/competition/${g.game.id}/quiz-media`)).statusCode).toBe(404);
    expect((await theirs.put(`/competition/${g.game.id}/quiz-media`, { mediaIds: [] })).statusCode).toBe(404);
    expect((await theirs.get(`/question/media/${mediaId}`)).statusCode).toBe(404);
    expect((await theirs.post('/question/delete', { questionID: single.questionID })).statusCode).toBe(404);
    const bad = await org().put(`/competition/${g.game.id}/quiz-media`, { mediaIds: [mediaId, MISSING] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('mediaIds');
  });

  it('never sends a player the correct answers before they answer', async () => {
    const player = await g.player();
    const quiz = await caller(t, player.headers).get(`/game/${g.game.id}/quiz`);
    expect(quiz.statusCode).toBe(200);
    expect(quiz.body).not.toContain('correct');
    expect(quiz.json()).toMatchObject({
      canAnswer: true,
      media: [{ mediaID: mediaId, questions: [{ answer: null }, { answer: null }] }],
    });
  });

  it('scores a correct answer once: a second answer is 409 and changes nothing', async () => {
    const player = await g.player();
    const p = caller(t, player.headers);
    const right = single.options.find((o) => o.correct)?.id ?? '';
    const answer = (body: object) => p.post(`/game/${g.game.id}/quiz/answers`, body);
    const first = await answer({ questionID: single.questionID, optionIds: [right] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ correct: true, points: 10, correctOptionIds: [right] });
    const again = await answer({ questionID: single.questionID, optionIds: [right] });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageCode).toBe('quiz.alreadyAnswered');
    // Two at once: one counts.
    const wrongOnly = multiple.options.filter((o) => !o.correct).map((o) => o.id);
    const both = await Promise.all(
      [1, 2].map(() => answer({ questionID: multiple.questionID, optionIds: wrongOnly })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 201)?.json()).toMatchObject({ correct: false, points: 0 });

    const [score] = await t.db
      .select()
      .from(playerScores)
      .where(and(eq(playerScores.gameId, g.game.id), eq(playerScores.userId, player.user.id)));
    expect(score).toMatchObject({ quizPoints: 10, points: 10 });
    const [team] = await t.db.select().from(teamScores).where(eq(teamScores.teamId, g.teams.red.id));
    expect(team?.points).toBeGreaterThanOrEqual(10);
    const { maintained, recomputed } = await scoresBothWays(t, g.game.id);
    expect(maintained).toEqual(recomputed);

    const board = (await p.get(`/game/${g.game.id}/quiz`)).json();
    expect(board.media[0].questions[0].answer).toMatchObject({
      correct: true,
      points: 10,
      correctOptionIds: [right],
    });
  });

  it('refuses wrong options, other games and non-players, and keeps answered questions', async () => {
    const player = await g.player();
    const p = caller(t, player.headers);
    const answers = `/game/${g.game.id}/quiz/answers`;
    const unknown = await p.post(answers, { questionID: multiple.questionID, optionIds: ['nope'] });
    expect(unknown.json().details[0]).toMatchObject({ path: 'optionIds', messageCode: 'quiz.unknownOption' });
    const two = await p.post(answers, {
      questionID: single.questionID,
      optionIds: single.options.map((o) => o.id),
    });
    expect(two.json().details[0].messageCode).toBe('quiz.chooseOne');
    expect((await p.post(answers, { questionID: MISSING, optionIds: ['x'] })).statusCode).toBe(404);
    const organiser = await org().post(answers, { questionID: single.questionID, optionIds: ['x'] });
    expect(organiser.json().details[0].messageCode).toBe('quiz.notAPlayer');
    const outsider = await t.signIn('player');
    expect((await caller(t, outsider.headers).get(`/game/${g.game.id}/quiz`)).statusCode).toBe(404);

    const del = await org().post('/question/delete', { questionID: single.questionID });
    expect(del.statusCode).toBe(409);
    expect(del.json().messageCode).toBe('quiz.questionAnswered');
    expect((await org().delete(`/media/${mediaId}`)).statusCode).toBe(409);
    // The organiser's list counts the answers that refuse the deletion (one player each answered both).
    const listed = (await org().get(`/question/media/${mediaId}`)).json() as Question[];
    expect(listed.map((question) => [question.text, question.answerCount])).toEqual([
      [single.text, 1],
      [multiple.text, 1],
    ]);
  });

  it('deletes a question nobody answered', async () => {
    const extra = await org().post('/question/add', {
      mediaID: mediaId,
      text: 'Spare?',
      options: [
        { text: 'yes', correct: true },
        { text: 'no', correct: false },
      ],
    });
    expect(extra.json()).toMatchObject({ kind: 'single', points: 10 });
    expect((await org().post('/question/delete', { questionID: extra.json().questionID })).statusCode).toBe(
      204,
    );
    expect((await org().get(`/question/media/${mediaId}`)).json()).toHaveLength(2);
  });

  it('holds a question’s points to one bound in the request and in the database alike', async () => {
    const add = (points: number) =>
      org().post('/question/add', {
        mediaID: mediaId,
        text: `Worth ${points}?`,
        options: [
          { text: 'yes', correct: true },
          { text: 'no', correct: false },
        ],
        points,
      });
    const store = (points: number) =>
      t.db.transaction(async (tx) => {
        await tx.insert(quizQuestions).values({
          companyId: g.companyId,
          mediaId,
          text: `Stored ${points}`,
          kind: 'single',
          options: [],
          points,
        });
        // Rolled back: only whether the database took it matters.
        throw new Error('taken');
      });
    for (const points of [QUESTION_POINTS.min, QUESTION_POINTS.max]) {
      expect((await add(points)).statusCode).toBe(201);
      await expect(store(points)).rejects.toThrow('taken');
    }
    for (const points of [QUESTION_POINTS.min - 1, QUESTION_POINTS.max + 1]) {
      expect((await add(points)).json().details).toEqual([expect.objectContaining({ path: 'points' })]);
      const refused = await store(points).catch((err: Error & { cause?: { constraint?: string } }) => err);
      expect(refused.cause?.constraint).toBe('quiz_questions_points_check');
    }
  });
});
