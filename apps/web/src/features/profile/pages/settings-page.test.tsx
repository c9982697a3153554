import type { TUserSettings } from '@rally/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { profileKeys } from '../api/settings-api.ts';
import { SettingsPage } from './settings-page.tsx';

const saved: TUserSettings = {
  language: 'en',
  timezone: null,
  layout: 'vertical',
  skin: 'light',
};

function serveSettings(optOuts: string[] = []) {
  const puts: unknown[] = [];
  mockApi(({ method, path, body }) => {
    if (path === '/auth/me') return { body: meOf('player') };
    if (path === '/users/player-1/mail-opt-outs' && method === 'GET')
      return { body: { categories: optOuts } };
    if (path === '/users/player-1/mail-opt-outs' && method === 'PUT') {
      puts.push(body);
      return { body };
    }
    if (path === '/users/player-1/settings' && method === 'GET') return { body: saved };
    if (path === '/users/player-1/settings' && method === 'PUT') {
      puts.push(body);
      return { body };
    }
    if (path.startsWith('/usernotifications')) return { body: { data: [], unread: 0 } };
    return NOT_FOUND_REPLY;
  });
  return puts;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

// The first screen of a file waits for the shell and the screen's code to load.
const LOADING = { timeout: 5000 };

describe('settings screen', () => {
  it('saves the settings on the server and applies the language at once', async () => {
    signInAs('player');
    const puts = serveSettings();
    const user = userEvent.setup();
    renderApp('/users/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOADING);
    const main = within(screen.getByRole('main'));
    // The heading shows while the saved settings are still loading; the form follows them.
    const language = await main.findByRole('combobox', { name: 'Language' }, LOADING);

    await user.selectOptions(language, 'de');
    await user.click(main.getByRole('radio', { name: 'Dark' }));
    await user.click(main.getByRole('button', { name: 'Save settings' }));

    await screen.findByRole('heading', { level: 1, name: 'Einstellungen' });
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(puts).toEqual([{ ...saved, language: 'de', skin: 'dark' }]);
  });

  it("saves the player's own time zone, and none (each game's) until they choose one", async () => {
    signInAs('player');
    const puts = serveSettings();
    const user = userEvent.setup();
    renderApp('/users/settings');
    const main = within(await screen.findByRole('main', {}, LOADING));
    const zone = await main.findByRole('combobox', { name: /^Your time zone/ }, LOADING);
    expect(zone).toHaveProperty('placeholder', "Each game's time zone");
    await user.click(zone);
    await user.type(zone, 'Sydney');
    await user.click(await screen.findByRole('option', { name: /^Australia\/Sydney/ }));
    await user.click(main.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts).toEqual([{ ...saved, timezone: 'Australia/Sydney' }]));
  });

  it('keeps a save made while the saved settings are still on their way, when they arrive late', async () => {
    signInAs('player');
    // The saved settings are held back; a save answers at once with the settings merged.
    const held = Promise.withResolvers<void>();
    let lateReadAnswered = false;
    mockApi(async ({ method, path, body }) => {
      if (path === '/auth/me') return { body: meOf('player') };
      if (path === '/users/player-1/settings' && method === 'GET') {
        await held.promise;
        lateReadAnswered = true;
        return { body: saved };
      }
      if (path === '/users/player-1/settings' && method === 'PUT')
        return { body: { ...saved, ...(body as object) } };
      if (path.startsWith('/usernotifications')) return { body: { data: [], unread: 0 } };
      return NOT_FOUND_REPLY;
    });
    const user = userEvent.setup();
    renderApp('/users/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOADING);

    // The header's switch saves the dark skin before the (older) saved settings arrive.
    await user.click(screen.getByRole('button', { name: 'Switch to dark skin' }));
    const main = within(screen.getByRole('main'));
    const dark = () => main.getByRole<HTMLInputElement>('radio', { name: 'Dark' });
    await waitFor(() => expect(dark().checked).toBe(true), LOADING);

    held.resolve();
    // The late read has had its chance: it was answered, and no read of the settings is under way
    // (had it not been cancelled, its answer would be in the cache by then).
    const settings = profileKeys.settings('player-1');
    await waitFor(() => {
      expect(lateReadAnswered).toBe(true);
      expect(queryClient.getQueryState(settings)?.fetchStatus).toBe('idle');
    });
    expect(queryClient.getQueryData(settings)).toMatchObject({ skin: 'dark' });
    expect(dark().checked).toBe(true);
  });

  it("sends a player who opens someone else's settings to not-authorized", async () => {
    signInAs('player');
    serveSettings();
    renderApp('/users/settings/someone-else');
    await screen.findByRole('heading', { name: 'You are not allowed to open this page' }, LOADING);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/not-authorized'));
  });

  it('opens with the settings asked for beside the code, and asks for nothing it is not allowed to read', async () => {
    signInAs('player');
    serveSettings();
    const asked = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)
        .filter((path) => path !== '/api/auth/me');
    // Someone else's settings: a player may not read them, so nothing is asked (a 403 ends the session).
    await SettingsPage.openingData({ params: { id: 'someone-else' }, search: new URLSearchParams() });
    expect(asked()).toEqual([]);
    await SettingsPage.openingData({ params: {}, search: new URLSearchParams() });
    expect(asked()).toEqual(['/api/users/player-1/settings']);

    renderApp('/users/settings');
    await screen.findByRole('radio', { name: 'Dark' }, LOADING);
    // Once more for the screen: one's reminders and the devices that receive notifications, below the settings.
    expect(
      asked()
        .filter((path) => !path.startsWith('/api/usernotifications'))
        .sort(),
    ).toEqual([
      '/api/push/subscriptions',
      '/api/reminders',
      '/api/users/player-1/mail-opt-outs',
      '/api/users/player-1/settings',
    ]);
  });

  it('shows the mail kinds stopped by an unsubscribe link, and turns one back on at once', async () => {
    signInAs('player');
    const puts = serveSettings(['digest', 'notices']);
    const user = userEvent.setup();
    renderApp('/users/settings');
    const section = within(await screen.findByRole('region', { name: 'E-mails you get' }, LOADING));
    // A player sees the organisers' digest here because they had stopped it (to undo it).
    const digest = await section.findByRole('switch', { name: /^Weekly digest for organisers/ });
    await waitFor(() => expect((digest as HTMLInputElement).checked).toBe(false));
    expect((section.getByRole('switch', { name: /^Reminders to log/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(section.getByRole('switch', { name: /^Game news/ }));
    await waitFor(() => expect(puts).toEqual([{ categories: ['digest'] }]));
    expect(await screen.findByText('You will get again: Game news.')).toBeTruthy();
    // Focus stays on the switch just used: the keyboard user goes on from there.
    expect(document.activeElement).toBe(section.getByRole('switch', { name: /^Game news/ }));
  });

  it('has one switch per kind of mail, all of them in “E-mails you get”', async () => {
    signInAs('player');
    serveSettings([]);
    renderApp('/users/settings');
    const main = within(await screen.findByRole('main', {}, LOADING));
    const region = await main.findByRole('region', { name: 'E-mails you get' }, LOADING);
    await main.findByRole('radio', { name: 'Dark' }, LOADING);
    // No second "Reminders" meaning another mail, no switch that changes nothing (decision 0032).
    // (The player has no games here, so the reminders section below offers no per-game switch.)
    const switches = main.getAllByRole('switch');
    expect(switches.filter((s) => !region.contains(s))).toEqual([]);
    expect(switches).toHaveLength(2);
    within(region).getByRole('switch', { name: /^Game news/ });
    within(region).getByRole('switch', { name: /^Reminders to log/ });
  });

  it('offers the organisers’ digest to a player only to undo having stopped it', async () => {
    signInAs('player');
    serveSettings([]);
    renderApp('/users/settings');
    const section = within(await screen.findByRole('region', { name: 'E-mails you get' }, LOADING));
    await waitFor(() =>
      expect(section.getByRole('switch', { name: /^Game news/ })).toHaveProperty('disabled', false),
    );
    expect(section.queryByRole('switch', { name: /^Weekly digest/ })).toBeNull();
  });
});
