import type { APIRequestContext, Page } from '@playwright/test';
import type { TLoginResponse } from '@rally/contracts/auth';
import { ZGameBadge } from '@rally/contracts/badges';
import { ZUserSettings } from '@rally/contracts/users';
import { callApi, getToken } from '../support/api.ts';
import { expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
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
      await expect(page.getByRole('region', { name: 'Badges' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`badges-${skin}.png`), fullPage: true });
      await expectNoAxeViolations(page, `${screen}, ${skin} skin`);
    }
  } finally {
    await save('light');
  }
}

test.describe('badges', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('a player earns a badge with a log, is congratulated, and sees the next badge with progress', async ({
    page,
    request,
  }) => {
    test.slow();
    const { organiser, game, player } = await runningGame(request);
    const add = (data: unknown) =>
      callApi(
        request,
        organiser.accessToken,
        { method: 'POST', path: `/game/${game.id}/badges`, data },
        { status: 201, schema: ZGameBadge },
      );
    await add({ rule: { kind: 'firstLog', params: {} } });
    await add({ rule: { kind: 'pointsReached', params: { points: 100 } }, name: 'Century', icon: 'trophy' });

    const playerSession = await getToken(request, player.email, player.password);
    await putSession(page, playerSession);
    await page.goto('/play');
    const card = page.getByRole('region', { name: 'Badges' });
    await expect(card.getByText('No badge earned yet: see what comes next below.')).toBeVisible();

    const walk = page.getByRole('checkbox', { name: /Walk to work/ });
    // A click, then waiting for the tick: the checkbox ticks once React has drawn the log.
    await walk.click();
    await expect(walk).toBeChecked();
    // The live score signal brings the badge in without a reload.
    await expect(card.getByText('You earned the badge “First step”!')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Earned badges' })).toContainText('First step');
    await expect(card.getByRole('progressbar', { name: 'Century: 20 of 100' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('badges-light.png'), fullPage: true });
    await axeInBothSkinsOfAccount(page, request, playerSession, 'player home with badges');

    // Thanked once: dismissed by keyboard, it stays dismissed.
    const great = card.getByRole('button', { name: 'Great!' });
    await great.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('You earned the badge “First step”!')).toBeHidden();
    await page.reload();
    await expect(card.getByRole('list', { name: 'Earned badges' })).toContainText('First step');
    await expect(card.getByText('You earned the badge “First step”!')).toBeHidden();
  });

  test('an organiser takes a hand badge back from its holders; the public board counts badges', async ({
    page,
    request,
  }) => {
    test.slow();
    const { organiser, game, player } = await runningGame(request);
    const token = organiser.accessToken;
    const add = (data: unknown) =>
      callApi(
        request,
        token,
        { method: 'POST', path: `/game/${game.id}/badges`, data },
        { status: 201, schema: ZGameBadge },
      );
    // The rival's log already earns "First step"; Pia is given "Helper" by hand.
    await add({ rule: { kind: 'firstLog', params: {} } });
    const helper = await add({ rule: { kind: 'manual', params: {} }, name: 'Helper', icon: 'heart' });
    await callApi(
      request,
      token,
      {
        method: 'POST',
        path: `/badges/${helper.id}/awards`,
        data: { userId: player.id, reason: 'Led the walk.' },
      },
      { schema: { parse: (x) => x } },
    );

    // The public board (signed out) counts each shown player's badges.
    await page.goto(`/leaderboard/${game.publicId}`);
    await expect(page.getByRole('cell', { name: /^Pia .* 1 badge$/ })).toBeVisible();
    await inBothSkins(page, async (skin) => {
      await page.screenshot({ path: test.info().outputPath(`public-badges-${skin}.png`), fullPage: true });
      await expectNoAxeViolations(page, `public leaderboard with badges, ${skin} skin`);
    });

    await putSession(page, organiser);
    await page.goto(`/games/badges/${game.id}`);
    const dialog = page.getByRole('dialog', { name: 'Holders of “Helper”' });
    const openHolders = async () => {
      // Right after a reload, on a loaded machine, about one click in ten on the menu's button
      // opened nothing (the button hovered, the menu closed, the focus on the page's body; never
      // seen on a quiet one, cause not found): the menu is asked for again until it is open.
      await expect(async () => {
        await page.getByRole('button', { name: 'Actions for Helper' }).click();
        await expect(page.getByRole('menuitem', { name: 'Holders' })).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await page.getByRole('menuitem', { name: 'Holders' }).click();
      await expect(dialog).toContainText('Led the walk.');
    };
    // The skin saved with the account, as the header's toggle would (at 390 px it sits in the drawer).
    const save = (skin: 'light' | 'dark') =>
      callApi(
        request,
        token,
        { method: 'PUT', path: `/users/${organiser.user.id}/settings`, data: { skin } },
        { schema: ZUserSettings },
      );
    try {
      for (const skin of ['dark', 'light'] as const) {
        await save(skin);
        await page.evaluate((value) => localStorage.setItem('rally.skin', value), skin);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
        await openHolders();
        await page.screenshot({ path: test.info().outputPath(`holders-${skin}.png`), fullPage: true });
        await expectNoAxeViolations(page, `badge holders dialog, ${skin} skin`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    } finally {
      await save('light');
    }
    await openHolders();
    const takeBack = dialog.getByRole('button', { name: /^Take back “Helper” from / });
    await takeBack.focus();
    await page.keyboard.press('Enter');
    // Nobody is left: the organiser continues at the list's words, and hears what was done.
    await expect(dialog.getByText('Nobody holds this badge now.')).toBeFocused();
    await expect(page.locator('#app-announcer-polite')).toContainText('“Helper” taken back from');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Actions for Helper' })).toBeFocused();
  });
});
