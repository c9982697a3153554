import { type TReminderSettingsUpdate, ZReminderSettings, ZReminderStats } from '@rally/contracts/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { refreshMailStops } from '../../../lib/mail-stops.ts';

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
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.mine(), saved);
      // A save may lift the stop of reminder mails (ADR 0031): the mail kinds card reads it again.
      void refreshMailStops(queryClient);
    },
  });
}

/**
 * Sends reminder mails again (lifts the `reminders` stop of ADR 0032) without saving the form:
 * the saved quiet hours go back as they are, and no game is named, so every game keeps its choice.
 */
export function useResumeReminderMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: Pick<TReminderSettingsUpdate, 'quietFrom' | 'quietTo'>) =>
      request('/reminders', {
        method: 'PUT',
        body: { quietFrom: saved.quietFrom, quietTo: saved.quietTo, games: [], mailStopped: false },
        schema: ZReminderSettings,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.mine(), saved);
      void refreshMailStops(queryClient);
    },
  });
}

/** A game's reminder figures, for its organisers. */
export function useReminderStats(gameId: string) {
  return useQuery({
    queryKey: reminderKeys.stats(gameId),
    queryFn: () => request(`/game/${encodeURIComponent(gameId)}/reminders`, { schema: ZReminderStats }),
  });
}
