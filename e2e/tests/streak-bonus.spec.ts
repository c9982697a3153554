import type { APIRequestContext } from '@playwright/test';
import { ZActivity } from '@rally/contracts/activities';
import { ZGameDetail } from '@rally/contracts/games';
import { ZLog } from '@rally/contracts/logs';
import { ZTeam } from '@rally/contracts/teams';
import { unique } from '../support/accounts.ts';
import { expectAlertShown } from '../support/alerts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { invitedUser, ownCompany } from '../support/people.ts';
import { putSession } from '../support/session.ts';

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const any = { parse: (x: unknown) => x };
const SHOTS = process.env.E2E_SHOTS;

/** A running game (one round) whose player logged a 20-point behaviour three days in a row, up to today. */
async function streakGame(request: APIRequestContext) {
  const { session: organiser } = await ownCompany(request, { company: 'Streaks', first: 'Otto' });
  const token = organiser.accessToken;
  const call = <T>(path: string, data: unknown, schema: { parse: (x: unknown) => T }, status = 201) =>
    callApi(request, token, { method: 'POST', path, data }, { status, schema });
  const player = await invitedUser(request, token, { role: 'player', first: 'Paula' });
  const game = await call(
    '/competition/add',
    {
      competition: {
        name: `Streaks ${unique('Game')}`,
        startDate: utcDay(-20),
        endDate: utcDay(20),
        timezone: 'UTC',
      },
    },
    ZGameDetail,
  );
  const activity = await call(
    '/task/competition/subtask/add',
    { competitionId: game.id, name: 'Move more', subtasks: [{ name: 'Walk to work', points: 20 }] },
    ZActivity,
  );
  const team = await call('/group/add', { group: { competitionId: game.id, name: 'Larks' } }, ZTeam);
  await call(
    '/competition/add/existing/user',
    { data: { competitionId: game.id, groupId: team.id, userIds: [player.id] } },
    any,
    200,
  );
  await call(
    '/settimes',
    { competitionId: game.id, settime: [{ name: 'Month', startDate: utcDay(-20), endDate: utcDay(20) }] },
    any,
  );
  await call(`/competitions/${game.id}/status`, { status: 'active' }, ZGameDetail, 200);
  const playerSession = await getToken(request, player.email, player.password);
  for (const offset of [-2, -1, 0]) {
    await callApi(
      request,
      playerSession.accessToken,
      {
        method: 'POST',
        path: `/game/${game.id}/performedtasks`,
        data: { behaviourId: activity.subtasks[0]?.id, day: utcDay(offset) },
      },
      { status: 201, schema: ZLog },
    );
  }
  return { organiser, game, playerSession };
}

test.describe('streak bonus', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an organiser switches the bonus on by keyboard; the player sees it as its own line of their points', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const { organiser, game, playerSession } = await streakGame(request);
    await putSession(page, organiser);
    await page.goto(`/games/game-edit/${game.id}`);
    const toggle = page.getByRole('switch', { name: /Streak bonus/ });
    await expect(toggle).not.toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeFocused();
    const from = page.getByRole('textbox', { name: /From a streak of/ });
    await from.fill('2');
    await expect(page.getByRole('textbox', { name: /Most bonus points per round/ })).toHaveValue('50');
    await inBothSkins(page, async (skin) => {
      await expectNoAxeViolations(page, `game rules with the streak bonus on (phone), ${skin} skin`);
      if (SHOTS) {
        await toggle.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/rules-${skin}.png` });
      }
    });
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expectAlertShown(page, 'Changes saved.');

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const playerPage = await context.newPage();
    await putSession(playerPage, playerSession);
    await playerPage.goto(`/play/${game.id}/progress`);
    const sources = playerPage.getByRole('table', { name: 'Points by source' });
    await expect(sources.getByRole('columnheader', { name: 'Streak bonus' })).toBeVisible();
    // 60 points of logs; the bonus of 5 on the second and third day of the streak.
    await expect(sources.getByRole('row', { name: /^Total/ })).toContainText('10');
    await expect(sources.getByRole('row', { name: /^Total/ })).toContainText('70');
    await inBothSkins(playerPage, async (skin) => {
      await expectNoAxeViolations(playerPage, `my progress with a streak bonus (phone), ${skin} skin`);
      if (SHOTS) {
        await sources.scrollIntoViewIfNeeded();
        await playerPage.screenshot({ path: `${SHOTS}/progress-${skin}.png` });
      }
    });
    await context.close();
  });
});
