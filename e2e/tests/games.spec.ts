import type { APIRequestContext, Page } from '@playwright/test';
import { ZGameDetail } from '@rally/contracts/games';
import { ZUser } from '@rally/contracts/users';
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import deGames from '../../apps/web/src/locales/de/games.json' with { type: 'json' };
import { unique, uniqueEmail } from '../support/accounts.ts';
import { expectAlertShown } from '../support/alerts.ts';
import { callApi } from '../support/api.ts';
import { expectNoAxeViolations, inBothSkins, TOASTS } from '../support/axe.ts';
import { pickDay } from '../support/day-picker.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailsTo } from '../support/mailbox.ts';
import { ownCompany } from '../support/people.ts';
import { putSession, settingsApplied } from '../support/session.ts';

/**
 * A company of the test's own with four players (made through the API: not this test's subject),
 * its company admin signed in.
 */
async function companyWithPlayers(page: Page, request: APIRequestContext) {
  const { session } = await ownCompany(request, { company: 'Games', first: 'Gina' });
  const players = [];
  for (const first of ['Paula', 'Peter', 'Priya', 'Pablo']) {
    players.push(
      await callApi(
        request,
        session.accessToken,
        {
          method: 'POST',
          path: '/users',
          data: {
            fullName: `${first} ${unique('Player')}`,
            email: uniqueEmail(first.toLowerCase()),
            role: 'player',
            sendInvitation: false,
          },
        },
        { status: 201, schema: ZUser },
      ),
    );
  }
  await putSession(page, session);
  return { players };
}

