import type { QueryClient } from '@tanstack/react-query';

/**
 * Reminder mails can be stopped from two cards of the settings (ADR 0031): the mail kinds
 * (profile, decision 0032) and each game's reminder e-mail (reminders). After a change in one,
 * both are read again so neither says something the other just changed. Features do not import
 * each other, so their key roots are named here.
 */
export function refreshMailStops(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['profile', 'mail-opt-outs'] }),
    queryClient.invalidateQueries({ queryKey: ['reminders', 'mine'] }),
  ]);
}
