import { addDays } from '@rally/contracts/game-lifecycle';
import { streakReference } from '@rally/contracts/streak-reference';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlayerStreaks } from '../src/areas/streaks/service.ts';
import { behaviourLogs, users } from '../src/db/schema/index.ts';
import { createTestApp, dayFromToday, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

/**
 * Streaks served by `GET /game/{id}/players/{userId}/streaks` (ADR 0028): computed from the counted
 * logs in the player's zone, on both databases (TEST_DATABASE_URL for PostgreSQL).
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const streaksOf = (g: PlayGame, userId: string, who: Session) =>
  t.app.inject({
    method: 'GET',
    url: `/api/game/${g.game.id}/players/${userId}/streaks`,
    headers: who.headers,
  });

const asScope = (s: Session) => ({ userId: s.user.id, companyId: s.companyId, role: s.user.role });

describe('a player streak, through the routes that change logs', () => {
  let g: PlayGame;
  let player: Session;
  const log = async (behaviourId: string, day: string, who: Session = player) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/game/${g.game.id}/performedtasks`,
      headers: who.headers,
      payload: { behaviourId, day, ...(who === player ? {} : { userId: player.user.id }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const review = (logIds: string[], decision: 'approve' | 'reject') =>
    t.app.inject({
      method: 'POST',
      url: `/api/game/${g.game.id}/review`,
      headers: g.organiser.headers,
      payload: { logIds, decision, ...(decision === 'reject' ? { reason: 'No proof' } : {}) },
    });
  const mine = async () => {
    const res = await streaksOf(g, player.user.id, player);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    g = await setUpGame(t);
    player = await g.player();
  });

  it('counts approved days in a row, and today once logged', async () => {
    expect(await mine()).toMatchObject({ current: 0, longest: 0, loggedToday: false, todayOpen: true });
    await log(g.behaviours.steps.id, dayFromToday(-2));
    await log(g.behaviours.steps.id, dayFromToday(-1));
    expect(await mine()).toMatchObject({ current: 2, loggedToday: false, todayOpen: true, timezone: 'UTC' });
    const today = await log(g.behaviours.stairs.id, dayFromToday(0));
    const s = await mine();
    expect(s).toMatchObject({ current: 3, longest: 3, loggedToday: true, todayOpen: false, freezesLeft: 1 });
    expect(s.behaviours).toEqual(
      expect.arrayContaining([
        { behaviourId: g.behaviours.steps.id, current: 2, longest: 2, loggedToday: false },
        { behaviourId: g.behaviours.stairs.id, current: 1, longest: 1, loggedToday: true },
      ]),
    );
    // Undone: the day is given back.
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/performedtasks/${today}`,
      headers: player.headers,
    });
    expect(undo.statusCode).toBe(204);
    expect(await mine()).toMatchObject({ current: 2, loggedToday: false, todayOpen: true });
  });

  it('counts a pending log once approved, and takes the day back when it is rejected', async () => {
    const pending = await log(g.behaviours.workout.id, dayFromToday(-3));
    expect((await mine()).current).toBe(2);
    expect((await review([pending], 'approve')).statusCode).toBe(200);
    expect((await mine()).current).toBe(3);
    expect((await review([pending], 'reject')).statusCode).toBe(200);
    expect((await mine()).current).toBe(2);
  });

  it('is repaired by a backdated log, and a missed day spends the freeze instead of breaking it', async () => {
    // Days -6 and -5 logged, -4 missed (the freeze), -3 missed: broken before the repair.
    await log(g.behaviours.steps.id, dayFromToday(-6));
    await log(g.behaviours.steps.id, dayFromToday(-5));
    expect(await mine()).toMatchObject({ current: 2, longest: 2 });
    await log(g.behaviours.steps.id, dayFromToday(-3));
    // -6, -5, (-4 frozen), -3, -2, -1: five days, the round's one freeze spent.
    expect(await mine()).toMatchObject({ current: 5, longest: 5, freezesLeft: 0 });
    await log(g.behaviours.steps.id, dayFromToday(-4));
    expect(await mine()).toMatchObject({ current: 6, freezesLeft: 1 });
  });

  it('is read by the player themself and the organisers of their company; to anyone else it does not exist', async () => {
    const colleague = await g.player();
    expect((await streaksOf(g, player.user.id, g.organiser)).statusCode).toBe(200);
    expect((await streaksOf(g, player.user.id, colleague)).statusCode).toBe(404);
    const outsider = await t.signIn('company_admin');
    expect((await streaksOf(g, player.user.id, outsider)).statusCode).toBe(404);
    const stranger = await t.signIn('player', { companyId: g.companyId });
    expect((await streaksOf(g, stranger.user.id, g.organiser)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/game/${g.game.id}/players/${player.user.id}/streaks` }))
        .statusCode,
    ).toBe(401);
    expect((await streaksOf(g, 'not-a-uuid', g.organiser)).statusCode).toBe(400);
  });
});

describe("the game's streak rules", () => {
  it('are kept as the organiser sets them, within bounds; a wrong one is 400 naming the field', async () => {
    const g = await setUpGame(t, { status: 'draft' });
    const update = (rules: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/competition/update',
        headers: g.organiser.headers,
        payload: { competition: { id: g.game.id, rules } },
      });
    const ok = await update({ streakWeekdays: [1, 2, 3, 4, 5], streakFreezes: 3 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rules).toMatchObject({
      streakWeekdays: [1, 2, 3, 4, 5],
      streakFreezes: 3,
      graceHours: 72,
    });
    for (const [rules, field] of [
      [{ streakWeekdays: [] }, 'streakWeekdays'],
      [{ streakWeekdays: [0, 8] }, 'streakWeekdays'],
      [{ streakWeekdays: [1, 1] }, 'streakWeekdays'],
      [{ streakFreezes: 11 }, 'streakFreezes'],
      [{ streakFreezes: -1 }, 'streakFreezes'],
    ] as const) {
      const res = await update(rules);
      expect(res.statusCode, JSON.stringify(rules)).toBe(400);
      expect(res.json().details[0].path).toContain(field);
    }
  });
});

describe("days in the player's zone, across daylight saving and zone changes", () => {
  let g: PlayGame;
  let player: Session;
  const approved = async (days: string[]) => {
    await t.db.insert(behaviourLogs).values(
      days.map((day) => ({
        companyId: g.companyId,
        gameId: g.game.id,
        userId: player.user.id,
        behaviourId: g.behaviours.steps.id,
        day,
        slot: 1,
        points: 10,
        status: 'approved' as const,
      })),
    );
  };
  const at = (instant: string) =>
    getPlayerStreaks({
      db: t.db,
      scope: asScope(player),
      gameId: g.game.id,
      userId: player.user.id,
      now: new Date(instant),
    });
  const zone = (timezone: string | null) =>
    t.db.update(users).set({ timezone }).where(eq(users.id, player.user.id));

  beforeAll(async () => {
    g = await setUpGame(t, {
      startDate: '2026-03-01',
      endDate: '2026-12-31',
      timezone: 'Europe/Berlin',
      rules: { streakFreezes: 0 },
    });
    player = await g.player();
    // Through Berlin's spring-forward night (29 March) and Sydney's autumn night (5 April).
    await approved([...Array.from({ length: 12 }, (_, i) => addDays('2026-03-27', i))]);
  });

  it("counts in the game's zone until the player sets one, through Berlin's 23-hour day", async () => {
    // 23:59 CEST on 7 April in Berlin: the twelfth day, logged.
    expect(await at('2026-04-07T21:59:00Z')).toMatchObject({
      timezone: 'Europe/Berlin',
      today: '2026-04-07',
      current: 12,
      loggedToday: true,
    });
    // A minute later it is the 8th: open, not broken.
    expect(await at('2026-04-07T22:00:00Z')).toMatchObject({
      today: '2026-04-08',
      current: 12,
      todayOpen: true,
    });
    // A day later the 8th has passed unlogged.
    expect(await at('2026-04-08T22:00:00Z')).toMatchObject({ today: '2026-04-09', current: 0, longest: 12 });
  });

  it("counts in the player's own zone once set: Sydney across its 25-hour day, UTC+14 and UTC−11", async () => {
    await zone('Australia/Sydney');
    // 23:30 AEST on 5 April (the 25-hour day): still the 5th there (the 6th and 7th, logged in
    // Berlin, are days to come and count: a log never moves).
    expect(await at('2026-04-05T13:30:00Z')).toMatchObject({
      timezone: 'Australia/Sydney',
      today: '2026-04-05',
      loggedToday: true,
      current: 12,
    });
    await zone('Pacific/Kiritimati');
    // 10:00 UTC on 7 April is already the 8th at UTC+14: open, streak alive.
    expect(await at('2026-04-07T10:00:00Z')).toMatchObject({
      today: '2026-04-08',
      current: 12,
      todayOpen: true,
    });
    await zone('Pacific/Pago_Pago');
    // 10:59 UTC on 8 April is still the 7th at UTC−11: logged, while Berlin's 8th has begun.
    expect(await at('2026-04-08T10:59:00Z')).toMatchObject({
      today: '2026-04-07',
      current: 12,
      loggedToday: true,
    });
  });

  it('survives a zone change mid-streak in both directions: no stored day moves, only when today turns', async () => {
    await zone('Europe/Berlin');
    const evening = '2026-04-07T20:00:00Z';
    expect(await at(evening)).toMatchObject({ current: 12, loggedToday: true });
    await zone('Australia/Sydney'); // flies east: it is the 8th there, open
    expect(await at(evening)).toMatchObject({ today: '2026-04-08', current: 12, todayOpen: true });
    await zone('Pacific/Honolulu'); // flies west: the 7th, logged
    expect(await at(evening)).toMatchObject({ today: '2026-04-07', current: 12, loggedToday: true });
    await zone(null);
  });
});

describe('the served streak against a naive reference over random logs (fast-check)', () => {
  it('equals the reference over approved, unremoved logs, whatever else is stored', async () => {
    const g = await setUpGame(t, {
      startDate: '2026-05-01',
      endDate: '2026-06-30',
      rules: { streakWeekdays: [1, 2, 3, 4, 5], streakFreezes: 1 },
    });
    const arbLog = fc.record({
      back: fc.nat({ max: 40 }),
      status: fc.constantFrom<'approved' | 'pending' | 'rejected'>(
        'approved',
        'approved',
        'pending',
        'rejected',
      ),
      removed: fc.constantFrom(false, false, false, true),
      behaviour: fc.constantFrom<'steps' | 'stairs'>('steps', 'stairs'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(arbLog, { maxLength: 25 }), fc.nat({ max: 40 }), async (logs, todayBack) => {
        const player = await g.player();
        const today = addDays('2026-06-15', -todayBack);
        const rows = logs.map((l, i) => ({
          companyId: g.companyId,
          gameId: g.game.id,
          userId: player.user.id,
          behaviourId: g.behaviours[l.behaviour].id,
          day: addDays('2026-06-15', -l.back),
          slot: i + 1,
          points: 1,
          status: l.status,
          removedAt: l.removed ? new Date() : null,
        }));
        if (rows.length) await t.db.insert(behaviourLogs).values(rows);
        const served = await getPlayerStreaks({
          db: t.db,
          scope: asScope(player),
          gameId: g.game.id,
          userId: player.user.id,
          now: new Date(`${today}T12:00:00Z`),
        });
        const counted = rows.filter((r) => r.status === 'approved' && !r.removedAt).map((r) => r.day);
        const expected = streakReference({
          days: counted,
          today,
          firstDay: '2026-05-01',
          lastDay: '2026-06-30',
          rounds: [],
          streakWeekdays: [1, 2, 3, 4, 5],
          streakFreezes: 1,
        });
        expect({ current: served.current, longest: served.longest }).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
});
