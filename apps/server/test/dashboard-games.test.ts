import type { TCurrentGames, TGameOverview } from '@rally/contracts/dashboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { insertGame } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, type TestContext } from './helpers.ts';
import { addPlayer, insertNamedTeam, insertRunningGame } from './score-fixtures.ts';

describe('GET /api/dashboard/currentgames and /api/dashboard/gameoverview', () => {
  let t: TestContext;
  let companyId: string;
  let gameId: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await createCompany(t.db, { name: 'Acme' })).id;
    const game = await insertRunningGame(t.db, companyId);
    gameId = game.id;
    await t.db.update(games).set({ name: 'Step challenge' }).where(eq(games.id, game.id));
    const red = await insertNamedTeam(t.db, game, 'Red');
    const blue = await insertNamedTeam(t.db, game, 'Blue');
    await addPlayer(t.db, game, red.id, { fullName: 'Ada Lovelace', days: { [day(-1)]: 30, [day(0)]: 10 } });
    await addPlayer(t.db, game, blue.id, { fullName: 'Bob Babbage', days: { [day(-1)]: 20 } });
    await addPlayer(t.db, game, blue.id, { fullName: 'Cy Idle', lastActiveAt: null });
    // Neither a draft nor a finished game is current.
    await insertGame(t.db, companyId, { name: 'Draft game' });
    const over = await insertGame(t.db, companyId, { status: 'active', name: 'Over' });
    await t.db
      .update(games)
      .set({ startDate: day(-20), endDate: day(-10) })
      .where(eq(games.id, over.id));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/api${url}`, headers });

  it('lists the running games of the caller company with team-wise figures', async () => {
    const { headers } = await t.signIn('company_admin', { companyId });
    const res = await get('/dashboard/currentgames', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TCurrentGames;
    expect(body.games).toEqual([
      {
        id: gameId,
        name: 'Step challenge',
        companyName: 'Acme',
        phase: 'running',
        startDate: day(-1),
        endDate: day(30),
        teams: 2,
        players: 3,
        activePlayers: 2,
        logsLast7Days: 3,
        points: 60,
        leader: { name: 'Red', score: 40 },
      },
    ]);
    // Team-wise only: no player's name anywhere.
    expect(res.body).not.toContain('Ada');
  });

  it("gives a game's charts: participation per day, points per team", async () => {
    const { headers } = await t.signIn('client', { companyId });
    const res = await get(`/dashboard/gameoverview?competition_id=${gameId}`, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TGameOverview;
    expect(body.participation).toEqual({
      players: 3,
      active: 2,
      days: [
        { day: day(-1), logs: 2, activePlayers: 2 },
        { day: day(0), logs: 1, activePlayers: 1 },
      ],
    });
    expect(body.teams.map((team) => [team.name, team.points, team.rank])).toEqual([
      ['Red', 40, 1],
      ['Blue', 20, 2],
    ]);
    expect(res.body).not.toContain('Ada');
    // Without an id: the first current game.
    const current = await get('/dashboard/gameoverview', headers);
    expect(current.json().competitionId).toBe(gameId);
  });

  it('refuses players, hides other companies and shows platform admins every company', async () => {
    const player = await t.signIn('player', { companyId });
    expect((await get('/dashboard/currentgames', player.headers)).statusCode).toBe(403);
    expect((await get(`/dashboard/gameoverview?competition_id=${gameId}`, player.headers)).statusCode).toBe(
      403,
    );

    const stranger = await t.signIn('company_admin');
    expect((await get('/dashboard/currentgames', stranger.headers)).json()).toEqual({ games: [] });
    expect((await get(`/dashboard/gameoverview?competition_id=${gameId}`, stranger.headers)).statusCode).toBe(
      404,
    );
    const none = await get('/dashboard/gameoverview', stranger.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().messageCode).toBe('dashboard.noCurrentGame');

    const admin = await t.signIn('admin');
    const all = (await get('/dashboard/currentgames', admin.headers)).json() as TCurrentGames;
    expect(all.games.map((g) => g.id)).toContain(gameId);
  });

  it('keeps the company overview free of individual results', async () => {
    const { headers } = await t.signIn('client', { companyId });
    const res = await get('/dashboard/companyoverview', headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Ada');
    expect(res.body).not.toContain('Lovelace');
  });
});
