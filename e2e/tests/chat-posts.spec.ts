import { ZChatConnection, ZChatConnectionList } from '@rally/contracts/chat-posts';
import { callApi } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { runningGame } from '../support/running-game.ts';
import { putSession } from '../support/session.ts';

/** Slack and Teams posts (ADR 0034): an organiser connects a game's chat on its set-up, resumes, edits and deletes. */
test.describe('chat posts', () => {
  test('an organiser connects Slack, sees it masked, resumes it when paused, edits and deletes it', async ({
    page,
    request,
  }) => {
    // Four axe runs and a screenshot in both skins: on a loaded machine two minutes ran out.
    test.setTimeout(4 * 60_000);
    const { organiser, game } = await runningGame(request);
    await putSession(page, organiser);
    await page.goto(`/games/game-view/${game.id}?section=setup`);
    const card = page.getByRole('region', { name: 'Chat posts' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('No chat connected yet.')).toBeVisible();

    // The server may reach 127.0.0.1 (playwright.config.ts); nothing is posted until something happens.
    const url = 'http://127.0.0.1:9/services/T0/B0/secretpart';
    const address = card.getByRole('textbox', { name: /^Incoming webhook address/ });
    await address.fill(url);
    // The daily leaderboard's time shows with its box (ticked like every event): unticked by keyboard
    // it goes, focus staying on the box; ticked again, the organiser picks the hour.
    const dailyBox = card.getByRole('checkbox', { name: 'Daily leaderboard' });
    const dailyAt = card.getByLabel(/^Daily leaderboard time/);
    await expect(dailyAt).toHaveValue('09:00');
    await dailyBox.focus();
    await page.keyboard.press('Space');
    await expect(dailyAt).toHaveCount(0);
    await expect(dailyBox).toBeFocused();
    await page.keyboard.press('Space');
    await dailyAt.fill('07:45');
    await card.getByRole('button', { name: 'Connect' }).click();
    const item = card.getByRole('listitem').filter({ hasText: 'Slack' });
    await expect(item).toContainText('http://127.0.0.1:9/…part');
    await expect(item).toContainText('Active');
    await expect(item).toContainText('Daily leaderboard at 07:45');
    await expect(card).not.toContainText('secretpart');
    // Ready for the next one: the address field again, empty.
    await expect(address).toBeFocused();
    await expect(address).toHaveValue('');

    // Paused (as after failing posts): the organiser sees it and resumes it.
    const list = await callApi(
      request,
      organiser.accessToken,
      { method: 'GET', path: `/games/${game.id}/chat-connections` },
      { status: 200, schema: ZChatConnectionList },
    );
    await callApi(
      request,
      organiser.accessToken,
      { method: 'PUT', path: `/chat-connections/${list.data[0]?.id}`, data: { status: 'paused' } },
      { status: 200, schema: ZChatConnection },
    );
    await page.reload();
    await expect(item).toContainText('Paused', { timeout: 30_000 });
    await expectAccessibleInSkinsAndPhone(page, 'game set-up with chat posts');
    await page.setViewportSize({ width: 390, height: 844 });
    await inBothSkins(page, async (skin) => {
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: test.info().outputPath(`chat-posts-390-${skin}.png`) });
    });
    await item.getByRole('button', { name: 'Resume' }).click();
    await expect(item).toContainText('Active');
    await expect(item.getByRole('button', { name: /^Delete the Slack connection/ })).toBeFocused();

    // Edited: badges instead of round results, the leaderboard at another hour; focus back on Edit.
    const edit = item.getByRole('button', { name: /^Edit what the Slack connection/ });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: /^What is posted to/ });
    await expect(dialog.getByLabel(/^Daily leaderboard time/)).toHaveValue('07:45');
    // The skin toggle is behind the dialog: axe here in the light skin at 390 px, as the page is now.
    await expectNoAxeViolations(page, 'chat connection edit dialog at 390 px');
    await dialog.screenshot({ path: test.info().outputPath('chat-edit-390.png') });
    await dialog.getByRole('checkbox', { name: 'Round results' }).uncheck();
    await dialog.getByLabel(/^Daily leaderboard time/).fill('18:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(item).toContainText('Daily leaderboard at 18:30');
    await expect(item).not.toContainText('Round results');
    await expect(edit).toBeFocused();

    await item.getByRole('button', { name: /^Delete the Slack connection/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card.getByText('No chat connected yet.')).toBeVisible();
    await expect(address).toBeFocused();
  });
});
