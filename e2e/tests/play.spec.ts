import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { TLoginResponse } from '@rally/contracts/auth';
import { ZUserSettings } from '@rally/contracts/users';
import { callApi, getToken } from '../support/api.ts';
import { expectAccessibleInBothSkins, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { runningGame } from '../support/running-game.ts';
import { putSession } from '../support/session.ts';

/**
 * axe in both skins on a signed-in screen that keeps a live stream open (so the network is never
 * idle, which the header's skin toggle waits for) and on a phone (where the toggle sits in the
 * menu): the skin is saved with the account, as the toggle would, and the screen opened again.
 */
async function axeInBothSkinsOfAccount(
  page: Page,
  request: APIRequestContext,
  session: TLoginResponse,
  screen: string,
) {
  const save = (skin: 'light' | 'dark') =>
    callApi(
      request,
      session.accessToken,
      { method: 'PUT', path: `/users/${session.user.id}/settings`, data: { skin } },
      { schema: ZUserSettings },
    );
  try {
    for (const skin of ['light', 'dark'] as const) {
      await save(skin);
      await page.evaluate((value) => localStorage.setItem('rally.skin', value), skin);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
      await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
      await expectNoAxeViolations(page, `${screen}, ${skin} skin`);
    }
  } finally {
    await save('light');
  }
}

async function signedOutBoard(browser: Browser, publicId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const board = await context.newPage();
  await board.goto(`/leaderboard/${publicId}`);
  return { context, board };
}

test.describe('playing a game', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a player logs on a phone, an organiser approves, and the public board moves without a reload', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const { organiser, game, player, rival } = await runningGame(request);
    const { context, board } = await signedOutBoard(browser, game.publicId);
    const players = board.getByRole('region', { name: 'Players' });
    await expect(players.getByRole('row').nth(1)).toContainText(rival.fullName);
    await expect(board.getByText('Live', { exact: true })).toBeVisible();

    const playerSession = await getToken(request, player.email, player.password);
    await putSession(page, playerSession);
    await page.goto('/');
    await expect(page).toHaveURL('/play');
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    // No log yet: the streak asks for one today.
    const streak = page.getByRole('region', { name: 'Your streak' });
    await expect(streak).toContainText('0days in a row');
    await expect(streak.getByText('Log today to start a streak.')).toBeVisible();

    // A behaviour that counts at once.
    const walk = page.getByRole('checkbox', { name: /Walk to work/ });
    await walk.check();
    await expect(walk).toBeChecked();
    await expect(walk).toBeFocused();
    await expect(page.getByText('+20 points', { exact: true })).toBeVisible();
    // The streak follows the log without a reload.
    await expect(streak).toContainText('1day in a row');
    await expect(streak.getByText('Logged today: your streak is safe.')).toBeVisible();
    await expect(players.getByRole('row').filter({ hasText: player.fullName })).toContainText('20');

    // One that waits for the organiser's approval.
    const workout = page.getByRole('checkbox', { name: /Team workout/ });
    await workout.check();
    await expect(workout).toBeChecked();
    await expect(page.getByText("Waiting for an organiser's approval")).toBeVisible();
    await expect(players.getByRole('row').nth(1)).toContainText(rival.fullName);
    await axeInBothSkinsOfAccount(page, request, playerSession, 'player home (phone)');

    // The organiser approves it in the review queue.
    const organiserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const organiserPage = await organiserContext.newPage();
    await putSession(organiserPage, organiser);
    await organiserPage.goto(`/games/review/${game.id}`);
    await organiserPage
      .getByRole('checkbox', { name: new RegExp(`Select ${player.fullName}, Team workout`) })
      .check();
    await organiserPage.getByRole('button', { name: 'Approve' }).click();
    await organiserPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(organiserPage.getByRole('main').getByText('1 log approved.')).toBeVisible();
    await organiserContext.close();

    // The signed-out board, never reloaded, shows the new order.
    await expect(players.getByRole('row').nth(1)).toContainText(player.fullName);
    await expect(players.getByRole('row').nth(1)).toContainText('70');
    const teams = board.getByRole('region', { name: 'Teams' });
    await expect(teams.getByRole('row').nth(1)).toContainText('Larks');
    // The player's own home follows too.
    await expect(page.getByText('Approved')).toHaveCount(2);
    await context.close();
  });

  test('the public pages and the wall screen are accessible in both skins', async ({ page, request }) => {
    const { game } = await runningGame(request);
    await page.goto(`/leaderboard/${game.publicId}`);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'public leaderboard (phone)');

    await page.goto(`/${game.publicId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'public game page (phone)');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/leaderboard/${game.publicId}?tv=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // The wall screen has no skin toggle (nothing around the board): it shows the stored skin.
    for (const skin of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('rally.skin', value), skin);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
      await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
      await expectNoAxeViolations(page, `wall screen, ${skin} skin`);
    }
  });

  test('an unknown public id shows the 404 screen, and the app’s own paths are not taken for one', async ({
    page,
  }) => {
    await page.goto('/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page).toHaveURL('/error-404');
    await page.goto('/access-control');
    await expect(page).toHaveURL('/login?from=%2Faccess-control');
  });
});
