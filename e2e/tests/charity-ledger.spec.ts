import type { APIRequestContext } from '@playwright/test';
import { ZActivity } from '@rally/contracts/activities';
import { ZCharityList, ZGameCharity } from '@rally/contracts/charities';
import { ZGameDetail } from '@rally/contracts/games';
import { ZLog } from '@rally/contracts/logs';
import { ZAddPlayersResponse, ZTeam } from '@rally/contracts/teams';
import { ZUser } from '@rally/contracts/users';
import { DEMO, DEMO_PASSWORD, unique, uniqueEmail } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { putSession } from '../support/session.ts';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A running game of the demo company made through the API (not this test's subject): two teams of
 * one player each, a behaviour worth 10 points each has logged once, and two of the platform's
 * charities: Trees for Tomorrow (€0.50 a point, cap €100) and Clean Water Now (€1 a point, no cap).
 */
async function gameWithCharities(request: APIRequestContext) {
  const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
  const call = <T>(
    method: 'POST' | 'GET',
    path: string,
    data: unknown,
    schema: { parse: (x: unknown) => T },
    status = 200,
  ) => callApi(request, session.accessToken, { method, path, data }, { status, schema });

  const game = await call(
    'POST',
    '/competition/add',
    {
      competition: {
        name: `Ledger ${unique('Game')}`,
        startDate: dayFromToday(-3),
        endDate: dayFromToday(10),
        timezone: 'UTC',
      },
    },
    ZGameDetail,
    201,
  );
  const activity = await call(
    'POST',
    '/task/competition/subtask/add',
    { competitionId: game.id, name: 'Move', subtasks: [{ name: 'Steps', points: 10 }] },
    ZActivity,
    201,
  );
  const charities = await call('GET', '/charity', undefined, ZCharityList);
  const named = (prefix: string) => {
    const charity = charities.find((c) => c.name.startsWith(prefix));
    if (!charity) throw new Error(`no charity ${prefix}`);
    return charity;
  };
  const trees = named('Trees');
  const water = charities.find((c) => c.id !== trees.id) ?? trees;
  await call(
    'POST',
    '/competitioncharity',
    { competitionId: game.id, charityId: trees.id, pledgePerPoint: 0.5, cap: 100, currency: 'EUR' },
    ZGameCharity,
    201,
  );
  await call(
    'POST',
    '/competitioncharity',
    { competitionId: game.id, charityId: water.id, pledgePerPoint: 1, cap: null, currency: 'EUR' },
    ZGameCharity,
    201,
  );
  const teams = [];
  for (const name of ['Owls', 'Larks']) {
    const player = await call(
      'POST',
      '/users',
      {
        fullName: `${name} ${unique('Player')}`,
        email: uniqueEmail(name.toLowerCase()),
        role: 'player',
        sendInvitation: false,
      },
      ZUser,
      201,
    );
    const team = await call(
      'POST',
      '/group/add',
      { group: { competitionId: game.id, name: `${name} ${unique('Team')}` } },
      ZTeam,
      201,
    );
    await call(
      'POST',
      '/competition/add/existing/user',
      { data: { competitionId: game.id, groupId: team.id, userIds: [player.id] } },
      ZAddPlayersResponse,
    );
    teams.push({ team, player });
  }
  await call('POST', `/competitions/${game.id}/status`, { status: 'active' }, ZGameDetail);
  const steps = activity.subtasks[0]?.id;
  const logSteps = (userId: string, day = dayFromToday(0)) =>
    call('POST', `/game/${game.id}/performedtasks`, { behaviourId: steps, userId, day }, ZLog, 201);
  for (const { player } of teams) await logSteps(player.id);
  const [owls, larks] = teams as [(typeof teams)[0], (typeof teams)[0]];
  return { game, owls, larks, trees, water, session, logSteps };
}

test.describe('the charity ledger', () => {
  test("an organiser sets a team's charity and sees the amounts on the game view and the public leaderboard", async ({
    page,
    request,
  }) => {
    test.setTimeout(3 * 60_000);
    const { game, owls, trees, water, session, logSteps } = await gameWithCharities(request);
    await putSession(page, session);

    // The team editor: the Owls choose Trees for Tomorrow; the Larks choose nothing.
    await page.goto(`/games/teams/${game.id}`);
    await page.getByRole('button', { name: `Actions for team ${owls.team.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the team' });
    await dialog.getByRole('combobox', { name: 'Charities it supports' }).click();
    await page.getByRole('option', { name: trees.name }).click();
    // Closes the list of charities, not the dialog.
    await dialog.getByRole('heading', { name: 'Edit the team' }).click();
    await expect(page.getByRole('option', { name: water.name })).toBeHidden();
    await expectNoAxeViolations(page, 'team editor with the charity choice');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Supports ${trees.name}`)).toBeVisible();

    // The game view: Trees counts the Owls' 10 points and half of the Larks' 10: 15 × €0.50.
    await page.goto(`/games/game-view/${game.id}`);
    const ledger = page.getByRole('region', { name: 'Raised for charity' });
    const treesBar = ledger.getByRole('progressbar', { name: `Raised for ${trees.name}` });
    // The game view loads its results, boards and ledger at once: on a busy machine that takes a while.
    await expect(treesBar).toHaveAttribute('aria-valuetext', '€7.50 of €100.00 raised', { timeout: 30_000 });
    await expect(ledger.getByText('€5.00 raised')).toBeVisible();
    await expect(ledger.getByText(water.name)).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'game view with the charity ledger');

    // The public leaderboard, signed out: the same amounts, moving live with the scores.
    const visitor = await page
      .context()
      .browser()
      ?.newContext({ baseURL: new URL(page.url()).origin });
    const board = visitor ? await visitor.newPage() : page;
    await board.goto(`/leaderboard/${game.publicId}`);
    const publicBar = board.getByRole('progressbar', { name: `Raised for ${trees.name}` });
    await expect(publicBar).toHaveAttribute('aria-valuetext', '€7.50 of €100.00 raised', { timeout: 30_000 });
    await expect(board.getByText('Live')).toBeVisible();
    await logSteps(owls.player.id, dayFromToday(-1));
    await expect(publicBar).toHaveAttribute('aria-valuetext', '€12.50 of €100.00 raised');
    await expectNoAxeViolations(board, 'public leaderboard with the charity ledger');
    await board.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(board, 'public leaderboard at 390 px');
    await visitor?.close();
  });
});
