import { addDays, dayIn } from '@rally/contracts/game-lifecycle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGameScores, recomputeGameScores } from '../src/areas/scores/engine.ts';
import { behaviourLogs, games } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { clientHeaders, createTestApp, type TestContext } from './helpers.ts';

const PASSWORD = 'demo password for tests';

describe('demo seed: games', () => {
  let t: TestContext;
  const signIn = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/gettoken',
      headers: clientHeaders,
      payload: { email, password: PASSWORD },
    });
    const body = res.json();
    return { user: body.user, headers: { authorization: `Bearer ${body.accessToken}` } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { password: PASSWORD });
  });
  afterAll(() => t.close());

  it('lands the demo organiser on a running game with teams, players, habits, KPIs and charities', async () => {
    const organiser = await signIn('company.admin@example.com');
    expect(organiser.user.encrypt_id).toEqual(expect.any(String));
    const game = (
      await t.app.inject({ url: `/api/competition/${organiser.user.encrypt_id}`, headers: organiser.headers })
    ).json();
    expect(game).toMatchObject({
      name: 'Spring Into Health',
      phase: 'running',
      timezone: 'Europe/Berlin',
      counts: { teams: 3, players: 13, activities: 3, behaviours: 7, kpis: 2, charities: 2, rounds: 2 },
    });
    // The company runs where its games do: a new game the organiser makes starts in Berlin too.
    const company = await t.app.inject({
      url: `/api/companies/${organiser.user.companyId}`,
      headers: organiser.headers,
    });
    expect(company.json().timezone).toBe('Europe/Berlin');
    const list = (
      await t.app.inject({ url: '/api/competition/all?sort=status&order=asc', headers: organiser.headers })
    ).json();
    expect(list.data.map((g: { phase: string }) => g.phase)).toEqual(['draft', 'running', 'finished']);
    const teams = (
      await t.app.inject({ url: `/api/competition/${game.id}/groups`, headers: organiser.headers })
    ).json();
    expect(teams.map((team: { members: unknown[] }) => team.members.length)).toEqual([5, 4, 4]);
    // Two teams chose a charity each, the third supports both: every charity has raised something.
    expect(teams.map((team: { charityIds: string[] }) => team.charityIds.length)).toEqual([1, 1, 0]);
    const ledger = (
      await t.app.inject({ url: `/api/game/${game.id}/charities`, headers: organiser.headers })
    ).json();
    expect(ledger.charities).toHaveLength(2);
    for (const charity of ledger.charities) expect(charity.raised).toBeGreaterThan(0);
  });

  it('shows the demo player the games they play in', async () => {
    const player = await signIn('player@example.com');
    const list = (await t.app.inject({ url: '/api/competition/all', headers: player.headers })).json();
    expect(list.data.map((g: { name: string }) => g.name).sort()).toEqual([
      'Spring Into Health',
      'Winter Step Challenge',
    ]);
  });

  it('gives the running demo game three weeks of play, scored exactly, with pending approvals and one flagged outlier', async () => {
    const [game] = await t.db.select().from(games).where(eq(games.name, 'Spring Into Health'));
    if (!game) throw new Error('no demo game');
    expect(game.startDate).toBe(addDays(dayIn('Europe/Berlin'), -21));
    const logs = await t.db.select().from(behaviourLogs).where(eq(behaviourLogs.gameId, game.id));
    expect(new Set(logs.map((l) => l.day)).size).toBeGreaterThanOrEqual(18);
    expect(logs.filter((l) => l.status === 'pending').length).toBeGreaterThan(0);
    const flaggedDays = new Set(logs.filter((l) => l.flagged).map((l) => `${l.userId} ${l.day}`));
    expect(flaggedDays.size).toBe(1);
    const maintained = await readGameScores(t.db, game.id);
    expect(maintained).toEqual(await recomputeGameScores(t.db, game.id));
    const player = await signIn('player@example.com');
    const mine = maintained.players.find((p) => p.userId === player.user.id);
    expect(mine?.points).toBeGreaterThan(0);
    const checklist = await t.app.inject({ url: `/api/game/${game.id}/checklist`, headers: player.headers });
    expect(checklist.json()).toMatchObject({ canLog: true });
  });

  it('gives the finished demo game approved play within its dates, so its report and boards have results', async () => {
    const [game] = await t.db.select().from(games).where(eq(games.name, 'Winter Step Challenge'));
    if (!game?.startDate || !game.endDate) throw new Error('no finished demo game');
    const logs = await t.db.select().from(behaviourLogs).where(eq(behaviourLogs.gameId, game.id));
    expect(logs.length).toBeGreaterThan(100);
    expect(logs.every((l) => l.status === 'approved' && !l.flagged)).toBe(true);
    const days = logs.map((l) => l.day).sort();
    expect((days[0] ?? '') >= game.startDate).toBe(true);
    expect((days.at(-1) ?? '') <= game.endDate).toBe(true);
    expect(await readGameScores(t.db, game.id)).toEqual(await recomputeGameScores(t.db, game.id));

    const organiser = await signIn('company.admin@example.com');
    const report = (
      await t.app.inject({
        url: `/api/competitionreport?competition_id=${game.id}`,
        headers: organiser.headers,
      })
    ).json();
    expect(report.teams).toHaveLength(2);
    for (const team of report.teams) expect(team.points).toBeGreaterThan(0);
    expect(report.players.rows[0].points).toBeGreaterThan(0);
    expect(report.participation.active).toBeGreaterThan(0);
    const standings = (
      await t.app.inject({ url: `/api/game/${game.id}/group`, headers: organiser.headers })
    ).json();
    expect(standings.teams.map((team: { points: number }) => team.points > 0)).toEqual([true, true]);
  });
});
