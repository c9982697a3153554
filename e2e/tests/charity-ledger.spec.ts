import type { APIRequestContext } from '@playwright/test';
import { ZCharityList, ZGameCharity } from '@rally/contracts/charities';
import { unique } from '../support/accounts.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { dayFromToday, organiserApi } from '../support/game-setup.ts';
import { putSession } from '../support/session.ts';

/**
 * A running game of the demo company made through the API (not this test's subject): two teams of
 * one player each, a behaviour worth 10 points each has logged once, and two of the platform's
 * charities: Trees for Tomorrow (€0.50 a point, cap €100) and Clean Water Now (€1 a point, no cap).
 */
async function gameWithCharities(request: APIRequestContext) {
  const api = await organiserApi(request);
  const game = await api.game('Ledger', -3, 10);
  const activity = await api.activity(game.id, 'Move', [{ name: 'Steps', points: 10 }]);
  const charities = await api.call('GET', '/charity', undefined, ZCharityList);
  const named = (prefix: string) => {
    const charity = charities.find((c) => c.name.startsWith(prefix));
    if (!charity) throw new Error(`no charity ${prefix}`);
    return charity;
  };
  const trees = named('Trees');
  const water = charities.find((c) => c.id !== trees.id) ?? trees;
  const pledge = (charityId: string, pledgePerPoint: number, cap: number | null) =>
    api.call(
      'POST',
      '/competitioncharity',
      { competitionId: game.id, charityId, pledgePerPoint, cap, currency: 'EUR' },
      ZGameCharity,
    );
  await pledge(trees.id, 0.5, 100);
  await pledge(water.id, 1, null);
  const teams = [];
  for (const name of ['Owls', 'Larks']) {
    const [player] = await api.players([name]);
    const team = await api.team(game.id, `${name} ${unique('Team')}`, [player.id]);
    teams.push({ team, player });
  }
  await api.start(game.id);
  const steps = activity.subtasks[0]?.id;
  const logSteps = (userId: string, day = dayFromToday(0)) => api.log(game.id, steps, userId, day);
  for (const { player } of teams) await logSteps(player.id);
  const [owls, larks] = teams as [(typeof teams)[0], (typeof teams)[0]];
  return { game, owls, larks, trees, water, session: api.session, logSteps };
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
