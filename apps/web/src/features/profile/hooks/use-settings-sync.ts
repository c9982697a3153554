import { useMantineColorScheme } from '@mantine/core';
import type { TUserSettings } from '@rally/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { setLayout } from '../../../lib/preferences.ts';
import { useSession } from '../../../lib/session.ts';
import { type TSettingsChange, userSettingsQueryOptions, useSaveUserSettings } from '../api/settings-api.ts';

type TLook = Partial<Pick<TUserSettings, 'language' | 'skin' | 'layout'>>;

/** Puts settings into effect in this browser: language via i18n, skin via Mantine, layout via preferences. */
export function useApplySettings() {
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(
    ({ language, skin, layout }: TLook) => {
      if (language) void setLanguage(language);
      if (skin) setColorScheme(skin);
      if (layout) setLayout(layout);
    },
    [setColorScheme],
  );
}

/**
 * Once a session starts (sign-in, or opening the app signed in), the user's saved settings replace
 * whatever this browser had: settings are kept on the server so they follow the user.
 */
export function useApplySavedSettings(userId: string | undefined) {
  const { data } = useQuery({ ...userSettingsQueryOptions(userId ?? ''), enabled: userId !== undefined });
  const apply = useApplySettings();
  const appliedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!data || appliedFor.current === userId) return;
    appliedFor.current = userId;
    apply(data);
  }, [data, userId, apply]);
}

/** For the header's quick switches: the change applies at once locally, and is kept on the server. */
export function useSaveOwnSettings() {
  const { t } = useTranslation();
  const userId = useSession()?.user.id ?? '';
  const save = useSaveUserSettings(userId);
  return (change: TSettingsChange) =>
    save.mutate(change, { onError: (error) => notifyError(errorMessage(error, t)) });
}
