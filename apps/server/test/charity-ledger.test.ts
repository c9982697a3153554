import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charities, gameCharities } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { type Caller, caller, signInCaller } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { addPlayer, insertNamedTeam, insertRunningGame, signInScoreRoles } from './score-fixtures.ts';

const TODAY = new Date().toISOString().slice(0, 10);

type Entry = { name: string; points: number; raised: number; capReached: boolean };
type Pledge = { pledgePerPoint: number; cap?: number | null; currency?: string };

/** The ledger rule (ADR 0017) through `GET /game/{id}/charities`, and the platform totals. */
describe('charity ledger', () => {
  let t: TestContext;
  let companyId: string;
  let organiser: Caller;
  let outsider: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    ({ companyId, organiser, outsider } = await signInScoreRoles(t));
  });
  afterAll(() => t.close());

  const newCharity = async (name: string) => {
    const [row] = await t.db.insert(charities).values({ name }).returning();
    if (!row) throw new Error('charity not inserted');
    return row;
  };

  /** Links the charity to the game with the pledge (no cap and EUR unless it says). */
  const pledgeTo = (game: { id: string; companyId: string }, charityId: string, pledge: Pledge) =>
    t.db.insert(gameCharities).values({
      companyId: game.companyId,
      gameId: game.id,
      charityId,
      pledgePerPoint: pledge.pledgePerPoint,
      cap: pledge.cap ?? null,
      currency: pledge.currency ?? 'EUR',
    });

  /**
   * A running game of `owner` linking one new charity per pledge (named A, B, ...) and one team per
   * entry of `teams`: its points (one player) and the indexes of the charities it chose.
   */
  async function ledgerGame(pledges: Pledge[], teams: [number, number[]][], owner = companyId) {
    const game = await insertRunningGame(t.db, owner);
    const linked: { id: string }[] = [];
    for (const [i, p] of pledges.entries()) {
      const charity = await newCharity(`${String.fromCharCode(65 + i)} ${game.id}`);
      await pledgeTo(game, charity.id, p);
      linked.push(charity);
    }
    for (const [i, [points, chose]] of teams.entries()) {
      const ids = chose.map((c) => linked[c]?.id ?? '');
      const team = await insertNamedTeam(t.db, game, `Team ${i}`, ids);
      await addPlayer(t.db, game, team.id, { fullName: `Player ${i}`, days: { [TODAY]: points } });
    }
    return { game, linked };
  }

  const ledgerOf = async (gameId: string, c: Caller = organiser) => {
    const res = await c.get(`/game/${gameId}/charities`);
    expect(res.statusCode).toBe(200);
    return (res.json().charities as Entry[]).map(({ points, raised, capReached }) => ({
      points,
      raised,
      capReached,
    }));
  };

  /** The ledger rule, case by case: the pledges, the teams (points, charities chosen) and the ledger they make. */
  const rules: {
    rule: string;
    pledges: Pledge[];
    teams: [number, number[]][];
    ledger: Omit<Entry, 'name'>[];
  }[] = [
    {
      rule: 'shares every team equally among all charities when no team chose',
      pledges: [{ pledgePerPoint: 0.1 }, { pledgePerPoint: 0.02 }],
      teams: [
        [100, []],
        [50, []],
      ],
      // Each charity counts (100 + 50) / 2 = 75 points.
      ledger: [
        { points: 75, raised: 7.5, capReached: false },
        { points: 75, raised: 1.5, capReached: false },
      ],
    },
    {
      rule: "counts a team's points for the charity it chose; the others still share",
      pledges: [{ pledgePerPoint: 0.1 }, { pledgePerPoint: 0.1 }],
      teams: [
        [100, [0]],
        [50, []],
      ],
      ledger: [
        { points: 125, raised: 12.5, capReached: false },
        { points: 25, raised: 2.5, capReached: false },
      ],
    },
    {
      rule: 'splits a team that chose several charities equally among them, in whole cents',
      pledges: [{ pledgePerPoint: 0.01 }, { pledgePerPoint: 0.01 }, { pledgePerPoint: 1 }],
      teams: [
        [100, [0, 1, 2]],
        [40, [1]],
      ],
      // 100 / 3 = 33.33 points each; B also counts all 40 of the second team.
      ledger: [
        { points: 33.33, raised: 0.33, capReached: false },
        { points: 73.33, raised: 0.73, capReached: false },
        { points: 33.33, raised: 33.33, capReached: false },
      ],
    },
    {
      rule: 'raises no more than the cap, and says the cap is reached',
      pledges: [
        { pledgePerPoint: 1, cap: 60 },
        { pledgePerPoint: 0.5, cap: 100 },
      ],
      teams: [[120, []]],
      ledger: [
        { points: 60, raised: 60, capReached: true },
        { points: 60, raised: 30, capReached: false },
      ],
    },
  ];

  it.each(rules)('$rule', async ({ pledges, teams, ledger }) => {
    const { game } = await ledgerGame(pledges, teams);
    expect(await ledgerOf(game.id)).toEqual(ledger);
  });

  it('answers an empty ledger for a game without charities, 404 for another company', async () => {
    const { game } = await ledgerGame([], [[10, []]]);
    expect(await ledgerOf(game.id)).toEqual([]);
    const { game: linked } = await ledgerGame([{ pledgePerPoint: 1 }], [[10, []]]);
    expect((await outsider.get(`/game/${linked.id}/charities`)).statusCode).toBe(404);
    expect((await caller(t).get(`/game/${linked.id}/charities`)).statusCode).toBe(401);
  });

  it("lets the game's players read it; a player outside the game gets 404", async () => {
    const { game } = await ledgerGame([{ pledgePerPoint: 1, cap: 5 }], [[10, []]]);
    const player = await signInCaller(t, 'player', { companyId });
    const team = await insertNamedTeam(t.db, game, 'Late');
    const playing = await t.signIn('player', { companyId });
    await addPlayer(t.db, game, team.id, { fullName: 'Pat', userId: playing.user.id });
    expect(await ledgerOf(game.id, caller(t, playing.headers))).toEqual([
      { points: 10, raised: 5, capReached: true },
    ]);
    // A player outside the game reads only their own games.
    expect((await player.get(`/game/${game.id}/charities`)).statusCode).toBe(404);
  });

  it('totals every game of every company per charity and currency, for platform admins only', async () => {
    const other = (await createCompany(t.db, { name: 'Other' })).id;
    const shared = await newCharity('Shared across games');
    const untouched = await newCharity('Linked nowhere');
    const gameOf = async (owner: string, points: number, pledge: Pledge) => {
      const game = await insertRunningGame(t.db, owner);
      await pledgeTo(game, shared.id, pledge);
      const team = await insertNamedTeam(t.db, game, 'Team');
      await addPlayer(t.db, game, team.id, { fullName: 'Someone', days: { [TODAY]: points } });
    };
    await gameOf(companyId, 100, { pledgePerPoint: 0.05 }); // 5.00 EUR
    await gameOf(other, 1000, { pledgePerPoint: 0.1, cap: 20 }); // 20.00 EUR (capped)
    await gameOf(other, 10, { pledgePerPoint: 0.5, currency: 'USD' }); // 5.00 USD

    const platform = await signInCaller(t, 'admin');
    const res = await platform.get('/charity/totals');
    expect(res.statusCode).toBe(200);
    const totals = res.json() as { charityId: string; totals: unknown[] }[];
    expect(totals.find((c) => c.charityId === shared.id)).toEqual({
      charityId: shared.id,
      name: 'Shared across games',
      totals: [
        { currency: 'EUR', raised: 25, games: 2 },
        { currency: 'USD', raised: 5, games: 1 },
      ],
    });
    expect(totals.find((c) => c.charityId === untouched.id)?.totals).toEqual([]);

    expect((await organiser.get('/charity/totals')).statusCode).toBe(403);
    const player = await signInCaller(t, 'player', { companyId });
    expect((await player.get('/charity/totals')).statusCode).toBe(403);
    const client = await signInCaller(t, 'client', { companyId });
    expect((await client.get('/charity/totals')).statusCode).toBe(403);
    expect((await caller(t).get('/charity/totals')).statusCode).toBe(401);
  });
});
