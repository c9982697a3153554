import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

/**
 * A round's grace window ends at an instant (its last day's end plus the game's grace hours, by the
 * database's clock), whenever the closing job next runs: from then on nothing dated into the round
 * counts. The rounds here ended long enough ago that their grace has passed, and no job runs.
 */
describe('a round whose grace window has ended, before the closing job runs', () => {
  let t: TestContext;
  let g: PlayGame;
  let organiser: Caller;
  let ann: Awaited<ReturnType<PlayGame['player']>>;

  const log = (who: { headers: Record<string, string> }, body: object) =>
    caller(t, who.headers).post(`/game/${g.game.id}/performedtasks`, body);
  const board = async (roundId: string) =>
    (await organiser.get(`/game/${g.game.id}/settimeresults/${roundId}`)).json() as {
      frozen: boolean;
      top: { name: string; points: number }[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    g = await setUpGame(t, { rules: { graceHours: 24 } });
    organiser = caller(t, g.organiser.headers);
    ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
  });
  afterAll(() => t.close());

  it('refuses a late log for its days, from the player and from an organiser on their behalf', async () => {
    const add = await organiser.post('/settimes', {
      competitionId: g.game.id,
      settime: [
        // Ended at the start of day(-2); 24 hours of grace: closed since the start of day(-1).
        { name: 'Week 1', startDate: day(-6), endDate: day(-3) },
        // Ends at the start of today: still in its grace window.
        { name: 'Week 2', startDate: day(-2), endDate: day(-1) },
      ],
    });
    expect(add.statusCode).toBe(201);
    const mine = await log(ann, { behaviourId: g.behaviours.steps.id, day: day(-4) });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ messageCode: 'logs.roundClosed', params: { name: 'Week 1' } });
    const onBehalf = await log(g.organiser, {
      behaviourId: g.behaviours.steps.id,
      day: day(-4),
      userId: ann.user.id,
    });
    expect(onBehalf.statusCode).toBe(409);
    expect(onBehalf.json().messageCode).toBe('logs.roundClosed');
    // Inside the other round's grace window a late log still counts.
    expect((await log(ann, { behaviourId: g.behaviours.steps.id, day: day(-2) })).statusCode).toBe(201);
  });

  it('an approval after the grace window leaves the round as it stood when its grace ended', async () => {
    const rounds = (await organiser.get(`/settimes/competition/${g.game.id}`)).json() as {
      id: string;
      name: string;
    }[];
    const week2 = rounds.find((r) => r.name === 'Week 2');
    if (!week2) throw new Error('Week 2 missing');
    const pending = await log(ann, { behaviourId: g.behaviours.workout.id, day: day(-2) });
    expect(pending.statusCode).toBe(201);
    // Week 2 is moved back, so its grace window has ended now; its results are those of that instant.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/settimes/${week2.id}`,
      headers: g.organiser.headers,
      payload: { settime: { startDate: day(-2), endDate: day(-2) } },
    });
    expect(moved.statusCode).toBe(200);
    const approved = await organiser.post(`/game/${g.game.id}/review`, {
      logIds: [pending.json().id],
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const after = await board(week2.id);
    expect(after.frozen).toBe(true);
    expect(after.top.map((p) => [p.name, p.points])).toEqual([['Ann Red', 10]]);
  });
});
