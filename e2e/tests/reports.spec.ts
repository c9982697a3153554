import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_GAME, unique } from '../support/accounts.ts';
import { expectAccessibleInBothSkins, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { dayFromToday, organiserApi } from '../support/game-setup.ts';
import { putSession } from '../support/session.ts';

/** A table's body rows as the screen shows them, cell texts trimmed. */
async function tableRows(table: Locator) {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
    );
}

/** "1,234.5" as the screen formats it (English) -> 1234.5 */
const figure = (text: string) => Number(text.replace(/,/g, ''));

test.describe('game reports', () => {
  // A download, reading the file back and axe in two skins: the budget of a few ordinary tests.
  test.describe.configure({ timeout: 180_000 });

  test('an organiser opens the demo game report and downloads the XLSX holding the standings shown', async ({
    page,
    signInFast,
  }) => {
    await signInFast('company_admin');
    await page.goto('/games/report');
    // The first signed-in load of a run builds the app's caches: more time than a later step.
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 30_000 });

    const picker = page.getByRole('combobox', { name: 'Game' });
    await picker.click();
    await page.getByRole('option', { name: DEMO_GAME, exact: true }).click();
    await expect(page).toHaveURL(/\/games\/report\/[0-9a-f-]{36}/);

    const standings = page.getByRole('table', { name: 'Team standings' });
    await expect(standings.locator('tbody tr').first()).toBeVisible();
    const shown = await tableRows(standings);
    expect(shown.length).toBeGreaterThan(1);
    await expect(page.getByRole('region', { name: 'About this report' })).toContainText(DEMO_GAME);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${DEMO_GAME}.xlsx`);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(file)).buffer as ArrayBuffer);
    const teams = workbook.getWorksheet('Teams');
    if (!teams) throw new Error('the file has no Teams sheet');
    expect(teams.getRow(1).values).toEqual([
      undefined,
      'Rank',
      'Team',
      'Members',
      'Points',
      'Score',
      'Badges',
    ]);
    const inFile: [number, string, number, number][] = [];
    teams.eachRow((row, n) => {
      if (n > 1)
        inFile.push([
          Number(row.getCell(1).value),
          String(row.getCell(2).value),
          Number(row.getCell(3).value),
          Number(row.getCell(4).value),
        ]);
    });
    expect(inFile).toEqual(
      shown.map(([rank, name, members, points]) => [
        Number(rank),
        name,
        Number(members),
        figure(points ?? ''),
      ]),
    );
    const summary = workbook.getWorksheet('Summary');
    expect(summary?.getRow(1).values).toEqual([undefined, 'Game', DEMO_GAME]);

    await expectAccessibleInBothSkins(page, '/games/report (organiser)');
  });

  test('a client reads the report; a player is not offered it', async ({ page, signInFast }) => {
    await signInFast('client');
    await page.goto('/games/report');
    await page.getByRole('combobox', { name: 'Game' }).click();
    await page.getByRole('option', { name: DEMO_GAME, exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Team standings' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();

    await signInFast('player');
    await page.goto('/games/report');
    await expect(page).toHaveURL(/\/not-authorized/);
  });

  test("an organiser adds two rounds, uploads KPI actuals, sees the game view's round board change and downloads its report", async ({
    page,
    request,
  }) => {
    const { game, teamName, players, session } = await runningGameWithKpi(request);
    await putSession(page, session);

    // Two rounds: the past week and the rest of the game.
    await page.goto(`/games/sets/${game.id}`);
    await page.getByRole('button', { name: 'Add rounds' }).click();
    const round = (n: number) => page.getByRole('group', { name: `Round ${n}` });
    await round(1).getByLabel('Name').fill('Warm-up week');
    await round(1).getByLabel('First day').fill(dayFromToday(-6));
    await round(1).getByLabel('Last day').fill(dayFromToday(-1));
    await page.getByRole('button', { name: 'Another round' }).click();
    await round(2).getByLabel('Name').fill('Final stretch');
    await round(2).getByLabel('First day').fill(dayFromToday(0));
    await round(2).getByLabel('Last day').fill(dayFromToday(10));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Rounds of the game' })).toContainText('Final stretch');

    // The running round's board on the game view: the players' steps of today, no KPI points yet.
    const roundTeams = page.getByRole('table', { name: 'Teams in Final stretch' });
    await page.goto(`/games/game-view/${game.id}?section=rounds`);
    await expect(page.getByRole('combobox', { name: 'Round' }).locator('option:checked')).toHaveText(
      /^Final stretch/,
    );
    await expect(roundTeams).toContainText(teamName);
    await expect.poll(async () => (await tableRows(roundTeams))[0]?.[2]).toBe('20');

    // KPI actuals by upload, for the running round: Ana met the target, Ben half of it. The round has
    // no target of its own: its 11 of the game's 22 days give it half the game's target of 10.
    await page.goto(`/games/kpi-actuals/${game.id}`);
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    const csv = [
      'email,kpi,round,value',
      `${players[0].email},Calls,Final stretch,5`,
      `${players[1].email},Calls,Final stretch,2.5`,
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'actuals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Save 2 rows' }).click();
    await expect(page.getByText('2 actuals saved.').first()).toBeVisible();

    // The round's board on the game view moved: 20 behaviour points + 100 + 50 KPI points.
    await page.goto(`/games/game-view/${game.id}?section=rounds`);
    await expect.poll(async () => (await tableRows(roundTeams))[0]?.[2]).toBe('170');

    // The round's report holds the same figures, on screen and in the file.
    await page.goto(`/games/report/${game.id}`);
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: /^Final stretch/ }).click();
    const standings = page.getByRole('table', { name: 'Team standings' });
    await expect.poll(async () => (await tableRows(standings))[0]?.[3]).toBe('170');
    const kpis = page.getByRole('table', { name: 'KPI achievement' });
    await expect(kpis).toContainText('75%');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download XLSX' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
    const teams = workbook.getWorksheet('Teams');
    expect(teams?.getRow(2).values).toEqual([undefined, 1, teamName, 2, 170, 170, 0]);
    const sheetKpis = workbook.getWorksheet('KPIs');
    expect(sheetKpis?.getRow(2).values).toEqual([
      undefined,
      'Calls',
      'calls',
      'higher',
      100,
      5,
      2,
      3.75,
      75,
      150,
    ]);
    expect(workbook.getWorksheet('Summary')?.getRow(3).getCell(2).value).toContain('Final stretch');
  });

  test('the dashboards show a client the current games and their charts, accessibly', async ({
    page,
    signInFast,
  }) => {
    await signInFast('client');
    await page.goto('/dashboard/analytics');
    const charts = page.getByRole('region', { name: 'How a game is going' });
    await expect(charts.getByRole('table', { name: 'Points per team' })).toBeAttached({ timeout: 30_000 });
    await expectAccessibleInBothSkins(page, '/dashboard/analytics (client)');
    await page.goto('/dashboard/overview');
    await expect(page.getByRole('region', { name: 'Current games' })).toContainText(DEMO_GAME);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, '/dashboard/overview (client) at 390 px');
  });
});

/**
 * A running game of the test's own (not this test's subject, so made through the API): two players
 * in one team who each logged 10 points of steps today, and a KPI "Calls" worth 100 points at its
 * game-wide target of 10, over 22 days (10 days ago to 11 days ahead).
 */
async function runningGameWithKpi(request: APIRequestContext) {
  const api = await organiserApi(request);
  const [ana, ben] = await api.players(['Ana', 'Ben']);
  const game = await api.game('Report', -10, 11);
  const activity = await api.activity(game.id, 'Move', [{ name: 'Steps', points: 10 }]);
  const teamName = `Owls ${unique('Team')}`;
  await api.team(game.id, teamName, [ana.id, ben.id]);
  await api.kpi(game.id, { name: 'Calls', unit: 'calls', weight: 100 }, 10);
  await api.start(game.id);
  for (const player of [ana, ben]) await api.log(game.id, activity.subtasks[0]?.id, player.id);
  return { game, teamName, players: [ana, ben] as const, session: api.session };
}
