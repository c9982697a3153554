import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueRounds, closeRound } from '../src/areas/rounds/closing.ts';
import { setTimeResults, setTimes, teams } from '../src/db/schema/index.ts';
import { type Caller, caller, paths, signInCaller } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, itRaces, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

type Round = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  status: string;
  closesAt: string;
};
type Board = {
  frozen: boolean;
  teams: { name: string; points: number; rank: number }[];
  top: { name: string | null; points: number; rank: number }[];
  me: { rank: number; points: number } | null;
};

const HOUR = 3_600_000;

describe('set times (rounds)', () => {
  let t: TestContext;
  let g: PlayGame;
  let organiser: Caller;
  let ann: Awaited<ReturnType<PlayGame['player']>>;
  let bob: Awaited<ReturnType<PlayGame['player']>>;

  const send = (method: 'DELETE' | 'PUT', url: string, payload: unknown, headers = g.organiser.headers) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
  const addRounds = (settime: object[], who = organiser) =>
    who.post('/settimes', { competitionId: g.game.id, settime });
  const log = (
    who: { headers: Record<string, string> },
    dayOf: string,
    behaviourId = g.behaviours.steps.id,
  ) => caller(t, who.headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId, day: dayOf });
  const board = async (roundId: string, who = organiser) => {
    const res = await who.get(`/game/${g.game.id}/settimeresults/${roundId}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Board;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Running from ten days ago to ten days ahead (UTC); 48 hours of grace (Week 1 ends two days ago).
    g = await setUpGame(t, { rules: { graceHours: 48 } });
    organiser = caller(t, g.organiser.headers);
    ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    bob = await g.player(g.teams.blue, { fullName: 'Bob Blue' });
  });
  afterAll(() => t.close());

  it('refuses rounds outside the game, reversed, unnamed or overlapping, naming the field', async () => {
    const outside = await addRounds([{ name: 'Early', startDate: day(-20), endDate: day(-5) }]);
    expect(outside.statusCode).toBe(400);
    expect(paths(outside.json())).toEqual(['settime.0.startDate']);
    const reversed = await addRounds([{ name: 'Back', startDate: day(-2), endDate: day(-4) }]);
    expect(paths(reversed.json())).toEqual(['settime.0.endDate']);
    const unnamed = await addRounds([{ name: ' ', startDate: day(-2), endDate: day(-1) }]);
    expect(unnamed.statusCode).toBe(400);
    expect(paths(unnamed.json())).toEqual(['settime.0.name']);
    const overlapping = await addRounds([
      { name: 'A', startDate: day(-9), endDate: day(-5) },
      { name: 'B', startDate: day(-5), endDate: day(-3) },
    ]);
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().details[0]).toMatchObject({
      path: 'settime.1.startDate',
      params: { name: 'A' },
    });
    expect((await organiser.get(`/settimes/competition/${g.game.id}`)).json()).toEqual([]);
  });

  let week1: Round;
  let week2: Round;
  let spare: Round[];

  it('adds several rounds at once, in time order, each with its status', async () => {
    const res = await addRounds([
      { name: 'Week 2', startDate: day(-1), endDate: day(5) },
      { name: 'Week 1', startDate: day(-9), endDate: day(-2) },
    ]);
    expect(res.statusCode).toBe(201);
    const list = (await organiser.get(`/settimes/competition/${g.game.id}`)).json() as Round[];
    expect(list.map((r) => [r.name, r.status])).toEqual([
      ['Week 1', 'grace'],
      ['Week 2', 'running'],
    ]);
    [week1, week2] = list as [Round, Round];
    const current = (await caller(t, ann.headers).get(`/game/${g.game.id}/settime`)).json();
    expect(current.current.name).toBe('Week 2');
    // The running round's board comes along, as its own call answers it.
    const board = await caller(t, ann.headers).get(`/game/${g.game.id}/settimeresults/${current.current.id}`);
    expect(current.currentBoard).toEqual(board.json());
    // A round running into another is refused against the stored ones too.
    const clash = await addRounds([{ name: 'Clash', startDate: day(5), endDate: day(6) }]);
    expect(clash.json().details[0]).toMatchObject({
      path: 'settime.0.startDate',
      params: { name: 'Week 2' },
    });
  });

  it('changes and deletes rounds one by one and in bulk, all or none', async () => {
    spare = (
      await addRounds([
        { name: 'Extra 1', startDate: day(6), endDate: day(7) },
        { name: 'Extra 2', startDate: day(8), endDate: day(9) },
      ])
    ).json();
    const [e1, e2] = spare as [Round, Round];
    const one = await send('PUT', `/settimes/${e1.id}`, { settime: { name: 'Bonus' } });
    expect(one.json()).toMatchObject({ name: 'Bonus', startDate: day(6) });
    const mismatch = await send('PUT', `/settimes/${e1.id}`, { settime: { settime_id: e2.id, name: 'X' } });
    expect(paths(mismatch.json())).toEqual(['settime.settime_id']);
    // Swapping into each other's days fails as a whole: nothing changes.
    const bad = await send('PUT', `/settimes/all/${g.game.id}`, {
      settime: [
        { settime_id: e1.id, endDate: day(8) },
        { settime_id: e2.id, name: 'Moved' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const bulk = await send('PUT', `/settimes/all/${g.game.id}`, {
      settime: [
        { settime_id: e1.id, endDate: day(6) },
        { settime_id: e2.id, startDate: day(7), name: 'Finale' },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().map((r: Round) => [r.name, r.startDate, r.endDate])).toEqual([
      ['Bonus', day(6), day(6)],
      ['Finale', day(7), day(9)],
    ]);
    const gone = await send('DELETE', `/settimes/all/${g.game.id}`, { settime_ids: [e1.id, e2.id] });
    expect(gone.statusCode).toBe(204);
    const names = (await organiser.get(`/settimes/competition/${g.game.id}`))
      .json()
      .map((r: Round) => r.name);
    expect(names).toEqual(['Week 1', 'Week 2']);
  });

  it('lets only organisers of the company manage rounds', async () => {
    const outsider = await signInCaller(t, 'company_admin');
    expect((await outsider.get(`/settimes/competition/${g.game.id}`)).statusCode).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `/settimes/${week1.id}`,
          { settime: { name: 'Mine' } },
          (
            await t.signIn('company_admin')
          ).headers,
        )
      ).statusCode,
    ).toBe(404);
    const player = caller(t, ann.headers);
    expect((await player.post('/settimes', { competitionId: g.game.id, settime: [] })).statusCode).toBe(403);
    expect((await player.get(`/game/${g.game.id}/settimeresults/${week1.id}`)).statusCode).toBe(200);
  });

  it('shows a live round board, then freezes it after the grace window, unchanged by later logs', async () => {
    expect((await log(ann, day(-3))).statusCode).toBe(201);
    expect((await log(bob, day(-2))).statusCode).toBe(201);
    expect((await log(bob, day(-1))).statusCode).toBe(201); // Week 2, not Week 1
    const live = await board(week1.id);
    expect(live.frozen).toBe(false);
    expect(live.top.map((p) => [p.name, p.points, p.rank])).toEqual([
      ['Ann Red', 10, 1],
      ['Bob Blue', 10, 1],
    ]);
    // Inside the grace window nothing closes; past it, the round freezes once.
    const closesAt = new Date(week1.closesAt).getTime();
    expect(closesAt).toBe(Date.parse(`${day(-1)}T00:00:00Z`) + 48 * HOUR);
    expect(await closeDueRounds({ db: t.db, now: new Date(closesAt - 1) })).toEqual({ rounds: 0, games: 0 });
    expect(await closeDueRounds({ db: t.db, now: new Date(closesAt) })).toEqual({ rounds: 1, games: 0 });
    expect(await closeDueRounds({ db: t.db, now: new Date(closesAt + HOUR) })).toEqual({
      rounds: 0,
      games: 0,
    });
    const frozen = await board(week1.id);
    expect(frozen.frozen).toBe(true);
    expect(frozen.top).toEqual(live.top);
    expect(frozen.teams.map((team) => [team.name, team.points, team.rank])).toEqual([
      ['Blues', 10, 1],
      ['Reds', 10, 1],
    ]);
    // A log for a frozen round's day is refused; Week 2 still counts.
    const late = await log(ann, day(-4));
    expect(late.statusCode).toBe(409);
    expect(late.json().messageCode).toBe('logs.roundClosed');
    expect((await board(week1.id)).top).toEqual(live.top);
    // A frozen round no longer changes or goes.
    expect((await send('PUT', `/settimes/${week1.id}`, { settime: { name: 'X' } })).statusCode).toBe(409);
    expect((await organiser.delete(`/settimes/${week1.id}`)).statusCode).toBe(409);
  });

  it('keeps frozen results when scores change behind them, until an organiser reopens', async () => {
    // An organiser's removal of Ann's Week 1 log changes her score, not the frozen board.
    const logs = (await caller(t, g.organiser.headers).get(`/game/${g.game.id}/performedtasks`)).json() as {
      data?: { id: string; day: string; userId: string }[];
    };
    const annsLog = (logs.data ?? (logs as unknown as { id: string; day: string; userId: string }[])).find(
      (l) => l.userId === ann.user.id && l.day === day(-3),
    );
    expect(annsLog).toBeDefined();
    expect((await organiser.delete(`/performedtasks/${annsLog?.id}`)).statusCode).toBe(204);
    expect((await board(week1.id)).top.map((p) => [p.name, p.points])).toEqual([
      ['Ann Red', 10],
      ['Bob Blue', 10],
    ]);
    const reopened = await organiser.post(`/settimes/${week1.id}/reopen`, {});
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'grace', reopenedByName: expect.any(String) });
    expect((await organiser.post(`/settimes/${week1.id}/reopen`, {})).statusCode).toBe(409);
    const live = await board(week1.id);
    expect(live.frozen).toBe(false);
    expect(live.top.map((p) => [p.name, p.points])).toEqual([
      ['Bob Blue', 10],
      ['Ann Red', 0],
    ]);
    // It closes again a grace window after the reopening, recomputed.
    const again = new Date(reopened.json().closesAt);
    expect(again.getTime()).toBeGreaterThan(Date.now() + 47 * HOUR);
    expect((await closeDueRounds({ db: t.db, now: again })).rounds).toBe(1);
    expect((await board(week1.id)).top.map((p) => [p.name, p.points])).toEqual([
      ['Bob Blue', 10],
      ['Ann Red', 0],
    ]);
  });

  it('a close that failed before its commit leaves the round to the next run (as after a restart)', async () => {
    await organiser.post(`/settimes/${week1.id}/reopen`, {});
    const [row] = await t.db.select().from(setTimes).where(eq(setTimes.id, week1.id));
    const due = new Date((row?.reopenedAt?.getTime() ?? 0) + 49 * HOUR);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await closeRound(tx, week1.id, due)).toBe(true);
        throw new Error('process died');
      }),
    ).rejects.toThrow('process died');
    expect((await board(week1.id)).frozen).toBe(false);
    expect((await closeDueRounds({ db: t.db, now: due })).rounds).toBe(1);
    expect((await board(week1.id)).frozen).toBe(true);
  });

  itRaces('two closers at once freeze a round exactly once', async () => {
    await organiser.post(`/settimes/${week1.id}/reopen`, {});
    const due = new Date(Date.now() + 49 * HOUR);
    const runs = await Promise.all([
      closeDueRounds({ db: t.db, now: due }),
      closeDueRounds({ db: t.db, now: due }),
    ]);
    expect(runs.map((r) => r.rounds).sort()).toEqual([0, 1]);
    const rows = await t.db.select().from(setTimeResults).where(eq(setTimeResults.setTimeId, week1.id));
    expect(rows.filter((r) => r.kind === 'player')).toHaveLength(2);
  });

  it('keeps week 2 on the overview live while week 1 reads frozen', async () => {
    const overview = (await organiser.get(`/game/${g.game.id}/settimeresults`)).json() as {
      rounds: { setTime: Round; frozen: boolean; teams: { name: string; points: number }[] }[];
    };
    expect(overview.rounds.map((r) => [r.setTime.name, r.frozen])).toEqual([
      ['Week 1', true],
      ['Week 2', false],
    ]);
    expect(overview.rounds[1]?.teams.find((team) => team.name === 'Blues')?.points).toBe(10);
    void spare;
    void week2;
  });
  it('shows the rounds and a round board on the public link, as the rules let strangers see them', async () => {
    const anon = caller(t);
    const list = await anon.get(`/public/settimes/${g.game.publicId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().settimes.map((r: Round) => r.name)).toEqual(['Week 1', 'Week 2']);
    expect(list.json().settimes[0].reopenedByName).toBeNull();
    // The running round's board comes along, as strangers see it.
    const running = list.json().current as Round;
    const board = await anon.get(`/public/settimeresults/${g.game.publicId}/${running.id}`);
    expect(list.json().currentBoard).toEqual(board.json());
    const res = await anon.get(`/public/settimeresults/${g.game.publicId}/${week1.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { frozen: boolean; top: { name: string | null }[] };
    expect(body.frozen).toBe(true);
    // No internal id of the game or its teams reaches a stranger: neither field nor value.
    const teamIds = (await t.db.select({ id: teams.id }).from(teams).where(eq(teams.gameId, g.game.id))).map(
      (row) => row.id,
    );
    for (const text of [list.body, board.body, res.body]) {
      for (const id of [g.game.id, ...teamIds]) expect(text).not.toContain(id);
      expect(text).not.toMatch(/"(competitionId|teamId|userId)"/);
    }
    expect(body.top.map((p) => p.name)).toEqual(['Bob Blue', 'Ann Red']);
    const other = await t.signIn('company_admin');
    const foreign = await caller(t, other.headers).get(`/game/${g.game.id}/settimeresults/${week1.id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('freezes the final results of a game after its end day and grace window', async () => {
    const closesAt = Date.parse(`${day(11)}T00:00:00Z`) + 48 * HOUR;
    // Week 2 ended long before: it freezes first; the game a grace window after its end day.
    expect(await closeDueRounds({ db: t.db, now: new Date(closesAt - 1) })).toEqual({ rounds: 1, games: 0 });
    expect(await closeDueRounds({ db: t.db, now: new Date(closesAt) })).toEqual({ rounds: 0, games: 1 });
    const teams = await t.db.select().from(setTimeResults).where(eq(setTimeResults.gameId, g.game.id));
    expect(teams.filter((r) => r.setTimeId === null && r.kind === 'team')).toHaveLength(2);
    expect((await organiser.post(`/game/${g.game.id}/results/reopen`, {})).statusCode).toBe(204);
    expect((await organiser.post(`/game/${g.game.id}/results/reopen`, {})).statusCode).toBe(409);
  });
});
