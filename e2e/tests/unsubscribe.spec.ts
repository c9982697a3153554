import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TMailCategory } from '@rally/contracts/mail-preferences';
import { expect, SKINS, test, VIEWPORTS } from '../a11y/fixtures.ts';
import { getToken } from '../support/api.ts';
import { expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { runningGame } from '../support/running-game.ts';
import { putSession } from '../support/session.ts';

/**
 * A mail's unsubscribe link as `apps/server/src/mail/unsubscribe.ts` signs it, with the secret the
 * test server keeps in its data directory (the test writes no mail to read the link from).
 */
function linkFor(userId: string, category: TMailCategory) {
  const secret = readFileSync(
    path.join(process.env.E2E_DATA_DIR ?? '', 'secrets', 'jwt-secret'),
    'utf8',
  ).trim();
  const key = createHmac('sha256', secret).update('rally mail unsubscribe v1').digest();
  const mac = createHmac('sha256', key).update(`${userId}:${category}`).digest('base64url');
  return `/rally/unsubscribe?token=${encodeURIComponent(`${userId}.${category}.${mac}`)}`;
}

/**
 * One-click unsubscribe on a phone, signed out (decision 0032): the link's page asks before it
 * stops anything, stops that kind of mail with its button, and the player's settings then show the
 * kind stopped and turn it back on. In both skins, axe clean, with screenshots.
 */
test.describe('unsubscribing from a mail', () => {
  test.use({ viewport: VIEWPORTS.phone });

  const kinds: Record<(typeof SKINS)[number], { category: TMailCategory; label: string }> = {
    light: { category: 'notices', label: 'Game news' },
    dark: { category: 'digest', label: 'Weekly digest for organisers' },
  };

  for (const skin of SKINS) {
    test(`asks, stops, and the settings undo it (${skin})`, async ({ page, openAs, sessionOf }) => {
      const player = (await sessionOf('player')).user;
      const { category, label } = kinds[skin];
      const shot = (name: string) =>
        page.screenshot({ path: test.info().outputPath(`unsubscribe-${name}-${skin}.png`), fullPage: true });

      await openAs('signed out', linkFor(player.id, category), { skin });
      await expect(
        page.getByRole('heading', { level: 1, name: `Stop these e-mails: ${label}?` }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `unsubscribe page, ${skin} skin`);
      await shot('ask');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      await expectNoAxeViolations(page, `unsubscribed, ${skin} skin`);
      await shot('done');

      await openAs('player', '/users/settings', { skin });
      const section = page.getByRole('region', { name: 'E-mails you get' });
      const kind = section.getByRole('switch', { name: new RegExp(`^${label}`) });
      await expect(kind).not.toBeChecked();
      await expectNoAxeViolations(page, `settings with a stopped kind, ${skin} skin`);
      await section.scrollIntoViewIfNeeded();
      await shot('settings');
      await kind.focus();
      await page.keyboard.press('Space');
      await expect(kind).toBeChecked();
      await expect(page.getByText(`You will get again: ${label}.`)).toBeVisible();
      // The keyboard user goes on from the switch they used.
      await expect(kind).toBeFocused();
    });
  }

  test('a player who stopped reminder e-mails is told so in the settings and turns them on again', async ({
    page,
    request,
  }) => {
    // A game and player of its own: the demo player's reminders belong to the reminders journeys.
    test.setTimeout(180_000);
    const { player, game } = await runningGame(request);
    await page.goto(linkFor(player.id, 'reminders'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

    await putSession(page, await getToken(request, player.email, player.password));
    await page.goto('/users/settings');
    const card = page.getByRole('region', { name: 'Reminders to log' });
    const mail = card.getByRole('group', { name: game.name }).getByRole('checkbox', { name: 'E-mail' });
    await expect(card.getByText(/^You stopped reminder e-mails for all your games/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(mail).toBeDisabled();
    await expect(mail).not.toBeChecked();
    await inBothSkins(page, async (skin) => {
      await expectNoAxeViolations(page, `reminder settings with e-mails stopped (phone), ${skin} skin`);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: test.info().outputPath(`reminder-mail-stopped-390-${skin}.png`) });
    });

    await card.getByRole('button', { name: 'Send me reminder e-mails again' }).click();
    await expect(page.locator('#app-announcer-polite')).toHaveText(/^Reminder e-mails are on again/);
    await expect(mail).toBeEnabled();
    // The keyboard goes on from the box the stop had held.
    await expect(mail).toBeFocused();
  });

  test('a forged link is refused and points to the settings', async ({ page, openAs }) => {
    await openAs('signed out', '/rally/unsubscribe?token=forged', { skin: 'light' });
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open my settings' })).toBeVisible();
  });
});
