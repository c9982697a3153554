import { ZReminderSettings } from '@rally/contracts/reminders';
import { ZUserSettings } from '@rally/contracts/users';
import { DEMO, DEMO_GAME, DEMO_PASSWORD } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import {
  expectAccessibleInBothSkins,
  expectAccessibleInSkinsAndPhone,
  expectNoAxeViolations,
  inBothSkins,
} from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { putSession } from '../support/session.ts';

/** Reminders to log (ADR 0031): a player picks their hour; an organiser sees the game's figures. */
test.describe('reminders', () => {
  test('a player sets their reminder time and channels; an organiser sees the reminder figures', async ({
    page,
    request,
  }) => {
    // axe in two skins and at a phone's width: slower than one screen on a busy machine.
    test.setTimeout(180_000);
    const player = await getToken(request, DEMO.player, DEMO_PASSWORD);
    await putSession(page, player);
    await page.goto('/users/settings');
    const card = page.getByRole('region', { name: 'Reminders to log' });
    const game = card.getByRole('group', { name: DEMO_GAME });
    await expect(game).toBeVisible({ timeout: 30_000 });
    await game.getByLabel('Time', { exact: false }).first().fill('18:30');
    await game.getByRole('checkbox', { name: 'E-mail' }).uncheck();
    await card.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.locator('#app-announcer-polite')).toHaveText('Your reminders are saved.');
    const saved = await callApi(
      request,
      player.accessToken,
      { method: 'GET', path: '/reminders' },
      { schema: ZReminderSettings },
    );
    const mine = saved.games.find((g) => g.gameName === DEMO_GAME);
    expect(mine).toMatchObject({ time: '18:30', email: false, inApp: true });
    await expectAccessibleInSkinsAndPhone(page, 'settings with reminders');
    await page.setViewportSize({ width: 390, height: 844 });
    await inBothSkins(page, async (skin) => {
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: test.info().outputPath(`reminder-settings-390-${skin}.png`) });
    });

    const organiser = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
    await putSession(page, organiser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/games/game-view/${mine?.gameId}`);
    // The demo game has results: its set-up (and the figures) is the third tab.
    await page.getByRole('tab', { name: 'Set-up' }).click({ timeout: 30_000 });
    const figures = page.getByRole('region', { name: 'Reminders' });
    await expect(figures).toBeVisible({ timeout: 30_000 });
    for (const channel of ['In the app', 'Push on my devices', 'E-mail'])
      await expect(figures.getByRole('rowheader', { name: channel })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'game set-up with reminder figures');
    // The player who turned e-mail off is counted.
    await expect(
      figures
        .getByRole('row', { name: /E-mail/ })
        .getByRole('cell')
        .last(),
    ).not.toHaveText('0');
    await page.setViewportSize({ width: 390, height: 844 });
    await inBothSkins(page, async (skin) => {
      await figures.scrollIntoViewIfNeeded();
      await figures.screenshot({ path: test.info().outputPath(`reminder-figures-390-${skin}.png`) });
    });
  });

  test('a player sees the game’s reminder on their home, on a phone, and goes to change it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const player = await getToken(request, DEMO.player, DEMO_PASSWORD);
    const mine = await callApi(
      request,
      player.accessToken,
      { method: 'GET', path: '/reminders' },
      { schema: ZReminderSettings },
    );
    const game = mine.games.find((g) => g.gameName === DEMO_GAME);
    if (!game) throw new Error('the demo player plays no demo game');
    // The first journey may have moved the hour: the game's own hour and days again.
    const { gameId, inApp, push, email } = game;
    await callApi(
      request,
      player.accessToken,
      {
        method: 'PUT',
        path: '/reminders',
        data: {
          quietFrom: null,
          quietTo: null,
          games: [{ gameId, enabled: true, time: '17:00', weekdays: [1, 2, 3, 4, 5], inApp, push, email }],
        },
      },
      { schema: ZReminderSettings },
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await putSession(page, player);
    await page.goto(`/play/${gameId}`);
    const card = page.getByRole('region', { name: 'Reminders' });
    await expect(card).toContainText('Reminder at 5:00 PM on workdays', { timeout: 30_000 });
    // The home keeps the game's live stream open: each skin is saved with the account and the page
    // reloaded (the header's toggle waits for an idle network).
    const saveSkin = (skin: 'light' | 'dark') =>
      callApi(
        request,
        player.accessToken,
        { method: 'PUT', path: `/users/${player.user.id}/settings`, data: { skin } },
        { schema: ZUserSettings },
      );
    try {
      for (const skin of ['light', 'dark'] as const) {
        await saveSkin(skin);
        await page.evaluate((value) => localStorage.setItem('rally.skin', value), skin);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
        await expect(card).toContainText('Reminder at 5:00 PM on workdays', { timeout: 30_000 });
        await expectNoAxeViolations(page, `player home with the reminder (phone), ${skin} skin`);
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: test.info().outputPath(`home-reminder-390-${skin}.png`) });
      }
    } finally {
      await saveSkin('light');
    }
    const link = card.getByRole('link', { name: 'Change reminders' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/users/settings');
    await expect(page.getByRole('region', { name: 'Reminders to log' })).toBeVisible({ timeout: 30_000 });
  });
});
