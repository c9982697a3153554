import {
  type TMediaKind,
  type TPlayerQuiz,
  type ZAddQuestionRequest,
  type ZAnswerQuestionRequest,
  ZGameQuizMedia,
  ZMedia,
  ZMediaPage,
  ZPlayerQuiz,
  ZQuestion,
  ZQuestionList,
  ZQuizAnswer,
  type ZSaveMediaRequest,
  type ZUpdateQuestionRequest,
} from '@rally/contracts/media';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request, uploadRequest } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/game-keys.ts';
import { KEEP_OFFLINE } from '../../../lib/offline-cache.ts';

export const mediaKeys = {
  all: ['media'] as const,
  page: (page: number, kind: TMediaKind | undefined, q: string) =>
    [...mediaKeys.all, 'page', page, kind ?? '', q] as const,
  item: (id: string) => [...mediaKeys.all, 'item', id] as const,
  questions: (id: string) => [...mediaKeys.all, 'questions', id] as const,
  game: (gameId: string) => [...mediaKeys.all, 'game', gameId] as const,
  /** A player's quiz of a game: refreshed with the game's scores. */
  play: (gameId: string) => ['quiz', gameId] as const,
};

const enc = encodeURIComponent;

export const mediaPageQueryOptions = (page: number, kind: TMediaKind | undefined, q: string) =>
  queryOptions({
    queryKey: mediaKeys.page(page, kind, q),
    queryFn: () =>
      request(`/media/all/pagination/${page}`, { query: { kind, q: q || undefined }, schema: ZMediaPage }),
    placeholderData: keepPreviousData,
  });

export const useMediaPage = (page: number, kind: TMediaKind | undefined, q: string) =>
  useQuery(mediaPageQueryOptions(page, kind, q));

export const mediaItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.item(id),
    queryFn: () => request(`/media/${enc(id)}`, { schema: ZMedia }),
  });

/** One item; asks nothing without an id (the upload screen shares its page with the details screen). */
export const useMediaItem = (id: string | undefined) =>
  useQuery({ ...mediaItemQueryOptions(id ?? ''), enabled: Boolean(id) });

export type TUploadMedia = {
  file: File;
  header: string;
  description: string;
  scope: 'company' | 'global';
  lang: string;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
};

/** `POST /media/upload`: the form's fields first, then the file, as the spec names them. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal, ...fields }: TUploadMedia) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('media', file);
      return uploadRequest('/media/upload', body, { schema: ZMedia, onProgress, signal });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useSaveMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZSaveMediaRequest>) =>
      request('/media', { method: 'POST', body, schema: ZMedia }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`/media/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.invalidateQueries({
        queryKey: mediaKeys.all,
        // The deleted item's own queries would only answer 404 while its screen is left.
        predicate: (query) => !query.queryKey.includes(id),
      }),
  });
}

export const questionsQueryOptions = (mediaId: string) =>
  queryOptions({
    queryKey: mediaKeys.questions(mediaId),
    queryFn: () => request(`/question/media/${enc(mediaId)}`, { schema: ZQuestionList }),
  });

export const useQuestions = (mediaId: string) => useQuery(questionsQueryOptions(mediaId));

export function useSaveQuestion(mediaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body: Omit<z.input<typeof ZAddQuestionRequest>, 'mediaID'> &
        Partial<Pick<z.input<typeof ZUpdateQuestionRequest>, 'questionID'>>,
    ) =>
      body.questionID
        ? request('/question/update', { method: 'POST', body, schema: ZQuestion })
        : request('/question/add', {
            method: 'POST',
            body: { ...body, mediaID: mediaId },
            schema: ZQuestion,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionID: string) => request('/question/delete', { method: 'POST', body: { questionID } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export const gameQuizMediaQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: mediaKeys.game(gameId),
    queryFn: () => request(`/competition/${enc(gameId)}/quiz-media`, { schema: ZGameQuizMedia }),
  });

export const useGameQuizMedia = (gameId: string) => useQuery(gameQuizMediaQueryOptions(gameId));

export function useSetGameQuizMedia(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaIds: string[]) =>
      request(`/competition/${enc(gameId)}/quiz-media`, {
        method: 'PUT',
        body: { mediaIds },
        schema: ZGameQuizMedia,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(mediaKeys.game(gameId), answer);
      // The game's set-up advice names a game without a quiz.
      return queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    },
  });
}

export const playerQuizQueryOptions = (gameId: string) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: mediaKeys.play(gameId),
    queryFn: () => request(`/game/${enc(gameId)}/quiz`, { schema: ZPlayerQuiz }),
  });

export const usePlayerQuiz = (gameId: string) => useQuery(playerQuizQueryOptions(gameId));

export function useAnswerQuestion(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZAnswerQuestionRequest>) =>
      request(`/game/${enc(gameId)}/quiz/answers`, { method: 'POST', body, schema: ZQuizAnswer }),
    // The answer shows at once (the result replaces the form), then the quiz is read again.
    onSuccess: ({ questionID, ...answer }) =>
      queryClient.setQueryData<TPlayerQuiz>(
        mediaKeys.play(gameId),
        (quiz) =>
          quiz && {
            ...quiz,
            media: quiz.media.map((m) => ({
              ...m,
              questions: m.questions.map((q) => (q.questionID === questionID ? { ...q, answer } : q)),
            })),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.play(gameId) }),
  });
}
