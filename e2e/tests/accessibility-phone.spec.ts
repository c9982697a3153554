import type { APIRequestContext, Page } from '@playwright/test';
import { ZActivityPage } from '@rally/contracts/activities';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectAccessibleInBothSkins } from '../support/axe.ts';
import { expect, type TDemoRole, test } from '../support/fixtures.ts';
import { demoGame } from '../support/game-setup.ts';

/**
 * axe-core on every screen of the screen tree (`apps/web/src/app/signed-in-screens.ts`,
 * `public-screens.ts`) on a phone (390 px), in both skins, each opened by the role that uses it;
 * the screens no other spec checks on a desktop are checked at 1280 px too. One page per role: the
 * screens follow each other without signing in again. Screens with an id show the demo company's
 * running game, "Spring Into Health", and the demo accounts.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type TScreen = { path: string; desktop?: boolean };

/** The demo company's running game, its first habit and behaviour, as the organiser reads them. */
async function demoGameContent(request: APIRequestContext, token: string) {
  const game = await demoGame(request, token);
  const activities = await callApi(
    request,
    token,
    { method: 'GET', path: `/task/competition/${game.id}/1` },
    { schema: ZActivityPage },
  );
  const activity = activities.result.find((a) => a.subtasks.length > 0);
  const behaviour = activity?.subtasks[0];
  if (!activity || !behaviour) throw new Error('the demo game has no habit with a behaviour');
  return { game, activity, behaviour };
}

/** Opens each screen at 390 px (and at 1280 px when asked), with its first heading drawn, and runs axe. */
async function checkScreens(page: Page, who: string, screens: TScreen[]) {
  for (const screen of screens) {
    for (const viewport of screen.desktop ? [PHONE, DESKTOP] : [PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessibleInBothSkins(page, `${screen.path} (${who}) at ${viewport.width} px`);
    }
  }
}

test.describe('accessibility of every screen on a phone (axe-core, light and dark skin)', () => {
  // Many screens, two skins each, one page: the budget of several ordinary tests (a slow machine's
  // browser took over 3 minutes for one group).
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  test('signed out: the public screens', async ({ page, request, signInFast }) => {
    const { accessToken } = await signInFast('company_admin');
    const game = await demoGame(request, accessToken);
    await page.evaluate(() => localStorage.clear());
    const token = 'a'.repeat(32);
    await checkScreens(page, 'signed out', [
      { path: '/login' },
      { path: '/rally/register' },
      { path: `/rally/confirm-email/${token}` },
      { path: '/rally/forgot-password' },
      { path: `/rally/reset-password/${token}` },
      { path: `/rally/set-password/${token}`, desktop: true },
      { path: '/rally/forgot-otp' },
      { path: `/rally/set-otp/${token}` },
      { path: `/rally/reset-otp/${token}` },
      { path: '/error-404' },
      { path: '/not-authorized' },
      { path: '/under-maintenance' },
      { path: '/error' },
      { path: '/pages/miscellaneous/coming-soon' },
      { path: `/leaderboard/${game.publicId}`, desktop: true },
      { path: `/${game.publicId}`, desktop: true },
    ]);
  });

  type TDemo = Awaited<ReturnType<typeof demoGameContent>> & {
    me: { id: string; companyId: string };
    /** The demo player: their profile shows games, places and logs. */
    player: { id: string };
  };
  // The organiser's screens, in three tests the two workers share.
  const organiserScreens: [string, (demo: TDemo) => TScreen[]][] = [
    [
      'the game screens',
      ({ game }) => [
        { path: '/dashboard/analytics' },
        { path: '/dashboard/overview' },
        { path: '/games/game-list' },
        { path: '/games/game-configuration', desktop: true },
        { path: `/games/game-configuration/${game.id}` },
        { path: `/games/game-edit/${game.id}`, desktop: true },
        { path: `/games/game-view/${game.id}`, desktop: true },
        { path: `/games/review/${game.id}` },
        { path: `/games/participants/${game.id}` },
      ],
    ],
    [
      'the game content screens',
      ({ game, activity, behaviour }) => [
        { path: `/games/activity/${game.id}`, desktop: true },
        { path: `/games/activity-configuration?gameId=${game.id}`, desktop: true },
        { path: `/games/activity-configuration/${activity.id}`, desktop: true },
        { path: `/games/subactivity-configuration/${behaviour.id}`, desktop: true },
        { path: `/games/teams/${game.id}`, desktop: true },
        { path: `/games/kpi/${game.id}`, desktop: true },
        { path: `/games/goals/${game.id}`, desktop: true },
        { path: `/games/charity/${game.id}`, desktop: true },
      ],
    ],
    [
      'the company, people and account screens',
      ({ me, player }) => [
        { path: `/companies/company-configuration/${me.companyId}`, desktop: true },
        { path: `/companies/company-view/${me.companyId}` },
        { path: '/users/user-list' },
        { path: '/users/user-configuration' },
        { path: `/users/user-configuration/${me.id}` },
        { path: `/users/profile/${me.id}` },
        { path: `/users/profile/${player.id}`, desktop: true },
        { path: `/users/settings/${me.id}`, desktop: true },
        { path: '/users/user-upload' },
        { path: '/users/myprofile', desktop: true },
        { path: `/users/password/${me.id}`, desktop: true },
        { path: '/users/settings', desktop: true },
        { path: '/settings/faq', desktop: true },
      ],
    ],
  ];
  for (const [group, screens] of organiserScreens) {
    test(`company admin: ${group}`, async ({ page, request, signInFast }) => {
      const session = await signInFast('company_admin');
      const demo = await demoGameContent(request, session.accessToken);
      const player = (await getToken(request, DEMO.player, DEMO_PASSWORD)).user;
      await checkScreens(page, 'company admin', screens({ ...demo, me: session.user, player }));
    });
  }

  test('platform admin: companies and the mailbox', async ({ page, signInFast }) => {
    await signInFast('admin');
    await checkScreens(page, 'platform admin', [
      { path: '/companies/company-list' },
      { path: '/companies/company-configuration' },
      { path: '/admin/mailbox' },
    ]);
  });

  for (const [role, screens] of [
    ['player', [{ path: '/play' }, { path: '/games/game-list' }, { path: '/not-authorized' }]],
    ['client', [{ path: '/access-control' }, { path: '/dashboard/analytics' }]],
  ] as [TDemoRole, TScreen[]][]) {
    test(`${role}: their own screens`, async ({ page, signInFast }) => {
      await signInFast(role);
      await checkScreens(page, role, screens);
    });
  }
});
