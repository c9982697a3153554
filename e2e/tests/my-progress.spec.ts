import type { APIRequestContext, Page } from '@playwright/test';
import type { TLoginResponse } from '@rally/contracts/auth';
import { ZLog } from '@rally/contracts/logs';
import { ZUserSettings } from '@rally/contracts/users';
import { callApi, getToken } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { dayFromToday } from '../support/game-setup.ts';
import { runningGame } from '../support/running-game.ts';
import { putSession } from '../support/session.ts';

/**
 * The shared running game with two rounds, the first up to yesterday, the second from today; its
 * player logged 20 points two days ago and 30 today.
 */
async function playedGame(request: APIRequestContext) {
  const rounds = [
    { name: 'Week 1', from: -40, to: -1 },
    { name: 'Week 2', from: 0, to: 30 },
  ];
  const { organiser, game, player, behaviour } = await runningGame(request, { from: -40, rounds });
  const playerSession = await getToken(request, player.email, player.password);
  for (const [name, day] of [
    ['Walk to work', dayFromToday(-2)],
    ['Swim', dayFromToday(0)],
  ] as const) {
    await callApi(
      request,
      playerSession.accessToken,
      {
        method: 'POST',
        path: `/game/${game.id}/performedtasks`,
        data: { behaviourId: behaviour(name), day },
      },
      { status: 201, schema: ZLog },
    );
  }
  return { organiser, game, player, playerSession };
}

/**
 * axe in both skins on a screen that keeps the live stream open (the header's skin toggle waits
 * for an idle network): the skin saved with the account, as the toggle would, and the screen reloaded.
 */
async function axeInBothSkins(
  page: Page,
  request: APIRequestContext,
  session: TLoginResponse,
  screen: string,
  /** Done in each skin after axe (a screenshot). */
  each?: (skin: 'light' | 'dark') => Promise<void>,
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
      await expect(page.getByRole('heading', { level: 2, name: 'Days logged' })).toBeVisible();
      await expectNoAxeViolations(page, `${screen}, ${skin} skin`);
      await each?.(skin);
    }
  } finally {
    await save('light');
  }
}

test.describe('my progress', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a player sees where their points came from and the days they logged; their organiser sees the same', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const { organiser, game, player, playerSession } = await playedGame(request);
    await putSession(page, playerSession);
    await page.goto('/play');
    // The home draws its cards together once all have answered: slower on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible({ timeout: 30_000 });

    // From the home, by keyboard.
    const link = page.getByRole('link', { name: 'My progress: where your points came from' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/play/${game.id}/progress`);
    await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
    // The streak (built apart) stands first, in the place the progress leaves for it.
    await expect(page.getByRole('region', { name: 'Your streak' })).toContainText('Logged today');

    const sources = page.getByRole('table', { name: 'Points by source' });
    await expect(sources.getByRole('row', { name: /^Week 1/ })).toContainText('20');
    await expect(sources.getByRole('row', { name: /^Week 2/ })).toContainText('30');
    await expect(sources.getByRole('row', { name: /^Total/ })).toContainText('50');
    await expect(page.getByText('Week 2: 10 more points than the round before.')).toBeVisible();
    // At a phone's width the Total column is on screen without scrolling the table or the page.
    await page
      .getByRole('region', { name: 'Points by source', exact: true })
      .screenshot({ path: test.info().outputPath('points-by-source-390.png') });
    await expect(sources.getByRole('columnheader', { name: 'Total' })).toBeInViewport({ ratio: 1 });
    await expect(
      sources
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .nth(1),
    ).toBeInViewport({
      ratio: 1,
    });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    // The calendar says each day's state in words; today is marked as the current date.
    const today = page.locator('td[aria-current="date"]');
    await expect(today).toContainText('logged, 1 log, today');
    const previous = page.getByRole('button', { name: 'Previous month' });
    await previous.focus();
    const shown = await page.locator('[aria-live="polite"]').filter({ hasText: /\d{4}/ }).textContent();
    await page.keyboard.press('Enter');
    await expect(previous).toBeFocused();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: /\d{4}/ })).not.toHaveText(
      shown ?? '',
    );
    await axeInBothSkins(page, request, playerSession, 'my progress (phone)', async (skin) => {
      const card = page.getByRole('region', { name: 'Points by source', exact: true });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: test.info().outputPath(`points-by-source-390-${skin}.png`) });
    });

    // The organiser sees the same on the player's profile.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const organiserPage = await context.newPage();
    await putSession(organiserPage, organiser);
    await organiserPage.goto(`/users/profile/${player.id}`);
    const region = organiserPage.getByRole('region', { name: 'Progress in a game' });
    await expect(region.getByRole('row', { name: /^Total/ })).toContainText('50');
    await expect(region.locator('td[aria-current="date"]')).toContainText('logged, 1 log, today');
    await context.close();
  });

  test('a player reads what a behaviour asks, leaves a note on a log awaiting approval, and the organiser reads it', async ({
    page,
    request,
    browser,
  }) => {
    const { organiser, game, player, playerSession } = await playedGame(request);
    await putSession(page, playerSession);
    await page.goto('/play');
    const workout = page.getByRole('checkbox', { name: /Team workout/ });
    await expect(page.getByText('Any class of 30 minutes or more.')).toBeVisible();
    await workout.check();
    await expect(page.getByText("Waiting for an organiser's approval")).toBeVisible();

    await page.getByRole('button', { name: 'Add a note for the organiser on Team workout' }).click();
    const note = page.getByRole('textbox', { name: 'Note for the organiser on Team workout' });
    await expect(note).toBeFocused();
    await note.fill('Spin class <b>45 min</b> at the gym');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your note: Spin class <b>45 min</b> at the gym')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit your note on Team workout' })).toBeFocused();
    await expectNoAxeViolations(page, 'player home with a note (phone)');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const organiserPage = await context.newPage();
    await putSession(organiserPage, organiser);
    await organiserPage.goto(`/games/review/${game.id}`);
    const row = organiserPage.getByRole('row', { name: new RegExp(player.fullName) });
    await expect(row.getByText("Player's note: Spin class <b>45 min</b> at the gym")).toBeVisible();
    await context.close();
  });
});
