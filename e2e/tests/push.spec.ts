import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { invitedUser } from '../support/people.ts';
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

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A device subscribing as its browser would (an FCM endpoint, a browser's key sizes), with its User-Agent. */
async function subscribeDevice(request: APIRequestContext, token: string, userAgent: string) {
  const response = await request.put('/api/push/subscriptions', {
    headers: { authorization: `Bearer ${token}`, 'user-agent': userAgent },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`,
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('the devices that receive one’s notifications', () => {
  test('are listed on one’s settings by browser and system, accessible, and removed with the keyboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = (await getToken(request, DEMO.admin, DEMO_PASSWORD)).accessToken;
    // A player of their own: the list is the demo player's devices otherwise, shared with other tests.
    const { companyId } = (await getToken(request, DEMO.player, DEMO_PASSWORD)).user;
    const player = await invitedUser(request, admin, { role: 'player', first: 'Dana', companyId });
    const session = await getToken(request, player.email, player.password);
    await subscribeDevice(request, session.accessToken, MAC_FIREFOX);
    await subscribeDevice(request, session.accessToken, ANDROID_CHROME);
    await putSession(page, session);
    await page.goto('/users/settings');

    const card = page.getByRole('region', { name: 'Devices receiving notifications' });
    await expect(card.getByRole('listitem')).toHaveText(
      [/^Chrome on Android\s*Added on /, /^Firefox on macOS\s*Added on /],
      {
        timeout: 30_000,
      },
    );
    await expectAccessibleInSkinsAndPhone(page, 'settings with the devices that receive notifications');
    await page.setViewportSize({ width: 390, height: 844 });
    await inBothSkins(page, async (skin) => {
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: test.info().outputPath(`push-devices-390-${skin}.png`) });
    });

    await card.getByRole('button', { name: /^Remove Chrome on Android, added on / }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('listitem')).toHaveText([/^Firefox on macOS/]);
    // Focus goes on to the device now in its place.
    await expect(card.getByRole('button', { name: /^Remove Firefox on macOS, added on / })).toBeFocused();
    const left = await request.get('/api/push/subscriptions', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(((await left.json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
