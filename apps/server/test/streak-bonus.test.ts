import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGameScores } from '../src/areas/scores/engine.ts';
import { setTimeResults } from '../src/db/schema/index.ts';
import { type Caller, caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, scoresBothWays, setUpGame } from './play-fixtures.ts';

/**
 * The streak bonus (ADR 0028) through the routes: booked by the score engine as its own source on
 * the days that earn it, capped per round, following every log change and every change of the
 * game's streak rules or rounds, shown in the player's progress and in reports, kept by a frozen
 * round. Both databases (TEST_DATABASE_URL for PostgreSQL).
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BONUS = { streakBonusPoints: 5, streakBonusFrom: 2, streakBonusCap: 12, streakFreezes: 0 };

describe('the streak bonus of a player', () => {
  let g: PlayGame;
  let org: Caller;
  let player: Session;
  let as: Caller;
  let roundId: string;
  const logIds = new Map<number, string>();

  /** The player's bonus per day (days before today as negative offsets), from the maintained day buckets. */
  const bonusDays = async () => {
    const { days } = await readGameScores(t.db, g.game.id);
    return Object.fromEntries(
      days
        .filter((d) => d.userId === player.user.id && d.bySource.streak !== 0)
        .map((d) => [d.day, d.bySource.streak]),
    );
  };
  /** The player's log of a behaviour, `offset` days from today. */
  const logOn = (behaviourId: string, offset: number) =>
    as.post(`/game/${g.game.id}/performedtasks`, { behaviourId, day: dayFromToday(offset) });
  /** The bonus days are these: points by offset from today. */
  const expectBonus = async (byOffset: Record<number, number>) =>
    expect(await bonusDays()).toEqual(
      Object.fromEntries(
        Object.entries(byOffset).map(([offset, points]) => [dayFromToday(Number(offset)), points]),
      ),
    );
  const setRules = async (rules: object) => {
    const res = await org.post('/competition/update', { competition: { id: g.game.id, rules } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const provenRight = async () => {
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  };

  beforeAll(async () => {
    g = await setUpGame(t, { rules: BONUS });
    org = caller(t, g.organiser.headers);
    player = await g.player();
    as = caller(t, player.headers);
    const round = await org.post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name: 'This week', startDate: dayFromToday(-6), endDate: dayFromToday(3) }],
    });
    expect(round.statusCode, round.body).toBe(201);
    roundId = round.json()[0].id;
  });

  it('pays from the second day of a streak, up to the cap of the round', async () => {
    for (const offset of [-6, -5, -4, -3, -2]) {
      const res = await logOn(g.behaviours.steps.id, offset);
      expect(res.statusCode, res.body).toBe(201);
      logIds.set(offset, res.json().id);
    }
    await expectBonus({ [-5]: 5, [-4]: 5, [-3]: 2 });
    await provenRight();
  });

  it('shows as its own line of the player’s progress, per round and in total', async () => {
    const res = await as.get(`/game/${g.game.id}/progress/${player.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.total).toMatchObject({ behaviour: 50, streak: 12, points: 62 });
    expect(p.rounds[0]).toMatchObject({ id: roundId, behaviour: 50, streak: 12, points: 62 });
  });

  it('moves with an undo: a broken streak starts again, later days earn what the cap leaves', async () => {
    const undo = await as.delete(`/performedtasks/${logIds.get(-5)}`);
    expect(undo.statusCode, undo.body).toBeLessThan(300);
    await expectBonus({ [-3]: 5, [-2]: 5 });
    await provenRight();
    // A backdated log repairs the streak, and the bonus with it.
    const back = await logOn(g.behaviours.stairs.id, -5);
    expect(back.statusCode, back.body).toBe(201);
    await expectBonus({ [-5]: 5, [-4]: 5, [-3]: 2 });
    await provenRight();
  });

  it('counts a log waiting for approval once approved, and takes it back when it is removed', async () => {
    const workout = await logOn(g.behaviours.workout.id, -1);
    expect(workout.statusCode, workout.body).toBe(201);
    // Pending: the cap is reached anyway, so raise it to see the day.
    await setRules({ streakBonusCap: 100 });
    await expectBonus({ [-5]: 5, [-4]: 5, [-3]: 5, [-2]: 5 });
    const approve = await org.post(`/game/${g.game.id}/review`, {
      logIds: [workout.json().id],
      decision: 'approve',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await expectBonus({ [-5]: 5, [-4]: 5, [-3]: 5, [-2]: 5, [-1]: 5 });
    const removed = await org.delete(`/performedtasks/${workout.json().id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expectBonus({ [-5]: 5, [-4]: 5, [-3]: 5, [-2]: 5 });
    await provenRight();
  });

  it('follows the rules: a later start, a new round, and off', async () => {
    await setRules({ streakBonusFrom: 4 });
    await expectBonus({ [-3]: 5, [-2]: 5 });
    // A round ending on day -4 splits the days: the first round's streak days earn there, the rest
    // under the second round's own cap.
    const moved = await org.put(`/settimes/${roundId}`, { settime: { endDate: dayFromToday(-4) } });
    expect(moved.statusCode, moved.body).toBe(200);
    await setRules({ streakBonusFrom: 2, streakBonusCap: 7 });
    await expectBonus({ [-5]: 5, [-4]: 2, [-3]: 5, [-2]: 2 });
    await provenRight();
    await setRules({ streakBonusPoints: 0 });
    await expectBonus({});
    await provenRight();
  });

  it('is kept by a frozen round, whatever the rules become later', async () => {
    await setRules({ streakBonusPoints: 5 });
    const close = await org.post(`/settimes/${roundId}/close`, {});
    expect(close.statusCode, close.body).toBe(200);
    const frozen = () =>
      t.db
        .select({ streak: setTimeResults.streakPoints, points: setTimeResults.points })
        .from(setTimeResults)
        .where(and(eq(setTimeResults.setTimeId, roundId), eq(setTimeResults.userId, player.user.id)));
    expect(await frozen()).toEqual([{ streak: 7, points: 32 }]);
    await setRules({ streakBonusPoints: 0 });
    expect(await frozen()).toEqual([{ streak: 7, points: 32 }]);
  });

  it('is its own column of the report, live and frozen', async () => {
    await setRules({ streakBonusPoints: 5 });
    const live = await org.get(`/competitionreport?competition_id=${g.game.id}`);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().players.rows[0]).toMatchObject({
      points: 59,
      sources: { behaviour: 45, quiz: 0, kpi: 0, streak: 14 },
    });
    const round = await org.get(`/competitionreport?competition_id=${g.game.id}&set_time_id=${roundId}`);
    expect(round.json().players.rows[0]).toMatchObject({ points: 32, sources: { behaviour: 25, streak: 7 } });
    const csv = await org.get(`/competitionreport?competition_id=${g.game.id}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Streak bonus');
  });
});

describe('the streak bonus under concurrent logs', () => {
  it('books both days when a player logs two days of a streak at the same moment', async () => {
    const g = await setUpGame(t, { rules: BONUS });
    const players = await Promise.all(Array.from({ length: 6 }, () => g.player()));
    const log = (p: Session, offset: number) =>
      caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
        behaviourId: g.behaviours.steps.id,
        day: dayFromToday(offset),
      });
    for (const p of players) expect((await log(p, -3)).statusCode).toBe(201);
    // Each player's next two days at once: each transaction must see the other's day.
    const both = await Promise.all(players.flatMap((p) => [log(p, -2), log(p, -1)]));
    for (const res of both) expect(res.statusCode, res.body).toBe(201);
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
    for (const p of s.maintained.players) expect(p.bySource.streak).toBe(10);
  });
});
