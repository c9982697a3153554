import {
  ZAddQuestionRequest,
  ZAnswerQuestionRequest,
  ZDeleteQuestionRequest,
  ZGameQuizMedia,
  ZPlayerQuiz,
  ZQuestion,
  ZQuestionList,
  ZQuizAnswer,
  ZSetGameQuizMediaRequest,
  ZUpdateQuestionRequest,
} from '@rally/contracts/media';
import type { FastifyInstance } from 'fastify';
import {
  created,
  EXAMPLE_IDS,
  idParams,
  writeAsCaller,
  writeErrors,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { getGameQuizMedia, setGameQuizMedia } from './game-media.ts';
import { answerQuestion, getPlayerQuiz } from './play.ts';
import { addQuestion, deleteQuestion, listMediaQuestions, updateQuestion } from './questions.ts';

export async function quizRoutes(app: FastifyInstance) {
  const access = { read: ['read', 'Media'], write: ['manage', 'Media'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['quizzes'], access }, ops);
  r.get('/question/media/:id', read('list'), handle.byId(listMediaQuestions));
  r.post('/question/add', write('add'), handle.create(addQuestion));
  r.post('/question/update', write('update'), handle.update(updateQuestion));
  r.post('/question/delete', write('remove'), handle.remove(deleteQuestion, { questionId: 'questionID' }));
  r.get('/competition/:id/quiz-media', read('gameMedia'), handle.byId(getGameQuizMedia));
  r.put('/competition/:id/quiz-media', write('setGameMedia'), handle.updateById(setGameQuizMedia));
  r.get('/game/:id/quiz', read('play'), handle.byId(getPlayerQuiz));
  r.post('/game/:id/quiz/answers', write('answer'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, (ctx) =>
        answerQuestion({ ...ctx, gameId: request.params.id, input: request.body }),
      ),
    ),
  );
}

const question = {
  text: 'Which stretch relieves the neck?',
  kind: 'single' as const,
  options: [
    { text: 'Chin tucks', correct: true },
    { text: 'Holding the breath', correct: false },
  ],
  points: 10,
};

const ops = operations({
  list: {
    schema: { params: idParams, response: { 200: ZQuestionList } },
    summary: 'List the questions on a media item',
    description:
      'The quiz questions on a media item the caller may read, in order, with options, correct answers and points.',
  },
  add: {
    schema: { body: ZAddQuestionRequest, response: { 201: ZQuestion, ...writeErrors } },
    summary: 'Add a quiz question to a media item',
    description:
      'A single-choice (exactly one correct option) or multiple-choice question (at least one) with 2 to 8 options and the points a correct answer scores.',
    refuses: { 403: "the item is another company's global item (read-only)" },
    example: { mediaID: EXAMPLE_IDS.activity, ...question },
  },
  update: {
    schema: { body: ZUpdateQuestionRequest, response: { 200: ZQuestion, ...writeErrors } },
    summary: 'Change a quiz question',
    description:
      'Replaces text, kind, options and points. Answers already given keep the points they scored; an option whose text stays keeps its id.',
    refuses: { 403: "the item is another company's global item (read-only)" },
    example: { questionID: EXAMPLE_IDS.behaviour, ...question },
  },
  remove: {
    schema: { body: ZDeleteQuestionRequest, response: { 204: ZNoContent, ...writeErrors } },
    summary: 'Delete a quiz question',
    description: 'Deletes a question nobody has answered yet.',
    refuses: {
      403: "the item is another company's global item (read-only)",
      409: 'a player has answered it (their points would lose their reason)',
    },
    example: { questionID: EXAMPLE_IDS.behaviour },
  },
  gameMedia: {
    schema: { params: idParams, response: { 200: ZGameQuizMedia } },
    summary: "List a game's quiz media",
    description: "The media items whose questions the game's players answer, in order.",
    access: gameContent.read,
  },
  setGameMedia: {
    schema: {
      params: idParams,
      body: ZSetGameQuizMediaRequest,
      response: { 200: ZGameQuizMedia, ...writeErrors },
    },
    summary: "Choose a game's quiz media",
    description:
      "Replaces the game's quiz media with these items (its company's own or global), in this order. Answers already given stay, with their points.",
    refuses: { 409: gameLocked },
    access: gameContent.write,
    example: { mediaIds: [EXAMPLE_IDS.activity] },
  },
  play: {
    schema: { params: idParams, response: { 200: ZPlayerQuiz } },
    summary: 'Get the quiz of a game for the caller',
    description:
      "The game's quiz media with their questions and the caller's answers. The correct options of a question come only with the caller's own answer to it; `canAnswer` says whether the caller plays in the game and it is running.",
    access: ['read', 'Game'],
  },
  answer: {
    schema: {
      params: idParams,
      body: ZAnswerQuestionRequest,
      response: { 201: ZQuizAnswer, ...writeErrors },
    },
    summary: 'Answer a quiz question',
    description:
      "The caller answers a question of the game's quiz, once. A correct answer (exactly the correct options) scores the question's points for the player, their team and the leaderboards; the answer comes back with the correct options.",
    refuses: {
      400: 'a field is not valid, the caller does not play in this game, or an option is not one of the question',
      409: 'the caller already answered this question, the game is not running, or the day is frozen',
    },
    access: ['create', 'Log'],
    example: { questionID: EXAMPLE_IDS.behaviour, optionIds: ['0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0d'] },
  },
});
