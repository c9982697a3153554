import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charities, gameCharities, games } from '../src/db/schema/index.ts';
import { type Caller, caller } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { addPlayer, insertNamedTeam, insertRunningGame, signInScoreRoles } from './score-fixtures.ts';

const TODAY = new Date().toISOString().slice(0, 10);

describe('public game page and leaderboard', () => {
  let t: TestContext;
  let anonymous: Caller;
  let organiser: Caller;
  let outsider: Caller;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ companyId, organiser, outsider } = await signInScoreRoles(t));
    anonymous = caller(t);
  });
  afterAll(() => t.close());

  /** Red (Ann 50, Bob 30) supports Trees; Blue (Cy 60) and Green (Dee 20) chose no charity. */
  async function publicGame(rules: Record<string, unknown> = {}) {
    const game = await insertRunningGame(t.db, companyId, rules);
    const [trees, water] = await t.db
      .insert(charities)
      .values([{ name: 'Trees' }, { name: 'Water' }])
      .returning();
    if (!trees || !water) throw new Error('charities not inserted');
    await t.db.insert(gameCharities).values([
      { companyId, gameId: game.id, charityId: trees.id, pledgePerPoint: 0.5, cap: 100, currency: 'EUR' },
      { companyId, gameId: game.id, charityId: water.id, pledgePerPoint: 0.1, cap: null, currency: 'EUR' },
    ]);
    const red = await insertNamedTeam(t.db, game, 'Red', [trees.id]);
    const blue = await insertNamedTeam(t.db, game, 'Blue');
    const green = await insertNamedTeam(t.db, game, 'Green');
    await addPlayer(t.db, game, red.id, { fullName: 'Ann Archer', days: { [TODAY]: 50 } });
    await addPlayer(t.db, game, red.id, { fullName: 'Bob Baker', days: { [TODAY]: 30 } });
    await addPlayer(t.db, game, blue.id, { fullName: 'Cy Cole', days: { [TODAY]: 60 } });
    await addPlayer(t.db, game, green.id, { fullName: 'Dee Dunn', days: { [TODAY]: 20 } });
    return game;
  }

  it('shows the game, its standings and what it raised for each charity, without sign-in', async () => {
    const game = await publicGame();
    const res = await anonymous.get(`/public/games/${game.publicId}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      name: game.name,
      companyName: 'Acme',
      phase: 'running',
      teamRanking: 'total',
    });
    expect(
      page.teams.map((x: { name: string; rank: number; score: number }) => [x.name, x.rank, x.score]),
    ).toEqual([
      ['Red', 1, 80],
      ['Blue', 2, 60],
      ['Green', 3, 20],
    ]);
    // Trees: 0.5 × (80 + (60 + 20) / 2) = 60 (under its cap of 100); Water: 0.1 × 40 = 4.
    expect(page.charities).toEqual([
      { name: 'Trees', pledgePerPoint: 0.5, cap: 100, currency: 'EUR', raised: 60, capReached: false },
      { name: 'Water', pledgePerPoint: 0.1, cap: null, currency: 'EUR', raised: 4, capReached: false },
    ]);
    expect(res.body).not.toMatch(/@|userId|email|charityId|points/);
    // The leaderboard (and each live snapshot) carries the same amounts.
    const board = (await anonymous.get(`/public/leaderboard/${game.publicId}`)).json();
    expect(board.charities).toEqual(page.charities);
  });

  it('shows individuals only as the rules allow: names, top N, or teams only', async () => {
    const full = await publicGame();
    const board = (await anonymous.get(`/public/leaderboard/${full.publicId}`)).json();
    expect(board.individuals.map((p: { name: string; rank: number }) => [p.name, p.rank])).toEqual([
      ['Cy Cole', 1],
      ['Ann Archer', 2],
      ['Bob Baker', 3],
      ['Dee Dunn', 4],
    ]);
    expect(board.players).toBe(4);

    const initials = await publicGame({ leaderboardNames: 'initials', leaderboardTopN: 2 });
    const short = await anonymous.get(`/public/leaderboard/${initials.publicId}`);
    expect(short.json().individuals).toEqual([
      { rank: 1, name: 'C. C.', teamName: 'Blue', points: 60, badges: 0 },
      { rank: 2, name: 'A. A.', teamName: 'Red', points: 50, badges: 0 },
    ]);
    expect(short.body).not.toMatch(/@|userId|Archer/);

    const none = await publicGame({ leaderboardNames: 'none' });
    const nameless = (await anonymous.get(`/public/leaderboard/${none.publicId}`)).json();
    // Every place is still shown, each without its name (an empty list would show no names too).
    expect(
      nameless.individuals.map((p: { rank: number; name: string | null; points: number }) => [
        p.rank,
        p.name,
        p.points,
      ]),
    ).toEqual([
      [1, null, 60],
      [2, null, 50],
      [3, null, 30],
      [4, null, 20],
    ]);

    const teamsOnly = await publicGame({ leaderboardShows: 'teams' });
    const teams = await anonymous.get(`/public/leaderboard/${teamsOnly.publicId}`);
    expect(teams.json().individuals).toBeNull();
    expect(teams.body).not.toContain('Cy Cole');
  });

  it('answers 404 for an unknown, replaced, draft or archived game', async () => {
    const game = await publicGame();
    expect((await anonymous.get('/public/games/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await anonymous.get('/public/leaderboard/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    // A link cut short names no game: 404, as the page shows "not found", not a refused field.
    expect((await anonymous.get('/public/leaderboard/not valid')).statusCode).toBe(404);
    expect((await anonymous.get('/public/games/AAAAAAAAAA')).statusCode).toBe(404);

    expect((await outsider.post(`/competitions/${game.id}/public-id`, {})).statusCode).toBe(404);
    const replaced = await organiser.post(`/competitions/${game.id}/public-id`, {});
    expect(replaced.statusCode).toBe(200);
    const { publicId } = replaced.json();
    expect(publicId).not.toBe(game.publicId);
    expect((await anonymous.get(`/public/games/${game.publicId}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/public/leaderboard/${game.publicId}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/public/leaderboard/${publicId}`)).statusCode).toBe(200);
    // The game view gives organisers the new id to share.
    expect((await organiser.get(`/game/${game.id}`)).json().publicId).toBe(publicId);

    for (const status of ['draft', 'archived'] as const) {
      await t.db.update(games).set({ status }).where(eq(games.id, game.id));
      expect((await anonymous.get(`/public/games/${publicId}`)).statusCode).toBe(404);
      expect((await anonymous.get(`/public/leaderboard/${publicId}`)).statusCode).toBe(404);
    }
  });
});
