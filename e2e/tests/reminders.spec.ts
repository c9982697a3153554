import { ZReminderSettings } from '@rally/contracts/reminders';
import { DEMO, DEMO_GAME, DEMO_PASSWORD } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectAccessibleInBothSkins, expectAccessibleInSkinsAndPhone, inBothSkins } from '../support/axe.ts';
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
});
