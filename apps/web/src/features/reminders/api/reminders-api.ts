import { type TReminderSettingsUpdate, ZReminderSettings, ZReminderStats } from '@rally/contracts/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

export const reminderKeys = {
  all: ['reminders'] as const,
  mine: () => [...reminderKeys.all, 'mine'] as const,
  stats: (gameId: string) => [...reminderKeys.all, 'stats', gameId] as const,
};

/** The caller's quiet hours and reminder choice per game (ADR 0031). */
export const myRemindersQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.mine(),
    queryFn: () => request('/reminders', { schema: ZReminderSettings }),
  });

export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReminderSettingsUpdate) =>
      request('/reminders', { method: 'PUT', body, schema: ZReminderSettings }),
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.mine(), saved),
  });
}

/** A game's reminder figures, for its organisers. */
export function useReminderStats(gameId: string) {
  return useQuery({
    queryKey: reminderKeys.stats(gameId),
    queryFn: () => request(`/game/${encodeURIComponent(gameId)}/reminders`, { schema: ZReminderStats }),
  });
}
