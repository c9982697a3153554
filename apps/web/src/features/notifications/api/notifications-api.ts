import {
  type TNotification,
  type TNotificationList,
  ZNotificationList,
  type ZUpdateNotificationRequest,
} from '@rally/contracts/notifications';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { useOptimisticCache } from '../../../lib/optimistic-cache.ts';

type TChange = z.output<typeof ZUpdateNotificationRequest>;

/** How often the bell asks for news; it also asks whenever the window gets the focus back. */
const POLL_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
};

export const notificationListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: () =>
      request('/usernotifications', {
        query: { user_id: userId, record_status: 1 },
        schema: ZNotificationList,
      }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    select: newestFirst,
  });

/**
 * The list newest first. One function for every render (an inline one made TanStack Query sort
 * again on each render of the bell), comparing the ISO times as plain strings: `localeCompare`
 * goes through the locale's collation rules, a tenth of the bell's first render on a phone.
 */
function newestFirst({ data, unread }: TNotificationList): TNotificationList {
  return {
    unread,
    data: data.toSorted((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)),
  };
}

/**
 * The bell's list. `first` is what `/auth/me` brought (ADR 0019): until it is known the bell does not
 * ask, and with it the bell asks only when the poll comes round; null (that call failed) asks at once.
 */
export function useNotifications(userId: string, first?: TNotificationList | null) {
  return useQuery({
    ...notificationListQueryOptions(userId),
    enabled: first !== undefined,
    initialData: first ?? undefined,
  });
}

/** The list as it will be after a change, so the bell answers at once instead of after the call. */
function applyChange(list: TNotificationList, id: string | 'all', change: TChange): TNotificationList {
  const touched = (n: TNotification) => id === 'all' || n.id === id;
  const data = list.data
    .map((n) => (touched(n) ? { ...n, ...change } : n))
    .filter((n) => n.record_status === 1);
  return { data, unread: data.filter((n) => !n.read).length };
}

function useOptimisticNotifications<V>(
  userId: string,
  send: (vars: V) => Promise<unknown>,
  change: (vars: V) => [string, TChange],
) {
  const optimistic = useOptimisticCache<TNotificationList, V>(
    notificationKeys.list(userId),
    (before, vars) => before && applyChange(before, ...change(vars)),
  );
  return useMutation({ mutationFn: send, ...optimistic });
}

/** Mark one as read (`{read: true}`) or dismiss it (`{record_status: 0}`). */
export function useUpdateNotification(userId: string) {
  return useOptimisticNotifications(
    userId,
    ({ id, change }: { id: string; change: TChange }) =>
      request(`/usernotifications/${encodeURIComponent(id)}`, { method: 'PUT', body: change }),
    ({ id, change }) => [id, change],
  );
}

export function useMarkAllNotificationsRead(userId: string) {
  return useOptimisticNotifications(
    userId,
    () => request('/usernotifications/read-all', { method: 'POST' }),
    () => ['all', { read: true }],
  );
}
