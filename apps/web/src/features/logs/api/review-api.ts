import { type TReviewQuery, type TReviewRequest, ZReviewPage, ZReviewResponse } from '@rally/contracts/logs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { logKeys } from '../../../lib/play-keys.ts';
import { tablePageQueryOptions } from '../../../lib/table-page-query.ts';
import { useInvalidatePlay } from './game-logs-api.ts';

const reviewPath = (gameId: string) => `/game/${encodeURIComponent(gameId)}/review`;

/** `GET /game/{id}/review`: a page of the logs to review, oldest first. */
export const reviewQueryOptions = (gameId: string, query: TReviewQuery) =>
  tablePageQueryOptions(logKeys.review(gameId, query), reviewPath(gameId), query, ZReviewPage);

export const useReviewQueue = (gameId: string, query: TReviewQuery) =>
  useQuery(reviewQueryOptions(gameId, query));

/** `POST /game/{id}/review`: approve or reject many logs at once (a rejection with its reason). */
export function useDecideLogs(gameId: string) {
  const onSuccess = useInvalidatePlay(gameId);
  return useMutation({
    mutationFn: (body: TReviewRequest) =>
      request(reviewPath(gameId), { method: 'POST', body, schema: ZReviewResponse }),
    onSuccess,
  });
}
