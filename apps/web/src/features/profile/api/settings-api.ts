import { type TUserSettings, type ZUpdateUserSettingsRequest, ZUserSettings } from '@rally/contracts/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  user: (id: string) => [...profileKeys.all, 'user', id] as const,
  settings: (id: string) => [...profileKeys.all, 'settings', id] as const,
};

export type TSettingsChange = z.input<typeof ZUpdateUserSettingsRequest>;

const settingsPath = (userId: string) => `/users/${encodeURIComponent(userId)}/settings`;

export const userSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.settings(userId),
    queryFn: () => request(settingsPath(userId), { schema: ZUserSettings }),
  });

export function useUserSettings(userId: string) {
  return useQuery(userSettingsQueryOptions(userId));
}

export function saveUserSettings(userId: string, change: TSettingsChange): Promise<TUserSettings> {
  return request(settingsPath(userId), { method: 'PUT', body: change, schema: ZUserSettings });
}

/**
 * The server answers with the merged settings: they become the cached ones, no refetch needed. A
 * read of the settings still on its way is older than this answer, so it is cancelled first: its
 * late answer would otherwise overwrite what was just saved (and the settings form with it).
 */
export function useSaveUserSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Named, so the saved settings arriving late can tell what the user has changed meanwhile.
    mutationKey: profileKeys.settings(userId),
    mutationFn: (change: TSettingsChange) => saveUserSettings(userId, change),
    onSuccess: async (saved) => {
      // Awaited: a cancelled read puts back its earlier state when it settles, after which ours goes in.
      await queryClient.cancelQueries({ queryKey: profileKeys.settings(userId), exact: true });
      queryClient.setQueryData(profileKeys.settings(userId), saved);
      // The language is also a field of the user record.
      return queryClient.invalidateQueries({ queryKey: profileKeys.user(userId) });
    },
  });
}
