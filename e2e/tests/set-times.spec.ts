import type { APIRequestContext, Page } from '@playwright/test';
import { ZSetTimeList } from '@rally/contracts/set-times';
import { unique } from '../support/accounts.ts';
import { expectAlertShown } from '../support/alerts.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { dayFromToday, organiserApi } from '../support/game-setup.ts';
import { waitForMail } from '../support/mailbox.ts';
import { putSession } from '../support/session.ts';

/**
 * A running game of the test's own (made through the API, not this test's subject): one team, two
 * players, Ana's steps two days ago and Ben's today.
 */
async function runningGame(request: APIRequestContext) {
  const api = await organiserApi(request);
  const [ana, ben] = await api.players(['Ana', 'Ben'], 'Rounds');
  const game = await api.game('Rounds', -6, 10);
  const activity = await api.activity(game.id, 'Move', [{ name: 'Steps', points: 10, maxPerDay: 3 }]);
  const team = await api.team(game.id, unique('Hares'), [ana.id, ben.id]);
  await api.start(game.id);
  const steps = activity.subtasks[0]?.id;
  const log = (userId: string, day: string) => api.log(game.id, steps, userId, day);
  await log(ana.id, dayFromToday(-2));
  await log(ben.id, dayFromToday(0));
  return { game, team, session: api.session, ana, ben, log, api };
}

/** A player's points on the round board (the row's last cell). */
const pointsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: /^Players in / })
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('cell')
    .last();

