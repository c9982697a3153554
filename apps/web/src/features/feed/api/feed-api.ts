import {
  type TFeedItem,
  type TFeedItemKind,
  ZFeedComment,
  ZFeedCommentList,
  ZFeedKudos,
  ZFeedPage,
} from '@rally/contracts/feed';
import { queryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { logKeys } from '../../../lib/play-keys.ts';

export type TFeedScope = 'game' | 'team';
const base = (gameId: string) => `/game/${encodeURIComponent(gameId)}/feed`;
const itemPath = (gameId: string, item: { kind: TFeedItemKind; id: string }) =>
  `${base(gameId)}/${item.kind}/${encodeURIComponent(item.id)}`;

/** `GET /game/{id}/feed`: the game's feed, page by page (newest first). */
export const useFeed = (gameId: string, scope: TFeedScope) =>
  useInfiniteQuery({
    queryKey: logKeys.feed(gameId, scope),
    initialPageParam: null as { before: string; beforeId: string } | null,
    queryFn: ({ pageParam, signal }) =>
      // Ten at a time: the feed is the last card of a phone-sized home.
      request(base(gameId), { query: { scope, limit: 10, ...(pageParam ?? {}) }, schema: ZFeedPage, signal }),
    getNextPageParam: (page) => page.next,
  });

/** `GET .../comments`: every comment of an item, oldest first. */
export const commentsQueryOptions = (gameId: string, item: TFeedItem) =>
  queryOptions({
    queryKey: logKeys.comments(gameId, item.id),
    queryFn: ({ signal }) =>
      request(`${itemPath(gameId, item)}/comments`, { schema: ZFeedCommentList, signal }),
  });

/** The feed and its comments refreshed after a reaction: counts are the server's. */
const useRefreshFeed = (gameId: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...logKeys.game(gameId), 'feed'] });
};

/** `PUT`/`DELETE .../kudos`: gives the caller's kudos, or takes it back. */
export function useKudos(gameId: string) {
  const onSuccess = useRefreshFeed(gameId);
  return useMutation({
    mutationFn: ({ item, give }: { item: TFeedItem; give: boolean }) =>
      request(`${itemPath(gameId, item)}/kudos`, { method: give ? 'PUT' : 'DELETE', schema: ZFeedKudos }),
    onSuccess,
  });
}

/** `POST .../comments`: a short comment on an item. */
export function useAddComment(gameId: string) {
  const onSuccess = useRefreshFeed(gameId);
  return useMutation({
    mutationFn: ({ item, text }: { item: TFeedItem; text: string }) =>
      request(`${itemPath(gameId, item)}/comments`, { method: 'POST', body: { text }, schema: ZFeedComment }),
    onSuccess,
  });
}

/** `DELETE .../comments/{id}`: the author takes their comment back. */
export function useRemoveComment(gameId: string) {
  const onSuccess = useRefreshFeed(gameId);
  return useMutation({
    mutationFn: (commentId: string) =>
      request(`${base(gameId)}/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
    onSuccess,
  });
}

/** `PUT`/`DELETE .../hidden`: an organiser hides an item from players, or shows it again. */
export function useHideItem(gameId: string) {
  const onSuccess = useRefreshFeed(gameId);
  return useMutation({
    mutationFn: ({ item, hide }: { item: TFeedItem; hide: boolean }) =>
      request(`${itemPath(gameId, item)}/hidden`, { method: hide ? 'PUT' : 'DELETE' }),
    onSuccess,
  });
}
