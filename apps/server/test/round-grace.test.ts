import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../src/db/schema/index.ts';
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

  it('an organiser closes a running round now: frozen at once, winners told in the app and by mail', async () => {
    const add = await organiser.post('/settimes', {
      competitionId: g.game.id,
      settime: [
        { name: 'Week 3', startDate: day(0), endDate: day(3) },
        { name: 'Week 4', startDate: day(5), endDate: day(8) },
      ],
    });
    const [week3, week4] = add.json() as { id: string; name: string }[];
    if (!week3 || !week4) throw new Error('rounds missing');
    expect((await log(ann, { behaviourId: g.behaviours.steps.id })).statusCode).toBe(201);

    // Only organisers of the game's company; a player is refused, another company's organiser sees nothing.
    expect((await caller(t, ann.headers).post(`/settimes/${week3.id}/close`, {})).statusCode).toBe(403);
    const other = await t.signIn('company_admin');
    expect((await caller(t, other.headers).post(`/settimes/${week3.id}/close`, {})).statusCode).toBe(404);
    const upcoming = await organiser.post(`/settimes/${week4.id}/close`, {});
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json()).toMatchObject({ messageCode: 'setTimes.notStarted', params: { name: 'Week 4' } });

    const closed = await organiser.post(`/settimes/${week3.id}/close`, {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ name: 'Week 3', status: 'frozen' });
    expect((await board(week3.id)).frozen).toBe(true);
    const again = await organiser.post(`/settimes/${week3.id}/close`, {});
    expect(again.json()).toMatchObject({ messageCode: 'setTimes.alreadyFrozen' });
    // Its days take no more logs.
    const late = await log(ann, { behaviourId: g.behaviours.steps.id });
    expect(late.json()).toMatchObject({ messageCode: 'logs.roundClosed', params: { name: 'Week 3' } });

    // The announcement is a job queued with the freeze.
    await t.app.jobs.runDue();
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.user.id), eq(notifications.type, 'roundClosed')));
    // Week 2 froze too, behind the approval above: each freeze is announced.
    const byRound = notices
      .map((n) => n.params)
      .sort((a, b) => String(a.round).localeCompare(String(b.round)));
    expect(byRound).toEqual([
      { game: g.game.name, round: 'Week 2', winners: 'Reds, Ann Red' },
      { game: g.game.name, round: 'Week 3', winners: 'Reds, Ann Red' },
    ]);
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `round:${week3.id}:%`));
    expect(mails.map((m) => m.template)).toEqual(['roundResults']);

    // Reopened, it can be frozen again at once rather than a grace window later.
    expect((await organiser.post(`/settimes/${week3.id}/reopen`, {})).statusCode).toBe(200);
    const refrozen = await organiser.post(`/settimes/${week3.id}/close`, {});
    expect(refrozen.json()).toMatchObject({ status: 'frozen', reopenedByName: expect.any(String) });
    await t.app.jobs.runDue();
    expect(
      await t.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.dedupeKey, `round:${week3.id}:%`)),
    ).toHaveLength(2);
  });
});

describe("a round's KPI targets and actuals after its grace window", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a new or changed target of the round (409) as for a frozen one, whenever the job runs', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 24 } });
    const organiser = caller(t, g.organiser.headers);
    const ann = await g.player(g.teams.red);
    const add = await organiser.post('/settimes', {
      competitionId: g.game.id,
      settime: [
        { name: 'Week 1', startDate: day(-6), endDate: day(-3) },
        { name: 'Week 2', startDate: day(-2), endDate: day(-1) },
      ],
    });
    const [week1, week2] = add.json() as { id: string }[];
    if (!week1 || !week2) throw new Error('rounds missing');
    const kpi = await organiser.post('/kpi', {
      competitionId: g.game.id,
      name: 'Complaints',
      direction: 'lower',
    });
    const kpiId = kpi.json().id as string;

    const late = await organiser.post('/targets-kpi', { kpiId, target: 3, setTimeId: week1.id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ messageCode: 'kpis.roundClosed', params: { name: 'Week 1' } });
    const actual = await organiser.put(`/kpi-actuals/competition/${g.game.id}`, {
      setTimeId: week1.id,
      entries: [{ kpiId, subjectId: ann.user.id, value: 2 }],
    });
    expect(actual.json()).toMatchObject({ messageCode: 'kpiActuals.roundClosed' });

    // A target set inside the grace window cannot change once the window ends.
    const target = await organiser.post('/targets-kpi', { kpiId, target: 3, setTimeId: week2.id });
    expect(target.statusCode).toBe(201);
    const moved = await organiser.put(`/settimes/${week2.id}`, {
      settime: { startDate: day(-2), endDate: day(-2) },
    });
    expect(moved.statusCode).toBe(200);
    const changed = await organiser.put(`/targets-kpi/${target.json().id}`, { target: 5 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ messageCode: 'kpis.roundClosed', params: { name: 'Week 2' } });
    const stored = await organiser.get(`/game/targets-kpi/competition/${g.game.id}`);
    expect(stored.json().map((x: { target: number }) => x.target)).toEqual([3]);
  });
});
