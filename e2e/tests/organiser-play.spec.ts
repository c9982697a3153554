import type { APIRequestContext, Page } from '@playwright/test';
import { unique } from '../support/accounts.ts';
import { expectAccessibleInSkinsAndPhone } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { dayFromToday, organiserApi } from '../support/game-setup.ts';
import { participantPoints } from '../support/participants.ts';
import { putSession } from '../support/session.ts';

/**
 * A running game of the test's own company, made through the API (not this test's subject): three
 * players in one team, a behaviour that needs approval and one that does not, and logs made by the
 * organiser on the players' behalf: three workouts waiting for approval, and Ana's steps.
 */
async function runningGameWithPendingLogs(request: APIRequestContext) {
  // The demo organiser, on a game, players and logs of this test's own: no other test uses them.
  const api = await organiserApi(request);
  const [ana, ben, cleo] = await api.players(['Ana', 'Ben', 'Cleo']);
  const game = await api.game('Play', -3, 10);
  const activity = await api.activity(game.id, 'Recharge', [
    { name: 'Team workout', points: 50, requiresApproval: true },
    { name: 'Steps', points: 10 },
  ]);
  const [workout, steps] = activity.subtasks;
  const teamName = `Owls ${unique('Team')}`;
  await api.team(game.id, teamName, [ana.id, ben.id, cleo.id]);
  await api.start(game.id);
  const log = (behaviourId: string | undefined, userId: string, day: string) =>
    api.log(game.id, behaviourId, userId, day);
  await log(steps?.id, ana.id, dayFromToday(0));
  for (const [player, day] of [
    [ana, dayFromToday(0)],
    [ben, dayFromToday(0)],
    [cleo, dayFromToday(-1)],
  ] as const) {
    await log(workout?.id, player.id, day);
  }
  /** Ben's steps of today, logged by the organiser through the API while the screen is open. */
  const logBenSteps = () => log(steps?.id, ben.id, dayFromToday(0));
  return { game, teamName, ana, ben, cleo, session: api.session, logBenSteps };
}

/** The review queue's checkbox for a player's log. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^Select ${name}, `) });

test.describe("an organiser's view of a running game", () => {
  test('standings, a bulk approval, a rejection with a reason, and the judge view with the new points', async ({
    page,
    request,
  }) => {
    test.setTimeout(4 * 60_000);
    const { game, teamName, ana, ben, cleo, session, logBenSteps } =
      await runningGameWithPendingLogs(request);
    await putSession(page, session);

    // The game view: standings of the team (Ana's steps count; the workouts wait).
    await page.goto(`/games/game-view/${game.id}`);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('heading', { name: 'Results' })).toBeVisible();
    const standings = page.getByRole('region', { name: 'Team standings' });
    await expect(standings.getByRole('row', { name: new RegExp(`^1 ${teamName} 10 3$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Participation' })).toContainText(
      '3 of 3 players have logged at least once.',
    );
    await expect(page.getByRole('region', { name: 'Latest logs' })).toContainText(
      `logged by ${session.user.fullName}`,
    );
    await expectAccessibleInSkinsAndPhone(page, 'game view with results');
    // The set-up is the next section: the tab keeps the focus, the panel shows the game's content.
    await page.getByRole('tab', { name: 'Set-up' }).click();
    await expect(page.getByRole('tab', { name: 'Set-up' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Teams' })).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'game view, set-up');
    await page.getByRole('tab', { name: 'Results' }).click();
    // Live: a log made elsewhere shows without reloading.
    await logBenSteps();
    await expect(standings.getByRole('row', { name: new RegExp(`^1 ${teamName} 20 3$`) })).toBeVisible();

    // The review queue: Ana's and Ben's workouts approved together, Cleo's rejected with a reason.
    await results.getByRole('link', { name: 'Review queue' }).click();
    await expect(page).toHaveURL(`/games/review/${game.id}`);
    await expect(rowOf(page, cleo.fullName)).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'review queue');
    await rowOf(page, ana.fullName).check();
    await rowOf(page, ben.fullName).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Approve 2 logs?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('main').getByText('2 logs approved.')).toBeVisible();
    // Said through the app's one announcer (ADR 0010).
    await expect(page.locator('#app-announcer-polite')).toHaveText('2 logs approved.');
    await expect(page.getByRole('heading', { name: 'Logs to review' })).toBeFocused();
    await expect(rowOf(page, ana.fullName)).toHaveCount(0);

    await rowOf(page, cleo.fullName).check();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog', { name: 'Reject 1 log?' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Give a reason: the players read it.')).toBeVisible();
    await reject.getByRole('textbox', { name: 'Reason' }).fill('The workout was on another day.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('main').getByText('1 log rejected.')).toBeVisible();
    // Said through the app's one announcer (ADR 0010).
    await expect(page.locator('#app-announcer-polite')).toHaveText('1 log rejected.');
    await expect(page.getByText('Nothing to review.')).toBeVisible();

    // The rejection stays in the log's history.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await expect(page.getByText('“The workout was on another day.”')).toBeVisible();

    // The judge view: the approved workouts count, the rejected one does not.
    await page.goto(`/games/participants/${game.id}`);
    const table = page.getByRole('table', { name: 'Participants' });
    const pointsOf = (name: string) => participantPoints(page, name);
    await expect(pointsOf(ana.fullName)).toHaveText('60');
    await expect(pointsOf(cleo.fullName)).toHaveText('0');
    await expect(pointsOf(ben.fullName)).toHaveText('60');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(ben.fullName);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expectAccessibleInSkinsAndPhone(page, 'judge view');
  });
});
