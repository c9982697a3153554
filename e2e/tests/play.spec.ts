import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ZActivity } from '@rally/contracts/activities';
import type { TLoginResponse } from '@rally/contracts/auth';
import { ZCompany } from '@rally/contracts/companies';
import { ZGameDetail } from '@rally/contracts/games';
import { ZLog } from '@rally/contracts/logs';
import { ZTeam } from '@rally/contracts/teams';
import { ZUser, ZUserSettings } from '@rally/contracts/users';
import { DEMO, DEMO_PASSWORD, unique, uniqueEmail } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectAccessibleInBothSkins, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { invitedUser } from '../support/people.ts';
import { putSession } from '../support/session.ts';

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * A running game of a company of the test's own (made through the API: not this test's subject),
 * so nothing another spec does moves its scores: a player with a password (from their invitation),
 * a rival ahead of them by 30 points, a behaviour that counts at once and one needing approval.
 */
/**
 * A running game of a company of the test's own (made through the API: not this test's subject),
 * so nothing another spec does moves its scores: a player with a password (from their invitation),
 * a rival ahead of them by 30 points, a behaviour that counts at once and one needing approval.
 */
async function runningGame(request: APIRequestContext) {
  const admin = (await getToken(request, DEMO.admin, DEMO_PASSWORD)).accessToken;
  const company = await callApi(
    request,
    admin,
    {
      method: 'POST',
      path: '/companies',
      data: { name: `Play ${unique('Co')}`, stage: 'live', trialEndsAt: null },
    },
    { status: 201, schema: ZCompany },
  );
  const organiserAccount = await invitedUser(request, admin, {
    role: 'company_admin',
    first: 'Olga',
    companyId: company.id,
  });
  const organiser = await getToken(request, organiserAccount.email, organiserAccount.password);
  const token = organiser.accessToken;
  const call = <T>(
    method: 'POST',
    path: string,
    data: unknown,
    schema: { parse: (x: unknown) => T },
    status = 200,
  ) => callApi(request, token, { method, path, data }, { status, schema });

  const player = await invitedUser(request, admin, { role: 'player', first: 'Pia', companyId: company.id });
  const rival = await call(
    'POST',
    '/users',
    { fullName: `Rex ${unique('Rival')}`, email: uniqueEmail('rex'), role: 'player', sendInvitation: false },
    ZUser,
    201,
  );
  const game = await call(
    'POST',
    '/competition/add',
    {
      competition: {
        name: `Play ${unique('Game')}`,
        startDate: utcDay(-3),
        endDate: utcDay(30),
        timezone: 'UTC',
        rules: { leaderboardShows: 'teams_and_individuals', leaderboardNames: 'full' },
      },
    },
    ZGameDetail,
    201,
  );
  const activity = await call(
    'POST',
    '/task/competition/subtask/add',
    {
      competitionId: game.id,
      name: 'Move more',
      subtasks: [
        { name: 'Walk to work', points: 20 },
        { name: 'Team workout', points: 50, requiresApproval: true },
        { name: 'Swim', points: 30 },
      ],
    },
    ZActivity,
    201,
  );
  const behaviour = (name: string) => activity.subtasks.find((b) => b.name === name)?.id ?? '';
  const larks = await call(
    'POST',
    '/group/add',
    { group: { competitionId: game.id, name: 'Larks' } },
    ZTeam,
    201,
  );
  const owls = await call(
    'POST',
    '/group/add',
    { group: { competitionId: game.id, name: 'Owls', color: '#7950f2' } },
    ZTeam,
    201,
  );
  for (const [team, user] of [
    [larks, player],
    [owls, rival],
  ] as const) {
    await callApi(
      request,
      token,
      {
        method: 'POST',
        path: '/competition/add/existing/user',
        data: { data: { competitionId: game.id, groupId: team.id, userIds: [user.id] } },
      },
      { schema: { parse: (x) => x } },
    );
  }
  await call('POST', `/competitions/${game.id}/status`, { status: 'active' }, ZGameDetail);
  // The rival's 30 points, logged by the organiser on his behalf.
  await call(
    'POST',
    `/game/${game.id}/performedtasks`,
    { behaviourId: behaviour('Swim'), userId: rival.id },
    ZLog,
    201,
  );
  return { organiser, game, player, rival };
}

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
      await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
      await expectNoAxeViolations(page, `${screen}, ${skin} skin`);
    }
  } finally {
    await save('light');
  }
}

