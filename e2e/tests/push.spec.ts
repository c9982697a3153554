import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { putSession } from '../support/session.ts';

// Pushes reach the app through its service worker, and the control shows only where one is
// registered: allowed here (blocked elsewhere, playwright.config.ts), and no routing of the app's
// files (a request the test routes passes the worker by).
test.use({ serviceWorkers: 'allow', warmAssetCache: false });

test.describe('allowing notifications on the player’s home', () => {
  test('the control says what comes, is accessible in both skins and on a phone, and says when the browser blocks it', async ({
    page,
    request,
  }) => {
    // Two axe rounds over both skins and a phone: slower than one screen on a busy machine.
    test.setTimeout(180_000);
    await putSession(page, await getToken(request, DEMO.player, DEMO_PASSWORD));
    await page.goto('/play');
    // The app registers its worker once the page has loaded.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();

    const card = page.getByRole('region', { name: 'Notifications on this device' });
    // The home loads the game's boards first, slowly on a busy machine.
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('when a round of your game is closed and its results are final');
    const allow = card.getByRole('button', { name: 'Allow notifications' });
    await expect(allow).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'player home with the notifications control');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: test.info().outputPath(`push-control-${width}.png`) });
    }

    // Headless Chromium answers the prompt with a refusal, as a person blocking it would.
    await allow.click();
    await expect(card.getByRole('alert')).toContainText('blocked for Rally in this browser');
    await expect(allow).toBeHidden();
    await card.screenshot({ path: test.info().outputPath('push-control-blocked.png') });
    await expectNoAxeViolations(page, 'player home, notifications blocked');
  });
});
