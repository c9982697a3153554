import { files, gameQuizMedia, media, quizQuestions } from '../../src/db/schema/index.ts';
import { multipart, PNG } from '../multipart.ts';
import { gameFor, organisers, readers } from './games.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** The media library is for organisers: players and clients may not read it (they meet quizzes in games). */
const library = (ok: number): Record<Caller, Outcome> => ({ ...organisers(ok) });

/** A media item of the target's company (its file row only: no call here reads the bytes). */
async function mediaFor(w: World, target: Target) {
  const companyId = w.companyOf(target);
  const [file] = await w.t.db
    .insert(files)
    .values({
      companyId,
      kind: 'media',
      contentType: 'application/pdf',
      size: 10,
      storageKey: w.unique('matrix-media-key').toLowerCase(),
      originalName: 'slides.pdf',
    })
    .returning();
  if (!file) throw new Error('file not inserted');
  const [item] = await w.t.db
    .insert(media)
    .values({ companyId, kind: 'pdf', header: w.unique('Matrix media'), fileId: file.id })
    .returning();
  if (!item) throw new Error('media not inserted');
  return item;
}

async function questionFor(w: World, target: Target) {
  const item = await mediaFor(w, target);
  const [question] = await w.t.db
    .insert(quizQuestions)
    .values({
      companyId: item.companyId,
      mediaId: item.id,
      text: 'Matrix question',
      kind: 'single',
      options: [
        { id: 'a', text: 'Right', correct: true },
        { id: 'b', text: 'Wrong', correct: false },
      ],
      points: 5,
    })
    .returning();
  if (!question) throw new Error('question not inserted');
  return { item, question };
}

const questionBody = {
  text: 'Which?',
  kind: 'single',
  options: [
    { text: 'This', correct: true },
    { text: 'That', correct: false },
  ],
  points: 5,
};

/** Media library and quizzes (ADR 0021). */
export const mediaTable: Table = {
  'GET /api/media/all/pagination/:page': {
    call: () => ({ url: '/api/media/all/pagination/1' }),
    expect: { ...library(200), company_admin: 200 },
  },
  'POST /api/media/upload': {
    call: async (w, _c, target) => {
      const form = await multipart([
        { name: 'companyID', data: w.companyOf(target) },
        { name: 'header', data: 'Matrix upload' },
        { name: 'media', filename: 'dot.png', contentType: 'image/png', data: PNG },
      ]);
      return { url: '/api/media/upload', payload: form.payload, headers: form.headers };
    },
    // A company admin naming another company is refused by field, as an unknown one (decision 0003).
    expect: { ...library(201), company_admin: { own: 201, other: 400 } },
  },
  'POST /api/media': {
    call: async (w, _c, target) => ({
      url: '/api/media',
      payload: {
        mediaID: (await mediaFor(w, target)).id,
        header: 'Renamed',
        description: '',
        scope: 'company',
        lang: 'en',
      },
    }),
    expect: library(200),
  },
  'GET /api/media/:id': {
    call: async (w, _c, target) => ({ url: `/api/media/${(await mediaFor(w, target)).id}` }),
    expect: library(200),
  },
  'DELETE /api/media/:id': {
    call: async (w, _c, target) => ({ url: `/api/media/${(await mediaFor(w, target)).id}` }),
    expect: library(204),
  },
  'GET /api/question/media/:id': {
    call: async (w, _c, target) => ({ url: `/api/question/media/${(await questionFor(w, target)).item.id}` }),
    expect: library(200),
  },
  'POST /api/question/add': {
    call: async (w, _c, target) => ({
      url: '/api/question/add',
      payload: { mediaID: (await mediaFor(w, target)).id, ...questionBody },
    }),
    expect: library(201),
  },
  'POST /api/question/update': {
    call: async (w, _c, target) => ({
      url: '/api/question/update',
      payload: { questionID: (await questionFor(w, target)).question.id, ...questionBody },
    }),
    expect: library(200),
  },
  'POST /api/question/delete': {
    call: async (w, _c, target) => ({
      url: '/api/question/delete',
      payload: { questionID: (await questionFor(w, target)).question.id },
    }),
    expect: library(204),
  },
  'GET /api/competition/:id/quiz-media': {
    call: async (w, _c, target) => ({
      url: `/api/competition/${(await gameFor(w, target)).game.id}/quiz-media`,
    }),
    expect: readers(200),
  },
  'PUT /api/competition/:id/quiz-media': {
    call: async (w, _c, target) => {
      const { game } = await gameFor(w, target);
      return {
        url: `/api/competition/${game.id}/quiz-media`,
        payload: { mediaIds: [(await mediaFor(w, target)).id] },
      };
    },
    expect: organisers(200),
  },
  'GET /api/game/:id/quiz': {
    call: async (w, _c, target) => ({ url: `/api/game/${(await gameFor(w, target)).game.id}/quiz` }),
    expect: readers(200),
  },
  // Only a player of the game answers: organisers reach the game and are told they do not play in it.
  'POST /api/game/:id/quiz/answers': {
    call: async (w, _c, target) => {
      const { game } = await gameFor(w, target, 'active');
      const { question } = await questionFor(w, target);
      await w.t.db
        .insert(gameQuizMedia)
        .values({ companyId: game.companyId, gameId: game.id, mediaId: question.mediaId });
      return {
        url: `/api/game/${game.id}/quiz/answers`,
        payload: { questionID: question.id, optionIds: ['a'] },
      };
    },
    expect: {
      admin: 400,
      company_admin: { own: 400, other: 404 },
      player: { own: 201, other: 404 },
      client: 403,
      anonymous: 401,
    },
  },
};