async function signedOutBoard(browser: Browser, publicId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const board = await context.newPage();
  await board.goto(`/leaderboard/${publicId}`);
  return { context, board };
}

test.describe('playing a game', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a player logs on a phone, an organiser approves, and the public board moves without a reload', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const { organiser, game, player, rival } = await runningGame(request);
    const { context, board } = await signedOutBoard(browser, game.publicId);
    const players = board.getByRole('region', { name: 'Players' });
    await expect(players.getByRole('row').nth(1)).toContainText(rival.fullName);
    await expect(board.getByText('Live', { exact: true })).toBeVisible();

    const playerSession = await getToken(request, player.email, player.password);
    await putSession(page, playerSession);
    await page.goto('/');
    await expect(page).toHaveURL('/play');
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    // No log yet: the streak asks for one today.
    const streak = page.getByRole('region', { name: 'Your streak' });
    await expect(streak).toContainText('0days in a row');
    await expect(streak.getByText('Log today to start a streak.')).toBeVisible();

    // A behaviour that counts at once.
    const walk = page.getByRole('checkbox', { name: /Walk to work/ });
    await walk.check();
    await expect(walk).toBeChecked();
    await expect(walk).toBeFocused();
    await expect(page.getByText('+20 points', { exact: true })).toBeVisible();
    // The streak follows the log without a reload.
    await expect(streak).toContainText('1day in a row');
    await expect(streak.getByText('Logged today: your streak is safe.')).toBeVisible();
    await expect(players.getByRole('row').filter({ hasText: player.fullName })).toContainText('20');

    // One that waits for the organiser's approval.
    const workout = page.getByRole('checkbox', { name: /Team workout/ });
    await workout.check();
    await expect(workout).toBeChecked();
    await expect(page.getByText("Waiting for an organiser's approval")).toBeVisible();
    await expect(players.getByRole('row').nth(1)).toContainText(rival.fullName);
    await axeInBothSkinsOfAccount(page, request, playerSession, 'player home (phone)');

    // The organiser approves it in the review queue.
    const organiserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const organiserPage = await organiserContext.newPage();
    await putSession(organiserPage, organiser);
    await organiserPage.goto(`/games/review/${game.id}`);
    await organiserPage
      .getByRole('checkbox', { name: new RegExp(`Select ${player.fullName}, Team workout`) })
      .check();
    await organiserPage.getByRole('button', { name: 'Approve' }).click();
    await organiserPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(organiserPage.getByRole('main').getByText('1 log approved.')).toBeVisible();
    await organiserContext.close();

    // The signed-out board, never reloaded, shows the new order.
    await expect(players.getByRole('row').nth(1)).toContainText(player.fullName);
    await expect(players.getByRole('row').nth(1)).toContainText('70');
    const teams = board.getByRole('region', { name: 'Teams' });
    await expect(teams.getByRole('row').nth(1)).toContainText('Larks');
    // The player's own home follows too.
    await expect(page.getByText('Approved')).toHaveCount(2);
    await context.close();
  });

  test('the public pages and the wall screen are accessible in both skins', async ({ page, request }) => {
    const { game } = await runningGame(request);
    await page.goto(`/leaderboard/${game.publicId}`);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'public leaderboard (phone)');

    await page.goto(`/${game.publicId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'public game page (phone)');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/leaderboard/${game.publicId}?tv=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // The wall screen has no skin toggle (nothing around the board): it shows the stored skin.
    for (const skin of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('rally.skin', value), skin);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
      await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
      await expectNoAxeViolations(page, `wall screen, ${skin} skin`);
    }
  });

  test('an unknown public id shows the 404 screen, and the app’s own paths are not taken for one', async ({
    page,
  }) => {
    await page.goto('/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page).toHaveURL('/error-404');
    await page.goto('/access-control');
    await expect(page).toHaveURL('/login?from=%2Faccess-control');
  });
});
