import type { TPlayerProgress } from '@rally/contracts/progress';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from './content-fixtures.ts';
import { dayFromToday as day, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame, usePlayGame } from './play-fixtures.ts';

/** "My progress" (issue 29): a player's points by source per round and in total, and their days logged. */
describe('GET /game/{id}/progress/{userId}', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  let organiser: Caller;
  let ann: Session;
  let bob: Session;
  let round: { a: string; b: string };
  beforeAll(async () => {
    organiser = caller(t, g.organiser.headers);
    ann = await g.player(g.teams.red);
    bob = await g.player(g.teams.blue);
    // Day -1 lies between the rounds.
    const add = await organiser.post('/settimes', {
      competitionId: g.game.id,
      settime: [
        { name: 'Week 1', startDate: day(-7), endDate: day(-2) },
        { name: 'Week 2', startDate: day(0), endDate: day(3) },
      ],
    });
    const [a, b] = add.json() as { id: string }[];
    if (!a || !b) throw new Error('rounds missing');
    round = { a: a.id, b: b.id };
    const log = (behaviourId: string, back: number) =>
      caller(t, ann.headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId, day: day(-back) });
    for (const [b, back] of [
      [g.behaviours.steps.id, 3],
      [g.behaviours.stairs.id, 3],
      [g.behaviours.stairs.id, 1],
      [g.behaviours.steps.id, 0],
      // Waits for approval: no points and no day until approved.
      [g.behaviours.workout.id, 0],
    ] as const) {
      expect((await log(b, back)).statusCode).toBe(201);
    }
  });

  const progressOf = (as: Caller, userId: string) => as.get(`/game/${g.game.id}/progress/${userId}`);

  it('gives the player their points by source per round, between rounds and in total, and their days', async () => {
    const res = await progressOf(caller(t, ann.headers), ann.user.id);
    expect(res.statusCode).toBe(200);
    const p = res.json() as TPlayerProgress;
    const points = (behaviour: number) => ({ behaviour, quiz: 0, kpi: 0, streak: 0, points: behaviour });
    expect(p.total).toEqual(points(30));
    expect(p.rounds).toEqual([
      { id: round.a, name: 'Week 1', startsOn: day(-7), endsOn: day(-2), ...points(15) },
      { id: round.b, name: 'Week 2', startsOn: day(0), endsOn: day(3), ...points(10) },
    ]);
    expect(p.outsideRounds).toEqual(points(5));
    expect(p.days).toEqual([
      { day: day(-3), logs: 2 },
      { day: day(-1), logs: 1 },
      { day: day(0), logs: 1 },
    ]);
    expect(p.today).toBe(day(0));
  });

  it('equals the player’s points on the game board and on each round’s board', async () => {
    const p = (await progressOf(organiser, ann.user.id)).json() as TPlayerProgress;
    const onBoard = async (query: string) => {
      const board = (await organiser.get(`/game/${g.game.id}/leaderboard?limit=100${query}`)).json() as {
        top: { userId: string; points: number }[];
      };
      return board.top.find((e) => e.userId === ann.user.id)?.points;
    };
    expect(await onBoard('')).toBe(p.total.points);
    for (const r of p.rounds) expect(await onBoard(`&from=${r.startsOn}&to=${r.endsOn}`)).toBe(r.points);
  });

  it('shows a closed round as it was frozen, not as its days add up since', async () => {
    // A game of its own: closing a round here leaves the other tests' rounds open.
    const h = await setUpGame(t);
    const cy = await h.player();
    const org = caller(t, h.organiser.headers);
    const made = await org.post('/settimes', {
      competitionId: h.game.id,
      settime: [{ name: 'Week 1', startDate: day(-6), endDate: day(-2) }],
    });
    const [week] = made.json() as { id: string }[];
    const logged = await caller(t, cy.headers).post(`/game/${h.game.id}/performedtasks`, {
      behaviourId: h.behaviours.steps.id,
      day: day(-3),
    });
    expect(logged.statusCode).toBe(201);
    expect((await org.post(`/settimes/${week?.id}/close`, {})).statusCode).toBe(200);
    // Removed after the freeze: the live total loses it, the frozen round keeps it.
    expect((await org.delete(`/performedtasks/${logged.json().id}`)).statusCode).toBe(204);

    const p = (await caller(t, cy.headers).get(`/game/${h.game.id}/progress/${cy.user.id}`)).json();
    expect(p.total.points).toBe(0);
    expect(p.rounds).toEqual([expect.objectContaining({ id: week?.id, behaviour: 10, points: 10 })]);
    const board = (await org.get(`/game/${h.game.id}/settimeresults/${week?.id}`)).json();
    expect(board).toMatchObject({ frozen: true, top: [expect.objectContaining({ points: 10 })] });
  });

  it('is the player’s own: another player, another company or a non-player get 404', async () => {
    expect((await progressOf(caller(t, bob.headers), ann.user.id)).statusCode).toBe(404);
    expect((await progressOf(caller(t, bob.headers), bob.user.id)).statusCode).toBe(200);
    const client = caller(t, (await t.signIn('client', { companyId: g.companyId })).headers);
    expect((await progressOf(client, ann.user.id)).statusCode).toBe(200);
    const outsider = caller(t, (await t.signIn('company_admin')).headers);
    expect((await progressOf(outsider, ann.user.id)).statusCode).toBe(404);
    const notPlaying = await t.signIn('player', { companyId: g.companyId });
    expect((await progressOf(organiser, notPlaying.user.id)).statusCode).toBe(404);
    expect((await organiser.get(`/game/${g.game.id}/progress/not-an-id`)).statusCode).toBe(400);
  });
});