test.describe('rounds (set times)', () => {
  test('an organiser adds two rounds and reads each round’s board, live', async ({ page, request }) => {
    // Two screens, an axe run and live updates: slower than one screen on a busy machine.
    test.setTimeout(180_000);
    const { game, session, ana, log } = await runningGame(request);
    await putSession(page, session);

    await page.goto(`/games/sets/${game.id}`);
    await page.getByRole('button', { name: 'Add rounds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rounds' });
    const first = dialog.getByRole('group', { name: 'Round 1' });
    await first.getByLabel('Name').fill('Week 1');
    await first.getByLabel('First day').fill(dayFromToday(-6));
    await first.getByLabel('Last day').fill(dayFromToday(-1));
    await dialog.getByRole('button', { name: 'Another round' }).click();
    const second = dialog.getByRole('group', { name: 'Round 2' });
    // The new round's name has the focus: typing goes on there.
    await expect(second.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Week 2');
    await second.getByLabel('First day').fill(dayFromToday(0));
    await second.getByLabel('Last day').fill(dayFromToday(10));
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('table', { name: 'Rounds of the game' });
    await expect(table.getByRole('row', { name: /Week 1.*Grace period/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Week 2.*Running/ })).toBeVisible();
    await expectNoAxeViolations(page, 'the rounds of a game');

    // The game view opens on the running round: only Ben has points in it.
    // The boards per round are the game view's "Rounds" section.
    await page.goto(`/games/game-view/${game.id}`);
    await page.getByRole('tab', { name: 'Rounds' }).click();
    await expect(page).toHaveURL(/[?&]section=rounds/);
    await expect(page.getByRole('heading', { name: 'Standings by round' })).toBeVisible({ timeout: 30_000 });
    const picker = page.getByRole('combobox', { name: 'Round' });
    await expect(picker.locator('option:checked')).toHaveText('Week 2 · Running');
    await expect(pointsOf(page, 'Ben')).toHaveText('10');
    await expect(pointsOf(page, 'Ana')).toHaveText('0');
    // Ana logs today: the open round's board moves without a reload.
    await log(ana.id, dayFromToday(0));
    await log(ana.id, dayFromToday(0));
    await expect(pointsOf(page, 'Ana')).toHaveText('20');
    // Week 1 holds Ana's earlier steps only.
    await picker.selectOption({ label: 'Week 1 · Grace period' });
    await expect(page.getByText(/Live standings of this round/)).toBeVisible();
    await expect(pointsOf(page, 'Ana')).toHaveText('10');
    await expect(pointsOf(page, 'Ben')).toHaveText('0');
    await expectNoAxeViolations(page, 'the game view with its round board');
  });

  test('the wall screen shows one round picked by keyboard, kept in its address, in both skins and on a phone', async ({
    page,
    request,
  }) => {
    const { game, team, api } = await runningGame(request);
    await api.call(
      'POST',
      '/settimes',
      {
        competitionId: game.id,
        settime: [
          { name: 'Week 1', startDate: dayFromToday(-6), endDate: dayFromToday(-1) },
          { name: 'Week 2', startDate: dayFromToday(0), endDate: dayFromToday(10) },
        ],
      },
      ZSetTimeList,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/leaderboard/${game.publicId}?tv=1`);
    const picker = page.getByRole('combobox', { name: 'Round' });
    await expect(picker.locator('option:checked')).toHaveText('Whole game', { timeout: 30_000 });
    // The team's score (rank, team, score, players); the board's caption names its ranking.
    const score = page
      .getByRole('table', { name: 'Ranked by total points' })
      .getByRole('row', { name: new RegExp(team.name) })
      .getByRole('cell')
      .nth(2);
    // The whole game: both players' steps.
    await expect(score).toHaveText('20');

    // Keyboard only: down to Week 1, nothing taken until Enter, then chosen.
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(picker.locator('option:checked')).toHaveText('Week 1 · Grace period');
    await expect(page).not.toHaveURL(/[?&]round=/);
    await page.keyboard.press('Enter');
    await expect(picker).toBeFocused();
    await expect(page).toHaveURL(/[?&]round=[0-9a-f-]{36}/);
    await expect(page.getByText('Week 1: Grace period.', { exact: true }).first()).toBeVisible();
    await expect(page.locator('#app-announcer-polite')).toHaveText('Week 1: Grace period.');
    // Week 1 holds Ana's steps of two days ago only.
    await expect(score).toHaveText('10');

    // A reload keeps the round (a wall screen set up once); each skin and a phone are accessible.
    for (const skin of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('rally.skin', value), skin);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
      await expect(picker.locator('option:checked')).toHaveText('Week 1 · Grace period');
      // Focus holds the board on the teams while it is checked (the players would come next).
      await picker.focus();
      await expect(score).toHaveText('10');
      await page.screenshot({ path: test.info().outputPath(`tv-round-${skin}.png`) });
      await expectNoAxeViolations(page, `wall screen with a round, ${skin} skin`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('tv-round-phone.png'), fullPage: true });
    await expectNoAxeViolations(page, 'wall screen with a round at 390 px');
  });

  test('an organiser closes the round in its grace period now, and the players hear who won', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { game, team, session, ana, api } = await runningGame(request);
    await api.call(
      'POST',
      '/settimes',
      {
        competitionId: game.id,
        settime: [{ name: 'Week 1', startDate: dayFromToday(-6), endDate: dayFromToday(-1) }],
      },
      ZSetTimeList,
    );
    await putSession(page, session);
    await page.goto(`/games/sets/${game.id}`);
    const table = page.getByRole('table', { name: 'Rounds of the game' });
    await expect(table.getByRole('row', { name: /Week 1.*Grace period/ })).toBeVisible({ timeout: 30_000 });

    // Keyboard only: the row's menu, "Close now", then the confirmation.
    const menu = page.getByRole('button', { name: 'Actions for Week 1' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Close now' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Close Week 1 now?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, 'closing a round now');
    await confirm.getByRole('button', { name: 'Close now' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(table.getByRole('row', { name: /Week 1.*Frozen/ })).toBeVisible();
    await expect(
      page.getByText('Week 1 closed: its results are frozen and the players are told.'),
    ).toBeVisible();
    // Focus is back on the round's menu, where the user was.
    await expect(menu).toBeFocused();

    // Every player gets the winners by e-mail (and in the app): the game is played in one team, so
    // the mail names the player who won, as the game's rules show players, not the team.
    const mail = await waitForMail(request, ana.email, 'roundResults');
    expect(mail.text).toContain(ana.fullName);
    expect(mail.text).not.toContain(team.name);

    // Reopened, the round can be frozen again at once.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Reopen' }).click();
    await page
      .getByRole('dialog', { name: 'Reopen Week 1?' })
      .getByRole('button', { name: 'Reopen' })
      .click();
    await expect(table.getByRole('row', { name: /Week 1.*Grace period/ })).toBeVisible();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Freeze again' }).click();
    await page
      .getByRole('dialog', { name: 'Close Week 1 now?' })
      .getByRole('button', { name: 'Freeze again' })
      .click();
    await expect(table.getByRole('row', { name: /Week 1.*Frozen/ })).toBeVisible();
  });

  test('the wall screen shows all ten places of its board on a full-HD and on an HD screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const api = await organiserApi(request);
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10', 'P11'] as const;
    const players = await api.players(names, 'Wall');
    const game = await api.game('Wall', -3, 10);
    const activity = await api.activity(game.id, 'Move', [{ name: 'Steps', points: 10, maxPerDay: 3 }]);
    // Eleven teams of one: the board shows the first ten.
    for (const [index, player] of players.entries()) {
      await api.team(game.id, unique(`Team ${index + 1}`), [player.id]);
    }
    await api.start(game.id);
    await api.log(game.id, activity.subtasks[0]?.id, players[0].id);

    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/leaderboard/${game.publicId}?tv=1`);
      const rows = page.getByRole('table', { name: 'Ranked by total points' }).locator('tbody tr');
      await expect(rows).toHaveCount(10, { timeout: 30_000 });
      await page.screenshot({ path: test.info().outputPath(`tv-ten-${size.width}.png`) });
      const last = await rows.nth(9).boundingBox();
      expect(last, 'row 10 is drawn').not.toBeNull();
      expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(size.height);
      await expect(rows.nth(9)).toBeInViewport({ ratio: 1 });
    }
  });

  test("an organiser gives a KPI its own target for one round, beside the game's", async ({
    page,
    request,
  }) => {
    const { game, session, api } = await runningGame(request);
    await api.kpi(game.id, { name: 'Calls', unit: 'calls', weight: 100 }, 10);
    await api.call(
      'POST',
      '/settimes',
      {
        competitionId: game.id,
        settime: [{ name: 'Week 2', startDate: dayFromToday(0), endDate: dayFromToday(10) }],
      },
      ZSetTimeList,
    );
    await putSession(page, session);
    await page.goto(`/games/goals/${game.id}`);
    const picker = page.getByRole('combobox', { name: 'Targets for' });
    await expect(picker).toHaveValue('Whole game', { timeout: 30_000 });
    await picker.click();
    await page.getByRole('option', { name: 'Week 2 · Running' }).click();
    const table = page.getByRole('table', { name: 'Targets of the KPIs in Week 2' });
    // The game-wide target stands beside the round's, which is empty until set.
    await expect(table.getByRole('row', { name: /Calls/ })).toContainText('10 calls');
    const cell = page.getByRole('textbox', { name: 'Target for Calls in Week 2' });
    await cell.fill('20');
    await cell.press('Enter');
    await expectAlertShown(page, 'Target for Calls saved.');
    await page.reload();
    await picker.click();
    await page.getByRole('option', { name: 'Week 2 · Running' }).click();
    await expect(cell).toHaveValue('20');
    await expectAccessibleInSkinsAndPhone(page, 'goals of a round');
  });
});
