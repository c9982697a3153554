import { expectAccessibleInSkinsAndPhone } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The team feed on a player's home: colleagues' logs newest first; a kudos given and taken back; a
 * comment added as plain text (markup typed stays text) and deleted, the box keeping the focus and
 * each result announced.
 */
test.describe('the team feed', () => {
  test('a player gives kudos and comments on a colleague’s log', async ({ page, signInFast }) => {
    await signInFast('player');
    await page.goto('/play');
    const feed = page.getByRole('region', { name: 'Team feed' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();

    const kudosButton = page.getByRole('button', { name: /^Kudos for: / });
    const item = feed.getByRole('listitem').filter({ has: kudosButton }).first();
    const kudos = item.getByRole('button', { name: /^Kudos for: / });
    const wasPressed = (await kudos.getAttribute('aria-pressed')) === 'true';
    await kudos.click();
    await expect(kudos).toHaveAttribute('aria-pressed', String(!wasPressed));
    await expect(page.locator('#app-announcer-polite')).toHaveText(
      wasPressed ? 'Kudos taken back.' : 'Kudos given.',
    );
    await expect(kudos).toBeFocused();

    await item.getByRole('button', { name: /comments?$/ }).click();
    const box = item.getByRole('textbox', { name: 'Your comment' });
    const typed = `<b>Great</b> run ${Date.now()}`;
    await box.fill(typed);
    await item.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#app-announcer-polite')).toHaveText('Comment added.');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    // What a person typed is shown as they typed it: no bold, no markup.
    await expect(item.getByText(typed, { exact: true })).toBeVisible();
    await expect(item.locator('b')).toHaveCount(0);

    await expectAccessibleInSkinsAndPhone(page, 'player home with a feed item open');

    await item.getByRole('button', { name: 'Delete your comment' }).last().click();
    await expect(page.locator('#app-announcer-polite')).toHaveText('Comment deleted.');
    await expect(item.getByText(typed, { exact: true })).toHaveCount(0);
    await expect(box).toBeFocused();
    // The demo's kudos as they were, for whoever opens this home next.
    await kudos.click();
    await expect(kudos).toHaveAttribute('aria-pressed', String(wasPressed));
  });
});
