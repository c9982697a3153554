import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, unique } from '../support/accounts.ts';
import { getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { organiserApi } from '../support/game-setup.ts';
import { participantPoints } from '../support/participants.ts';
import { putSession } from '../support/session.ts';

/**
 * A running game of the demo company with two players in one team and a KPI "Sales" (target 1,000,
 * weight 100); with `calls`, also a KPI "Calls" (target 20, weight 50).
 */
async function gameWithKpi(request: APIRequestContext, { calls = false } = {}) {
  const api = await organiserApi(request);
  const [ana, ben] = await api.players(['Ana', 'Ben'], 'Seller');
  const game = await api.game('KPI', -3, 10);
  const team = await api.team(game.id, unique('Sellers'), [ana.id, ben.id]);
  // A game starts with at least one habit.
  await api.activity(game.id, 'Recharge', [{ name: 'Steps', points: 10 }]);
  await api.kpi(game.id, { name: 'Sales', unit: 'EUR', weight: 100 }, 1000);
  if (calls) await api.kpi(game.id, { name: 'Calls', unit: '', weight: 50 }, 20);
  await api.start(game.id);
  return { session: api.session, game, team, ana, ben };
}

test.describe('KPI actuals', () => {
  test('an organiser uploads KPI actuals, checks the preview, saves, and sees the points on the leaderboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(4 * 60_000);
    const { session, game, ana, ben } = await gameWithKpi(request);
    await putSession(page, session);

    await page.goto(`/games/kpi-actuals/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'KPI actuals' })).toBeVisible({
      timeout: 30_000,
    });
    // The grid: the KPI's target in its head, a row per player, nothing entered yet.
    await expect(page.getByRole('columnheader', { name: /Sales \(EUR\)/ })).toContainText('Target 1,000');
    await expect(page.getByRole('textbox', { name: `Sales of ${ana.fullName}` })).toHaveValue('');
    await expectAccessibleInSkinsAndPhone(page, 'KPI actuals grid');

    await page.getByRole('tab', { name: 'Upload a file' }).click();
    const csv = [
      'email,kpi,value',
      `${ana.email},Sales,2000`,
      `${ben.email},Sales,500`,
      'nobody@example.com,Sales,10',
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'actuals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const previewTitle = page.getByRole('heading', { name: 'Check the rows, then save' });
    await expect(previewTitle).toBeFocused();
    await expect(page.locator('#app-announcer-polite')).toHaveText(
      'File checked: 2 new, 0 changed, 0 unchanged, 1 refused.',
    );
    const refused = page.getByRole('row', { name: /nobody@example\.com/ });
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText('Not a player of this game.');
    // Ana's 200% earns the weight (capped at 100%); Ben's 50% earns half.
    await expect(
      page.getByRole('row', { name: new RegExp(ana.email.replace(/[.+]/g, '\\$&')) }),
    ).toContainText('100');
    await expectAccessibleInSkinsAndPhone(page, 'KPI actuals upload preview');

    await page.getByRole('button', { name: 'Save 2 rows' }).click();
    await expect(page.getByRole('heading', { name: 'Saved' })).toBeFocused();
    await expect(page.locator('#app-announcer-polite')).toHaveText('2 actuals saved.');

    // The grid shows the saved actuals with their points.
    await page.getByRole('tab', { name: 'Enter by hand' }).click();
    await expect(page.getByRole('textbox', { name: `Sales of ${ana.fullName}` })).toHaveValue('2000');
    await expect(page.getByRole('row', { name: new RegExp(ben.fullName) })).toContainText('50% · 50 points');

    // The points are on the leaderboard: the judge view ranks by them.
    await page.goto(`/games/participants/${game.id}`);
    const pointsOf = (name: string) => participantPoints(page, name);
    await expect(pointsOf(ana.fullName)).toHaveText('100');
    await expect(pointsOf(ben.fullName)).toHaveText('50');
  });

  test('an organiser types actuals with one bad cell: it is marked and named, nothing is saved until it is fixed', async ({
    page,
    request,
  }) => {
    test.setTimeout(4 * 60_000);
    const { session, game, ana, ben } = await gameWithKpi(request, { calls: true });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await putSession(page, session);
    await page.goto(`/games/kpi-actuals/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'KPI actuals' })).toBeVisible({
      timeout: 30_000,
    });
    const cell = (kpi: string, who: { fullName: string }) =>
      page.getByRole('textbox', { name: `${kpi} of ${who.fullName}` });
    const anaRow = page.getByRole('row', { name: new RegExp(ana.fullName) });

    await cell('Sales', ana).fill('500');
    await cell('Calls', ana).fill('10');
    await cell('Calls', ben).fill('20');
    await cell('Sales', ben).fill('-5');
    await cell('Sales', ben).press('Tab');
    // The bad cell is marked as it is typed, with the reason as its description and no points.
    await expect(cell('Sales', ben)).toHaveAttribute('aria-invalid', 'true');
    await expect(cell('Sales', ben)).toHaveAccessibleDescription('Enter 0 or more.');
    await expect(cell('Sales', ben)).toHaveValue('-5');
    // Typed points are not shown as saved: each says so, and the row total is what is saved.
    await expect(anaRow).toContainText('Not saved: 50% · 50 points');
    await expect(anaRow).toContainText('Not saved: 50% · 25 points');
    await expect(anaRow.getByRole('cell').last()).toHaveText('075 points once saved');

    await page.getByRole('button', { name: 'Save 4 changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await expect(alert).toContainText('Nothing was saved: 1 cell needs attention');
    await expect(alert).toContainText(`Sales of ${ben.fullName}: Enter 0 or more.`);
    await expect(cell('Sales', ben)).toBeFocused();
    await expect(page.locator('#app-announcer-assertive')).toHaveText(
      'The form was not sent: 1 field needs attention.',
    );
    await expectNoAxeViolations(page, 'KPI actuals grid with a bad cell');

    // Fixed, the cell is valid again and the save goes through.
    await cell('Sales', ben).fill('250');
    await expect(cell('Sales', ben)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: 'Save 4 changes' }).click();
    await expect(page.locator('#app-announcer-polite')).toHaveText('4 actuals saved.');

    await page.reload();
    await expect(cell('Sales', ana)).toHaveValue('500', { timeout: 30_000 });
    await expect(cell('Calls', ana)).toHaveValue('10');
    await expect(cell('Calls', ben)).toHaveValue('20');
    await expect(cell('Sales', ben)).toHaveValue('250');
    await expect(anaRow).toContainText('50% · 50 points');
    await expect(anaRow).not.toContainText('Not saved');
    await expect(anaRow.getByRole('cell').last()).toHaveText('75');
    expect(problems).toEqual([]);
  });

  test('a company admin creates an API key, sees its secret once, and revokes it', async ({
    page,
    request,
  }) => {
    const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
    await putSession(page, session);
    await page.goto('/admin/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible({ timeout: 30_000 });
    const name = unique('CRM');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByLabel("The new key's secret");
    await expect(secret).toBeFocused();
    await expect(secret).toHaveText(/^rk_/);
    await expectAccessibleInSkinsAndPhone(page, 'API keys');
    // The key works for the company's KPI actuals: a call naming no KPI of it is 404, not 401.
    const key = (await secret.textContent()) ?? '';
    const answer = await request.post('/api/kpi-actuals/by-key', {
      headers: { 'x-rally-key': key },
      data: {
        actuals: [{ kpiId: '01900000-0000-7000-8000-000000000000', email: 'x@example.com', value: 1 }],
      },
    });
    expect(answer.status()).toBe(404);

    await page.getByRole('button', { name: `Revoke the key ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke the key ${name}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.locator('#app-announcer-polite')).toHaveText(`Key ${name} revoked.`);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
    const revoked = await request.post('/api/kpi-actuals/by-key', {
      headers: { 'x-rally-key': key },
      data: {
        actuals: [{ kpiId: '01900000-0000-7000-8000-000000000000', email: 'x@example.com', value: 1 }],
      },
    });
    expect(revoked.status()).toBe(401);
  });
});
