import { type TUserSettings, ZMeResponse } from '@rally/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { request } from '../../../lib/api-client.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs, userOf } from '../../../test/render.tsx';
import { profileKeys } from '../api/settings-api.ts';
import { useApplySavedSettings, useSaveOwnSettings } from './use-settings-sync.ts';

/**
 * The shell in miniature: the saved settings applied on arrival (with the session user, from
 * `/auth/me`, as the shell asks for them), and the header's language switch.
 */
function Shell() {
  const userId = useSession()?.user.id;
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => request('/auth/me', { schema: ZMeResponse }),
    enabled: userId !== undefined,
  });
  useApplySavedSettings(userId, me.data?.settings);
  const save = useSaveOwnSettings();
  return <LanguageSelect onChange={(language) => save({ language })} />;
}

const saved: TUserSettings = {
  language: 'en',
  timezone: null,
  skin: 'dark',
  layout: 'vertical',
};

/**
 * The saved settings (`GET /auth/me`) are held back until `release.GET`, a save (`PUT
 * /users/{id}/settings`) until `release.PUT`; a save answers with the settings merged.
 */
function serveSlowSettings() {
  const held = { GET: Promise.withResolvers<void>(), PUT: Promise.withResolvers<void>() };
  const calls: string[] = [];
  let kept = saved;
  mockApi(async ({ method, path, body }) => {
    const me = method === 'GET' && path.endsWith('/auth/me');
    if (!me && !(method === 'PUT' && path.endsWith('/settings'))) return NOT_FOUND_REPLY;
    calls.push(method);
    if (method === 'GET' || method === 'PUT') await held[method].promise;
    if (method === 'PUT') kept = { ...kept, ...(body as Partial<TUserSettings>) };
    const notifications = { data: [], unread: 0 };
    return {
      body: me ? { user: userOf('player'), settings: saved, trialEndsAt: null, notifications } : kept,
    };
  });
  return { release: { GET: held.GET.resolve, PUT: held.PUT.resolve }, calls };
}

afterEach(() => setLanguage('en'));

describe('useApplySavedSettings', () => {
  it('keeps a language chosen while the saved settings are on their way, and applies the rest', async () => {
    const user = userEvent.setup();
    signInAs('player');
    const server = serveSlowSettings();
    renderWithProviders(<Shell />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(currentLanguage()).toBe('de'));
    await waitFor(() => expect(server.calls).toEqual(['GET', 'PUT']));

    // The saved settings arrive before the switch is saved: their skin (dark) is applied, their
    // language (English) is older than the switch.
    server.release.GET();
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    server.release.PUT();
    // The save has been answered and its answer taken in: the cached settings are the merged ones.
    await waitFor(() => {
      expect(queryClient.isMutating()).toBe(0);
      expect(queryClient.getQueryData(profileKeys.settings('player-1'))).toMatchObject({ language: 'de' });
    });
    expect(currentLanguage()).toBe('de');
    expect((screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('de');
  });

  it('applies the saved settings over what this browser had when nothing was switched', async () => {
    await setLanguage('fr');
    signInAs('player');
    const server = serveSlowSettings();
    renderWithProviders(<Shell />);
    server.release.GET();
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    expect(server.calls).toEqual(['GET']);
  });
});
