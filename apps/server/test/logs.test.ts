import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { behaviourLogs, logDecisions, playerScores } from '../src/db/schema/index.ts';
import { caller, paths } from './content-fixtures.ts';
import { dayFromToday, type TestContext } from './helpers.ts';
import { type PlayGame, scoresBothWays, setUpGame, usePlayGame } from './play-fixtures.ts';

describe('logging behaviours', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  const logAs = (headers: Record<string, string>, body: object, gameId = g.game.id) =>
    caller(t, headers).post(`/game/${gameId}/performedtasks`, body);
  const scoreOf = async (userId: string) =>
    (
      await t.db
        .select()
        .from(playerScores)
        .where(and(eq(playerScores.gameId, g.game.id), eq(playerScores.userId, userId)))
    )[0];

  it('counts a logged behaviour at once, for the player and their team', async () => {
    const p = await g.player();
    const res = await logAs(p.headers, { behaviourId: g.behaviours.steps.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'approved',
      points: 10,
      day: dayFromToday(0),
      slot: 1,
      canUndo: true,
    });
    expect(await scoreOf(p.user.id)).toMatchObject({ points: 10, behaviourPoints: 10, logCount: 1 });
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });

  it('refuses a second log of a once-a-day behaviour with 409 and stores nothing', async () => {
    const p = await g.player();
    expect((await logAs(p.headers, { behaviourId: g.behaviours.steps.id })).statusCode).toBe(201);
    const again = await logAs(p.headers, { behaviourId: g.behaviours.steps.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageCode: 'logs.dailyLimitReached', params: { maxPerDay: 1 } });
    const stored = await t.db.select().from(behaviourLogs).where(eq(behaviourLogs.userId, p.user.id));
    expect(stored).toHaveLength(1);
    expect(await scoreOf(p.user.id)).toMatchObject({ points: 10 });
  });

  it('counts a behaviour up to maxPerDay times a day, in the lowest free slots', async () => {
    const p = await g.player();
    const slots = [];
    for (let i = 0; i < 3; i++)
      slots.push((await logAs(p.headers, { behaviourId: g.behaviours.stairs.id })).json().slot);
    expect(slots).toEqual([1, 2, 3]);
    expect((await logAs(p.headers, { behaviourId: g.behaviours.stairs.id })).statusCode).toBe(409);
    // Undoing the second frees its slot, which the next log takes.
    const [second] = await t.db
      .select()
      .from(behaviourLogs)
      .where(and(eq(behaviourLogs.userId, p.user.id), eq(behaviourLogs.slot, 2)));
    expect((await caller(t, p.headers).delete(`/performedtasks/${second?.id}`)).statusCode).toBe(204);
    expect((await logAs(p.headers, { behaviourId: g.behaviours.stairs.id })).json().slot).toBe(2);
    expect(await scoreOf(p.user.id)).toMatchObject({ points: 15, logCount: 3 });
  });

  it('logs up to 7 days back, never ahead, and only days inside the game', async () => {
    const p = await g.player();
    const at = (day: string) => logAs(p.headers, { behaviourId: g.behaviours.steps.id, day });
    expect((await at(dayFromToday(-7))).statusCode).toBe(201);
    const old = await at(dayFromToday(-8));
    expect(old.statusCode).toBe(400);
    expect(paths(old.json())).toEqual(['day']);
    expect(old.json().details[0]).toMatchObject({ messageCode: 'logs.dayTooOld', params: { days: 7 } });
    const ahead = await at(dayFromToday(1));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().details[0].messageCode).toBe('logs.dayInFuture');

    const late = await setUpGame(t, { startDate: dayFromToday(-2) });
    const q = await late.player();
    const before = await logAs(
      q.headers,
      { behaviourId: late.behaviours.steps.id, day: dayFromToday(-3) },
      late.game.id,
    );
    expect(before.json().details[0].messageCode).toBe('logs.dayOutsideGame');
  });

  it.each([
    ['a draft', { status: 'draft' as const, startDate: null, endDate: null }],
    ['a scheduled game', { startDate: dayFromToday(2) }],
    ['a finished game', { status: 'finished' as const }],
    [
      'a game past its end day and grace window',
      { startDate: dayFromToday(-9), endDate: dayFromToday(-1), rules: { graceHours: 0 } },
    ],
  ])('refuses logs in %s with 409', async (_, opts) => {
    const other = await setUpGame(t, opts);
    const p = await other.player();
    const res = await logAs(p.headers, { behaviourId: other.behaviours.steps.id }, other.game.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().messageCode).toBe('logs.gameNotRunning');
  });

  it('accepts late logs for the last days of an ended game inside its grace window (ADR 0014)', async () => {
    const ended = await setUpGame(t, { startDate: dayFromToday(-9), endDate: dayFromToday(-1) });
    const p = await ended.player();
    const late = { behaviourId: ended.behaviours.steps.id, day: dayFromToday(-1) };
    expect((await logAs(p.headers, late, ended.game.id)).statusCode).toBe(201);
    // Today is past the game: still refused, naming the day.
    const today = await logAs(p.headers, { behaviourId: ended.behaviours.steps.id }, ended.game.id);
    expect(today.statusCode).toBe(400);
  });

  it('keeps a behaviour that needs approval pending: it does not count yet', async () => {
    const p = await g.player();
    const res = await logAs(p.headers, { behaviourId: g.behaviours.workout.id });
    expect(res.json()).toMatchObject({ status: 'pending', points: 50 });
    expect(await scoreOf(p.user.id)).toMatchObject({ points: 0, pendingCount: 1, logCount: 0 });
  });

  it("refuses another game's behaviour by field, and another company's game with 404", async () => {
    const p = await g.player();
    const other = await setUpGame(t);
    const wrong = await logAs(p.headers, { behaviourId: other.behaviours.steps.id });
    expect(wrong.statusCode).toBe(400);
    expect(paths(wrong.json())).toEqual(['behaviourId']);
    const foreign = await logAs(
      g.organiser.headers,
      { behaviourId: other.behaviours.steps.id },
      other.game.id,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("lets an organiser log and remove on a player's behalf, recorded as such", async () => {
    const p = await g.player();
    const res = await logAs(g.organiser.headers, { behaviourId: g.behaviours.steps.id, userId: p.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: p.user.id, onBehalf: true });
    const [log] = await t.db.select().from(behaviourLogs).where(eq(behaviourLogs.id, res.json().id));
    expect(log?.loggedBy).toBe(g.organiser.user.id);
    const latest = await caller(t, g.organiser.headers).get(`/game/${g.game.id}/performedtasks`);
    // The game is shared with the tests above: the newest log comes first.
    expect(latest.json()[0]).toMatchObject({ id: log?.id, loggedBy: g.organiser.user.fullName });
    // The player cannot undo what the organiser logged; the organiser can remove it.
    const undo = await caller(t, p.headers).delete(`/performedtasks/${log?.id}`);
    expect(undo.json().messageCode).toBe('logs.undoOwnOnly');
    expect((await caller(t, g.organiser.headers).delete(`/performedtasks/${log?.id}`)).statusCode).toBe(204);
    const [removed] = await t.db.select().from(behaviourLogs).where(eq(behaviourLogs.id, res.json().id));
    expect(removed).toMatchObject({ removedBy: g.organiser.user.id });
    const decisions = await t.db.select().from(logDecisions).where(eq(logDecisions.logId, res.json().id));
    expect(decisions).toMatchObject([{ decision: 'removed', decidedBy: g.organiser.user.id }]);
    expect(await scoreOf(p.user.id)).toMatchObject({ points: 0, logCount: 0 });
  });

  it('does not let a player log for a colleague, nor a client log at all', async () => {
    const p = await g.player();
    const colleague = await g.player();
    expect(
      (await logAs(p.headers, { behaviourId: g.behaviours.steps.id, userId: colleague.user.id })).statusCode,
    ).toBe(404);
    const client = await t.signIn('client', { companyId: g.companyId });
    expect((await logAs(client.headers, { behaviourId: g.behaviours.steps.id })).statusCode).toBe(403);
    const notPlaying = await logAs(g.organiser.headers, { behaviourId: g.behaviours.steps.id });
    expect(paths(notPlaying.json())).toEqual(['userId']);
  });

  it("never lets a player undo someone else's log: it reads as not found", async () => {
    const p = await g.player();
    const colleague = await g.player();
    const log = (await logAs(p.headers, { behaviourId: g.behaviours.steps.id })).json();
    expect((await caller(t, colleague.headers).delete(`/performedtasks/${log.id}`)).statusCode).toBe(404);
    const other = await setUpGame(t);
    expect((await caller(t, other.organiser.headers).delete(`/performedtasks/${log.id}`)).statusCode).toBe(
      404,
    );
  });

  it("shows the player's day as a checklist: what still counts, pending and undoable logs", async () => {
    const p = await g.player();
    await logAs(p.headers, { behaviourId: g.behaviours.stairs.id });
    await logAs(p.headers, { behaviourId: g.behaviours.workout.id });
    const res = await caller(t, p.headers).get(`/game/${g.game.id}/checklist`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ day: dayFromToday(0), canLog: true, points: 5, pendingPoints: 50 });
    const byName = Object.fromEntries(
      list.activities[0].behaviours.map((b: { name: string }) => [b.name, b]),
    );
    expect(byName.Steps).toMatchObject({ remaining: 1, logs: [] });
    expect(byName.Stairs).toMatchObject({
      remaining: 2,
      maxPerDay: 3,
      logs: [{ status: 'approved', canUndo: true }],
    });
    expect(byName.Workout).toMatchObject({ requiresApproval: true, logs: [{ status: 'pending' }] });
    const eightBack = await caller(t, p.headers).get(`/game/${g.game.id}/checklist?day=${dayFromToday(-8)}`);
    expect(eightBack.json().canLog).toBe(false);
  });
});
