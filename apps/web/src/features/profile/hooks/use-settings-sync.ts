import { useMantineColorScheme } from '@mantine/core';
import type { TUserSettings } from '@rally/contracts/users';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { getLayout, setLayout } from '../../../lib/preferences.ts';
import { useSession } from '../../../lib/session.ts';
import { profileKeys, type TSettingsChange, useSaveUserSettings } from '../api/settings-api.ts';

type TLook = Partial<Pick<TUserSettings, 'language' | 'skin' | 'layout'>>;

/**
 * Puts settings into effect in this browser: language via i18n, skin via Mantine, layout via
 * preferences. What is already in effect is left alone: switching i18n to the language it has
 * still re-renders every translated part of the screen (a dialog being opened with it).
 */
export function useApplySettings() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return useCallback(
    ({ language, skin, layout }: TLook) => {
      if (language && language !== currentLanguage()) void setLanguage(language);
      if (skin && skin !== colorScheme) setColorScheme(skin);
      if (layout && layout !== getLayout()) setLayout(layout);
    },
    [colorScheme, setColorScheme],
  );
}

/**
 * Once a session starts (sign-in, or opening the app signed in), the user's saved settings replace
 * whatever this browser had: settings are kept on the server so they follow the user. What the user
 * switches in this tab before they arrive (the language, while the settings are on their way) is
 * newer, and stays. `data`: the saved settings, once they arrived (with the session user, `/auth/me`).
 */
export function useApplySavedSettings(userId: string | undefined, data: TUserSettings | undefined) {
  const queryClient = useQueryClient();
  const apply = useApplySettings();
  // This session's user, since when, and whether their saved settings are in effect.
  const session = useRef<{ userId?: string; since: number; applied: boolean }>({ since: 0, applied: false });
  useEffect(() => {
    if (session.current.userId !== userId) session.current = { userId, since: Date.now(), applied: false };
    if (!data || userId === undefined || session.current.applied) return;
    session.current.applied = true;
    const chosen = chosenSince(queryClient, userId, session.current.since);
    apply({
      language: chosen.has('language') ? undefined : data.language,
      skin: chosen.has('skin') ? undefined : data.skin,
      layout: chosen.has('layout') ? undefined : data.layout,
    });
  }, [data, userId, apply, queryClient]);
}

/** The settings the user has saved (or is saving) since `since`, from this tab. */
function chosenSince(queryClient: QueryClient, userId: string, since: number) {
  const changes = queryClient
    .getMutationCache()
    .findAll({ mutationKey: profileKeys.settings(userId) })
    .filter((mutation) => mutation.state.submittedAt >= since)
    .map((mutation) => (mutation.state.variables ?? {}) as TSettingsChange);
  return new Set(changes.flatMap((change) => Object.keys(change)));
}

/** For the header's quick switches: the change applies at once locally, and is kept on the server. */
export function useSaveOwnSettings() {
  const { t } = useTranslation();
  const userId = useSession()?.user.id ?? '';
  const save = useSaveUserSettings(userId);
  return (change: TSettingsChange) =>
    save.mutate(change, { onError: (error) => notifyError(errorMessage(error, t)) });
}
