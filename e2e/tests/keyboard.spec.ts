import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TLoginResponse } from '@rally/contracts/auth';
import { unique, uniqueEmail } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** The answers this spec reads: only ids. */
const withId = { parse: (input: unknown) => input as { id: string } };

/**
 * A draft game of the demo company with two teams, two new players in the first (made through the
 * API: not this test's subject); its company admin signed in.
 */
async function draftWithTeams(request: APIRequestContext, session: TLoginResponse) {
  const call = (path: string, data: unknown, status = 201) =>
    callApi(request, session.accessToken, { method: 'POST', path, data }, { status, schema: withId });
  const names = [`Ana ${unique('Player')}`, `Ben ${unique('Player')}`];
  const players = [];
  for (const fullName of names)
    players.push(
      await call('/users', {
        fullName,
        email: uniqueEmail('keys-player'),
        role: 'player',
        sendInvitation: false,
      }),
    );
  const game = await call('/competition/add', { competition: { name: unique('Keyboard game') } });
  const teams = [];
  for (const name of ['Falcons', 'Owls'])
    teams.push(await call('/group/add', { group: { competitionId: game.id, name, color: '#228be6' } }));
  await callApi(
    request,
    session.accessToken,
    {
      method: 'POST',
      path: '/competition/add/existing/user',
      data: { data: { competitionId: game.id, groupId: teams[0]?.id, userIds: players.map((p) => p.id) } },
    },
    { schema: { parse: (input: unknown) => input } },
  );
  return { gameId: game.id, ana: names[0] ?? '' };
}

/** The element that has the focus, as a locator (a focused element matches `:focus`). */
const focused = (page: Page) => page.locator(':focus');

/** The focus is on `target`, and it is in view below the fixed header (2.4.11). */
async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

test.describe('keyboard only: focus lands where the user continues', () => {
  test('the game wizard: a refused form, a picked day, Next and Save and continue', async ({
    page,
    signInFast,
  }) => {
    await signInFast('company_admin');
    await page.goto('/games/game-configuration');
    const name = page.getByRole('textbox', { name: 'Name' });
    const create = page.getByRole('button', { name: 'Create draft and continue' });

    // Refused: the first field to fix takes the focus, and the refusal is said.
    await create.focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, name);
    await expect(page.locator('#app-announcer-assertive')).toHaveText(
      'The form was not sent: 1 field needs attention.',
    );
    // A field in error is red, focused or not: its focus still shows, as a ring (1.4.11).
    await expect(name).toHaveCSS('outline-style', 'solid');
    await page.keyboard.type(unique('Wizard game'));

    // A day picked with the keyboard: back at the field.
    const start = page.getByRole('button', { name: 'Start date', exact: true });
    await start.focus();
    await page.keyboard.press('Enter');
    // Past days are not offered for a new game's start: the first day that is.
    const day = page
      .getByRole('dialog')
      .getByRole('button', { name: /^\d{1,2} \w+ \d{4}$/, disabled: false })
      .first();
    await day.focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, start);
    await expect(start).not.toHaveText('Pick a day');

    await create.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/step=rules$/);
    await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Rules' }));

    await page.getByRole('button', { name: 'Save and continue' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Habits' }));
    await page.getByRole('button', { name: 'Next', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Teams' }));
  });

  test('moving a player by its menu and by keyboard drag', async ({ page, request, signInFast }) => {
    const { gameId, ana } = await draftWithTeams(request, await signInFast('company_admin'));
    await page.goto(`/games/game-configuration/${gameId}?step=teams`);
    const menu = page.getByRole('button', { name: `Actions for ${ana}` });

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move to Owls' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${ana} moved to Owls.`)).toBeVisible();
    await expectFocusOn(page, menu);
    await expect(page.locator('[data-team-id]', { has: menu })).toHaveCount(1);
    const owls = page.getByRole('button', { name: 'Add players to Owls' }).locator('..');
    await expect(owls).toContainText(ana);

    // Back by keyboard drag: lifted with Space, moved with an arrow, dropped with Space.
    const grip = page.getByRole('button', { name: `Drag ${ana} to another team` });
    await grip.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Picked up ${ana}, in Owls.`)).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(`${ana}: in Falcons.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${ana} dropped, in Falcons.`)).toBeAttached();
    await expect(page.getByText(`${ana} moved to Falcons.`)).toBeVisible();
    await expectFocusOn(page, grip);
    const falcons = page.getByRole('button', { name: 'Add players to Falcons' }).locator('..');
    await expect(falcons).toContainText(ana);
  });

  test('the notifications and signing out', async ({ page, signInFast }) => {
    await signInFast('company_admin');
    await page.goto('/games/game-list');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const title = page.getByRole('heading', { name: 'Notifications' });

    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(title).toBeHidden();
    await expect(bell).toBeFocused();

    // Tabbing out of the open list closes it (it never covers the control that has the focus), and
    // the focus continues next to the bell, not at the top of the page.
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(title).toBeHidden();
    await expect(focused(page)).toHaveAccessibleName(/^Switch to (top|side) navigation$/);
    await page.keyboard.press('Tab');
    await expect(bell).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveAccessibleName(/^[A-Z]{1,2}: account menu of /);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('at 320 px (1280 px at 400 % zoom)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the header fits: the account menu and the quick settings are reachable', async ({
    page,
    signInFast,
  }) => {
    await signInFast('player');
    await page.goto('/settings/faq');
    const account = page.getByRole('button', { name: /account menu of/ });
    await expect(account).toBeVisible();
    const box = await account.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await account.focus();
    await page.keyboard.press('Enter');
    for (const item of ['My profile', 'Change password', 'Sign out'])
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    // Language and skin wait in the navigation drawer.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('combobox', { name: 'Language' })).toBeInViewport();
    await expect(navigation.getByRole('button', { name: 'Switch to dark skin' })).toBeInViewport();
    await page.getByRole('button', { name: 'Close navigation' }).click();

    // Tabbing back up a long page: a control that is under the fixed header when it gets the focus
    // is scrolled out from under it (2.4.11).
    const faq = page.getByRole('main').getByRole('button').nth(2);
    await faq.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 20),
    );
    await faq.focus();
    await expectFocusOn(page, faq);
    await expectNoAxeViolations(page, 'the FAQ at 320 px');
  });
});
