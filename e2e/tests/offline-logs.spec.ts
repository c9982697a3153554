import type { APIRequestContext, Page } from '@playwright/test';
import { ZChecklist } from '@rally/contracts/logs';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectAccessibleInBothSkins, expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { organiserApi } from '../support/game-setup.ts';
import { invitedUser } from '../support/people.ts';
import { putSession } from '../support/session.ts';

/** A running game of the demo company with a player who can sign in, and three behaviours. */
async function gameWithPlayer(request: APIRequestContext) {
  const org = await organiserApi(request);
  const admin = (await getToken(request, DEMO.admin, DEMO_PASSWORD)).accessToken;
  const player = await invitedUser(request, admin, {
    role: 'player',
    first: 'Ola',
    companyId: org.session.user.companyId,
  });
  const game = await org.game('Offline', -3, 30);
  const activity = await org.activity(game.id, 'Move more', [
    { name: 'Walk to work', points: 20 },
    { name: 'Take the stairs', points: 5, maxPerDay: 3 },
    { name: 'Swim', points: 30 },
  ]);
  const behaviour = (name: string) => activity.subtasks.find((b) => b.name === name)?.id ?? '';
  await org.team(game.id, 'Larks', [player.id]);
  await org.start(game.id);
  const session = await getToken(request, player.email, player.password);
  return { org, game, player, session, behaviour };
}

/** The player's day as the server holds it. */
const serverDay = (request: APIRequestContext, token: string, gameId: string) =>
  callApi(request, token, { method: 'GET', path: `/game/${gameId}/checklist` }, { schema: ZChecklist });

const points = (page: Page) =>
  page
    .getByRole('region', { name: 'Your standing' })
    .getByText(/^\d[\d,.\s]*$/)
    .first();

async function openDay(page: Page, gameId: string) {
  await page.goto(`/play/${gameId}`);
  // A cold start of the signed-in app on a busy machine may take a while.
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Resolves once the service worker controls the page: its precache is complete by then (it claims
 * the page only once installed, that is once every file it keeps is in its cache).
 */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

test.describe('logging without signal', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('with the app reopened offline', () => {
    // The app opens offline from its service worker (decision 0027): allowed here as in
    // installable.spec.ts, and the app's files not routed (a routed request passes the worker by).
    // Only here: elsewhere each fresh context would download the whole app once more.
    test.use({ serviceWorkers: 'allow', warmAssetCache: false });

    test('ticks made offline wait on the device, survive closing the app, and are sent once when the network returns', async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      const { game, session } = await gameWithPlayer(request);
      await putSession(page, session);
      await openDay(page, game.id);
      await expect(points(page)).toHaveText('0');
      await controlled(page);

      await context.setOffline(true);
      const walk = page.getByRole('checkbox', { name: /Walk to work/ });
      await walk.check();
      await expect(walk).toBeChecked();
      await expect(walk).toBeFocused();
      const stairs = page.getByRole('button', { name: /Log Take the stairs once more/ });
      await stairs.click();
      await expect(stairs).toHaveText('1 of 3');
      await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(2);
      await expect(page.getByRole('status').filter({ hasText: '2 logs waiting to send' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('waiting-to-send.png'), fullPage: true });
      await page.close();

      // The app is closed; the ticks are on the device only.
      expect((await serverDay(request, session.accessToken, game.id)).points).toBe(0);
      // Reopened with no network at all: the shell from the worker's cache, the day as last seen
      // (kept on the device), the ticks from the outbox.
      const again = await context.newPage();
      await openDay(again, game.id);
      await expect(again.getByText('Waiting to send', { exact: true })).toHaveCount(2);
      await expect(again.getByRole('checkbox', { name: /Walk to work/ })).toBeChecked();
      await expect(again.getByRole('button', { name: /Log Take the stairs once more/ })).toHaveText('1 of 3');
      await expect(points(again)).toHaveText('0');
      await expect(
        again.getByRole('main').getByText(/^Rally cannot be reached: you see what it last sent/),
      ).toBeVisible();
      await inBothSkins(again, async (skin) => {
        await expectNoAxeViolations(
          again,
          `player home reopened offline with logs waiting to send (phone), ${skin} skin`,
        );
        await again.screenshot({
          path: test.info().outputPath(`reopened-offline-${skin}.png`),
          fullPage: true,
        });
      });

      // The network returns: the browser's "online" sends the outbox, and the home is refreshed.
      await context.setOffline(false);
      await expect(again.getByText(/Waiting to send|Sending/)).toHaveCount(0);
      await expect(again.getByRole('status').filter({ hasText: 'waiting to send' })).toHaveCount(0);
      await expect(again.getByText('+20 points', { exact: true })).toBeVisible();
      await expect(again.getByRole('button', { name: /Log Take the stairs once more/ })).toHaveText('1 of 3');
      await expect(points(again)).toHaveText('25');
      await expect(again.getByText(/^Rally cannot be reached: you see what it last sent/)).toHaveCount(0);
      // Sent once each, whatever the tries: the server holds one log of each.
      const day = await serverDay(request, session.accessToken, game.id);
      const logsOf = (name: string) =>
        day.activities.flatMap((a) => a.behaviours).find((b) => b.name === name)?.logs ?? [];
      expect(logsOf('Walk to work')).toHaveLength(1);
      expect(logsOf('Take the stairs')).toHaveLength(1);
      expect(day.points).toBe(25);
    });
  });

  test('a log refused on arrival shows its reason until dismissed, and counts nothing', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const { org, game, player, session, behaviour } = await gameWithPlayer(request);
    await putSession(page, session);
    await openDay(page, game.id);

    await context.setOffline(true);
    const swim = page.getByRole('checkbox', { name: /Swim/ });
    await swim.check();
    await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(1);
    // Meanwhile an organiser logs the same swim on the player's behalf: the day is full.
    await org.log(game.id, behaviour('Swim'), player.id);
    await context.setOffline(false);

    const alert = page.getByRole('alert').filter({ hasText: 'Not sent' });
    await expect(alert).toContainText('Not sent: Swim counts at most 1 times a day, and that day is full.');
    await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(0);
    await expect(swim).toBeChecked();
    await expect(points(page)).toHaveText('30');
    await page.screenshot({ path: test.info().outputPath('refused.png'), fullPage: true });

    // Kept on the device until read: there after a reload, in both skins.
    await page.reload();
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expectAccessibleInBothSkins(page, 'player home with a refused log (phone)');
    await alert.getByRole('button', { name: 'Dismiss the log of Swim that was not sent' }).click();
    await expect(alert).toHaveCount(0);
    // The box is the organiser's log (the player cannot undo it): focus stays on the behaviour.
    await expect(swim).toBeDisabled();
    await expect(page.getByRole('listitem').filter({ has: swim })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Not sent', { exact: false })).toHaveCount(0);
    const day = await serverDay(request, session.accessToken, game.id);
    expect(day.points).toBe(30);
  });
});
