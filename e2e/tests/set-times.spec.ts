import type { APIRequestContext, Page } from '@playwright/test';
import { ZActivity } from '@rally/contracts/activities';
import { ZGameDetail } from '@rally/contracts/games';
import { ZLog } from '@rally/contracts/logs';
import { ZAddPlayersResponse, ZTeam } from '@rally/contracts/teams';
import { ZUser } from '@rally/contracts/users';
import { DEMO, DEMO_PASSWORD, unique, uniqueEmail } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { putSession } from '../support/session.ts';

/** A calendar day `days` from today, in UTC (the test game's time zone). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A running game of the test's own (made through the API, not this test's subject): one team, two
 * players, Ana's steps two days ago and Ben's today.
 */
async function runningGame(request: APIRequestContext) {
  const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
  const call = <T>(path: string, data: unknown, schema: { parse: (x: unknown) => T }, status = 200) =>
    callApi(request, session.accessToken, { method: 'POST', path, data }, { status, schema });
  const players = [];
  for (const first of ['Ana', 'Ben']) {
    const fullName = `${first} ${unique('Rounds')}`;
    const data = { fullName, email: uniqueEmail(first.toLowerCase()), role: 'player', sendInvitation: false };
    players.push(await call('/users', data, ZUser, 201));
  }
  const game = await call(
    '/competition/add',
    {
      competition: {
        name: `Rounds ${unique('Game')}`,
        startDate: dayFromToday(-6),
        endDate: dayFromToday(10),
        timezone: 'UTC',
      },
    },
    ZGameDetail,
    201,
  );
  const activity = await call(
    '/task/competition/subtask/add',
    { competitionId: game.id, name: 'Move', subtasks: [{ name: 'Steps', points: 10, maxPerDay: 3 }] },
    ZActivity,
    201,
  );
  const team = await call(
    '/group/add',
    { group: { competitionId: game.id, name: unique('Hares') } },
    ZTeam,
    201,
  );
  await call(
    '/competition/add/existing/user',
    { data: { competitionId: game.id, groupId: team.id, userIds: players.map((p) => p.id) } },
    ZAddPlayersResponse,
  );
  await call(`/competitions/${game.id}/status`, { status: 'active' }, ZGameDetail);
  const steps = activity.subtasks[0]?.id;
  const log = (userId: string, day: string) =>
    call(`/game/${game.id}/performedtasks`, { behaviourId: steps, userId, day }, ZLog, 201);
  const [ana, ben] = players as [(typeof players)[0], (typeof players)[0]];
  await log(ana.id, dayFromToday(-2));
  await log(ben.id, dayFromToday(0));
  return { game, session, ana, ben, log };
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
    await page.goto(`/games/game-view/${game.id}`);
    await expect(page.getByRole('heading', { name: 'Standings by round' })).toBeVisible({ timeout: 30_000 });
    const picker = page.getByRole('combobox', { name: 'Round' });
    await expect(picker).toHaveValue('Week 2 · Running');
    await expect(pointsOf(page, 'Ben')).toHaveText('10');
    await expect(pointsOf(page, 'Ana')).toHaveText('0');
    // Ana logs today: the open round's board moves without a reload.
    await log(ana.id, dayFromToday(0));
    await log(ana.id, dayFromToday(0));
    await expect(pointsOf(page, 'Ana')).toHaveText('20');
    // Week 1 holds Ana's earlier steps only.
    await picker.click();
    await page.getByRole('option', { name: 'Week 1 · Grace period' }).click();
    await expect(page.getByText(/Live standings of this round/)).toBeVisible();
    await expect(pointsOf(page, 'Ana')).toHaveText('10');
    await expect(pointsOf(page, 'Ben')).toHaveText('0');
    await expectNoAxeViolations(page, 'the game view with its round board');
  });
});
