import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, type TestContext } from './helpers.ts';
import { addPlayer, insertNamedTeam, insertRunningGame, signInScoreRoles } from './score-fixtures.ts';

type Participant = { fullName: string; teamName: string; rank: number; points: number; logs: number };

describe("the organiser's judge view and results", () => {
  let t: TestContext;
  let organiser: Caller;
  let client: Caller;
  let player: Caller;
  let outsider: Caller;
  let gameId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const roles = await signInScoreRoles(t);
    ({ organiser, client, outsider } = roles);
    const { companyId } = roles;
    const game = await insertRunningGame(t.db, companyId);
    gameId = game.id;
    const red = await insertNamedTeam(t.db, game, 'Red');
    const blue = await insertNamedTeam(t.db, game, 'Blue');
    const me = await t.signIn('player', { companyId });
    player = caller(t, me.headers);
    await addPlayer(t.db, game, red.id, { fullName: 'Zoe Zimmer', days: { [day(-1)]: 10, [day(0)]: 5 } });
    await addPlayer(t.db, game, blue.id, { fullName: 'Adam Ant', days: { [day(0)]: 40 } });
    await addPlayer(t.db, game, blue.id, { fullName: 'Mia Moss', days: { [day(-1)]: 15 } });
    await addPlayer(t.db, game, red.id, { fullName: 'Not Started', userId: me.user.id });
  });
  afterAll(() => t.close());

  const participants = async (query: string, who: Caller = organiser) => {
    const res = await who.get(`/game/${gameId}/participants?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Participant[]; count: number; pages: number };
  };

  it('lists every participant, ranked, sortable and searchable by name', async () => {
    const byPoints = await participants('');
    expect(byPoints.data.map((p) => [p.fullName, p.rank, p.points, p.logs])).toEqual([
      ['Adam Ant', 1, 40, 1],
      ['Mia Moss', 2, 15, 1],
      ['Zoe Zimmer', 2, 15, 2],
      ['Not Started', 4, 0, 0],
    ]);
    const byName = await participants('sort=name&order=asc&perPage=2&page=2');
    expect(byName).toMatchObject({ count: 4, pages: 2 });
    expect(byName.data.map((p) => p.fullName)).toEqual(['Not Started', 'Zoe Zimmer']);
    const byTeam = await participants('sort=team&order=asc');
    expect(byTeam.data.map((p) => p.teamName)).toEqual(['Blue', 'Blue', 'Red', 'Red']);
    // A match keeps its place in the whole game.
    const found = await participants('q=zim');
    expect(found.data.map((p) => [p.fullName, p.rank])).toEqual([['Zoe Zimmer', 2]]);
    expect(found.count).toBe(1);
  });

  it('shows daily activity and who has not started', async () => {
    const res = await organiser.get(`/game/${gameId}/results`);
    expect(res.json()).toEqual({
      competitionId: gameId,
      days: [
        { day: day(-1), logs: 2, points: 25 },
        { day: day(0), logs: 2, points: 45 },
      ],
      participation: { players: 4, started: 3, notStarted: 1 },
      notStarted: [expect.objectContaining({ fullName: 'Not Started', teamName: 'Red' })],
    });
  });

  it('names participants to organisers only: a client reads the figures, not who scored what', async () => {
    expect((await client.get(`/game/${gameId}/participants`)).statusCode).toBe(403);
    const figures = (await client.get(`/game/${gameId}/results`)).json();
    expect(figures.participation).toEqual({ players: 4, started: 3, notStarted: 1 });
    expect(figures.notStarted).toEqual([]);
  });

  it('is for organisers and clients of the company only', async () => {
    expect((await player.get(`/game/${gameId}/participants`)).statusCode).toBe(403);
    expect((await player.get(`/game/${gameId}/results`)).statusCode).toBe(403);
    expect((await outsider.get(`/game/${gameId}/participants`)).statusCode).toBe(404);
    expect((await outsider.get(`/game/${gameId}/results`)).statusCode).toBe(404);
    const bad = await organiser.get(`/game/${gameId}/participants?sort=email`);
    expect(bad.statusCode).toBe(400);
  });
});