/** The open dialog, by its title. */
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Every dialog closed. By any dialog, not by title: an editor's dialog takes another title while
 * it fades out after saving (a new behaviour's dialog says "New habit"), which hides it from a
 * check by its own title before it is gone.
 */
const noDialog = (page: Page) => expect(page.getByRole('dialog')).toHaveCount(0);

/**
 * Reads a toast and waits for it to close, as a user reads it before going on: it may cover the
 * button clicked next, and it stays open while under the pointer (which the last click left there).
 * That it came is asked of the alerts the tab drew (`support/alerts.ts`): its 3 s can pass before a
 * loaded machine's test looks.
 */
async function readToast(page: Page, text: string) {
  await expectAlertShown(page, text);
  await page.mouse.move(0, 0);
  await expect(page.locator(TOASTS).filter({ hasText: text })).toBeHidden();
}

test.describe('games', () => {
  test('a company admin sets up a game step by step, activates it, sends the start e-mail and finds it in German', async ({
    page,
    request,
  }) => {
    test.slow(); // the whole set-up: nine steps and their dialogs
    const { players } = await companyWithPlayers(page, request);
    const [paula, peter, priya, pablo] = players.map((p) => p.fullName);
    const name = `Spring ${unique('Rally')}`;
    const today = new Date();
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 20);

    // The list, then a new game.
    await page.goto('/games/game-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await page.getByRole('link', { name: 'New game' }).click();
    await expect(page).toHaveURL('/games/game-configuration');
    const step = page.getByRole('region', { name: 'Details' });
    await expect(step.getByText('Step 1 of 9')).toBeVisible();

    // 1. Details.
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('Move more, eat well, together.');
    await pickDay(page, 'Start date', today);
    await pickDay(page, 'End date', end);
    await page.getByRole('button', { name: 'Create draft and continue' }).click();
    await expect(page).toHaveURL(/\/games\/game-configuration\/[^/?]+\?step=rules$/);
    await readToast(page, `Draft “${name}” saved.`);
    const gameId = /game-configuration\/([^/?]+)/.exec(page.url())?.[1] ?? '';

    // 2. Rules: the defaults.
    await expect(page.getByRole('region', { name: 'Rules' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 3. A habit with two behaviours.
    await expect(page).toHaveURL(/step=activities$/);
    await page.getByRole('button', { name: 'Add habit' }).click();
    await dialog(page, 'New habit').getByRole('textbox', { name: 'Habit name' }).fill('Move more');
    await dialog(page, 'New habit').getByRole('button', { name: 'Create habit' }).click();
    await noDialog(page);
    for (const [behaviour, points] of [
      ['Take the stairs', '5'],
      ['Cycle to work', '30'],
    ] as const) {
      await page.getByRole('button', { name: 'Add behaviour to Move more' }).click();
      const form = dialog(page, 'New behaviour');
      await form.getByRole('textbox', { name: 'Behaviour' }).fill(behaviour);
      await form.getByRole('textbox', { name: 'Points' }).fill(points);
      await form.getByRole('button', { name: 'Add behaviour' }).click();
      await noDialog(page);
      await expect(page.getByRole('main').getByText(behaviour)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 4. Two teams of two players.
    await expect(page).toHaveURL(/step=teams$/);
    for (const [team, members] of [
      ['Red Foxes', [paula, peter]],
      ['Blue Herons', [priya, pablo]],
    ] as const) {
      await page.getByRole('button', { name: 'New team' }).click();
      await dialog(page, 'New team').getByRole('textbox', { name: 'Team name' }).fill(team);
      await dialog(page, 'New team').getByRole('button', { name: 'Create team' }).click();
      await noDialog(page);
      await page.getByRole('button', { name: `Add players to ${team}` }).click();
      const add = dialog(page, `Add players to ${team}`);
      for (const member of members) await add.getByRole('checkbox', { name: member }).check();
      await add.getByRole('button', { name: 'Add 2 players' }).click();
      await noDialog(page);
    }
    for (const player of [paula, peter, priya, pablo]) {
      await expect(page.getByRole('main').getByText(player ?? '')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 5. A KPI with a target.
    await expect(page).toHaveURL(/step=kpis$/);
    await page.getByRole('button', { name: 'Add KPI' }).click();
    const kpi = dialog(page, 'New KPI');
    await kpi.getByRole('textbox', { name: 'KPI' }).fill('Distance walked');
    await kpi.getByRole('textbox', { name: 'Unit' }).fill('km');
    await kpi.getByRole('textbox', { name: 'Target' }).fill('100');
    await kpi.getByRole('button', { name: 'Create KPI' }).click();
    await noDialog(page);
    const kpiRow = page.getByRole('table', { name: 'KPIs' }).getByRole('row', { name: /Distance walked/ });
    await expect(kpiRow).toContainText('100');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 6. Rounds: one per calendar week of the game's dates, in one click.
    await expect(page).toHaveURL(/step=rounds$/);
    await page.getByRole('button', { name: 'Split into weeks' }).click();
    await expect(page.locator('#app-announcer-polite')).toHaveText(/^\d+ rounds? made, one per week\.$/);
    await expect(page.getByRole('table', { name: 'Rounds of the game' })).toContainText('Week 1');
    await expect(page.getByRole('button', { name: 'Split into weeks' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 7. The quiz: the media library's items (none chosen here).
    await expect(page).toHaveURL(/step=quiz$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Quiz', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 8. A charity.
    await expect(page).toHaveURL(/step=charities$/);
    await page.getByRole('button', { name: 'Link a charity' }).click();
    const link = dialog(page, 'Link a charity');
    await link.getByRole('combobox', { name: 'Charity' }).click();
    const charity = page.getByRole('listbox', { name: 'Charity' }).getByRole('option').first();
    const charityName = (await charity.textContent()) ?? '';
    await charity.click();
    await link.getByRole('button', { name: 'Link charity' }).click();
    await noDialog(page);
    await expect(page.getByRole('table', { name: 'Linked charities' })).toContainText(charityName);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 9. Review, activate, and send the start e-mail.
    await expect(page).toHaveURL(/step=review$/);
    await expect(page.getByText('Ready to activate')).toBeVisible();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    const activate = dialog(page, `Activate ${name}?`);
    await expect(activate).toBeVisible();
    await expectNoAxeViolations(page, 'activate dialog');
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await noDialog(page);
    await readToast(page, `${name} is active.`);
    await expect(page.getByText(`${name} is active`, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Send start e-mail' }).click();
    const send = dialog(page, 'Send the start e-mail?');
    await expect(send).toBeVisible();
    await expectNoAxeViolations(page, 'start e-mail dialog');
    await send.getByRole('button', { name: 'Send e-mail' }).click();
    await noDialog(page);
    await readToast(page, 'Start e-mail sent to 4 players.');
    for (const player of players) {
      await expect
        // The subject names no game: the body does, with invisible breaks that keep it no link.
        .poll(
          async () =>
            (await mailsTo(request, player.email))
              .map((mail) => mail.text.replaceAll('\u200b', ''))
              .join('\n'),
          { message: `the start e-mail to ${player.email}` },
        )
        .toContain(name);
    }

    // The game's own page.
    await page.getByRole('link', { name: 'Open the game' }).click();
    await expect(page).toHaveURL(`/games/game-view/${gameId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The list, in German.
    await settingsApplied(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: deCommon.preferences.language }),
    ).toHaveValue('de');
    await page.goto('/games/game-list');
    await expect(page.getByRole('heading', { level: 1, name: deGames.list.title })).toBeVisible();
    await page.getByRole('searchbox', { name: deGames.list.search }).fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('table', { name: deGames.list.title }).getByRole('row')).toHaveCount(2); // the header and the game
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(deGames.phases.running);
    await expect(page.getByRole('columnheader', { name: deGames.columns.startDate })).toBeVisible();
  });

  test("a new game starts in the time zone its company's admin set, on a phone", async ({
    page,
    request,
  }) => {
    test.slow();
    const { session } = await ownCompany(request, { company: 'Zones', first: 'Zoe' });
    const companyId = session.user.companyId;
    await putSession(page, session);
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    // A company registered through the API sent no zone: UTC. Its admin moves it to Tokyo.
    await page.goto(`/companies/company-configuration/${companyId}`);
    const companyZone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(companyZone).toHaveValue(/^UTC\b/);
    expect(await overflow(), 'the company form fits a phone').toBeLessThanOrEqual(0);
    await companyZone.fill('Tokyo');
    await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`/companies/company-view/${companyId}`);
    await expect(page.getByRole('main').getByText('Asia/Tokyo')).toBeVisible();

    // The new game's form shows the company's zone, not the browser's, and the draft keeps it.
    await page.goto('/games/game-configuration');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo (UTC+09:00)');
    expect(await overflow(), 'the game details fit a phone').toBeLessThanOrEqual(0);
    const name = `Tokyo ${unique('Walk')}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Create draft and continue' }).click();
    await expect(page).toHaveURL(/\/games\/game-configuration\/[^/?]+\?step=rules$/);
    const gameId = /game-configuration\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    const game = await callApi(
      request,
      session.accessToken,
      { method: 'GET', path: `/competition/${gameId}` },
      { status: 200, schema: ZGameDetail },
    );
    expect(game).toMatchObject({ name, timezone: 'Asia/Tokyo' });
  });

  test('the game screens work in the top navigation and fit a phone', async ({ page, request }) => {
    test.slow();
    const { session } = await ownCompany(request, { company: 'Phone', first: 'Phil' });
    const name = `Pocket ${unique('Game')}`;
    const game = await callApi(
      request,
      session.accessToken,
      { method: 'POST', path: '/competition/add', data: { competition: { name } } },
      { status: 201, schema: ZGameDetail },
    );
    await putSession(page, session);
    const screens = [
      { path: '/games/game-list', heading: 'Games' },
      ...['details', 'rules', 'activities', 'teams', 'kpis', 'rounds', 'quiz', 'charities', 'review'].map(
        (step) => ({
          path: `/games/game-configuration/${game.id}?step=${step}`,
          heading: `Set up ${name}`,
        }),
      ),
      { path: `/games/game-view/${game.id}`, heading: name },
    ];
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    // The top navigation, on a desktop.
    await page.goto('/games/game-list');
    await settingsApplied(page);
    await page.getByRole('button', { name: 'Switch to top navigation' }).click();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      expect(await overflow(), `${screen.path} is no wider than the window`).toBeLessThanOrEqual(0);
    }

    // A phone: nothing wider than the screen (axe on each: the a11y project).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      expect(await overflow(), `${screen.path} fits a phone`).toBeLessThanOrEqual(0);
    }
  });

  test('an empty table fits a phone and shows its message whole, in both skins', async ({
    page,
    request,
  }) => {
    const { session } = await ownCompany(request, { company: 'Scroll', first: 'Sam' });
    const game = await callApi(
      request,
      session.accessToken,
      {
        method: 'POST',
        path: '/competition/add',
        data: { competition: { name: `Scroll ${unique('Game')}` } },
      },
      { status: 201, schema: ZGameDetail },
    );
    await putSession(page, session);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/games/game-configuration/${game.id}?step=kpis`);
    const table = page.getByRole('table', { name: 'KPIs' });
    const message = page
      .getByRole('main')
      .getByText('No KPIs yet. Add one, or copy the KPIs of another game.');
    await expect(message).toBeVisible();
    await inBothSkins(page, async (skin) => {
      // Nothing to scroll to: the table and its message lie within the screen.
      for (const [what, element] of [
        ['table', table],
        ['message', message],
      ] as const) {
        const box = await element.boundingBox();
        expect(box, `the ${what} has a place on the screen`).not.toBeNull();
        const [left, right] = [box?.x ?? -1, (box?.x ?? 0) + (box?.width ?? 0)];
        expect(left, `the empty ${what}'s left edge (${skin} skin)`).toBeGreaterThanOrEqual(0);
        expect(right, `the empty ${what}'s right edge (${skin} skin)`).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: test.info().outputPath(`empty-kpis-phone-${skin}.png`), fullPage: true });
      await expectNoAxeViolations(page, `empty KPI table on a phone, ${skin} skin`);
    });
  });
});
