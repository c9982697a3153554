import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBadges } from '../src/db/schema/index.ts';
import { useBadgeGame } from './badge-fixtures.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import type { PlayGame } from './play-fixtures.ts';

/**
 * Badges are earned the moment their rule holds, whatever made it hold, once, and taken back with
 * a word to the player when what earned them is rejected or removed (decision 0029).
 */
describe('badges follow the records', () => {
  let t: TestContext;
  let g: PlayGame;
  const { addBadge, log, addQuiz, answer, addKpi, saveActual, held, told } = useBadgeGame(
    (opened) => ({ t, g } = opened),
  );

  it('awards on the log that makes a rule hold, once, and takes it back when the log is removed', async () => {
    const first = await addBadge('firstLog', {});
    const three = await addBadge('behaviourLogs', { behaviourId: g.behaviours.stairs.id, count: 3 });
    const both = await addBadge('pointsReached', { points: 20 });
    const p = await g.player();
    await log(p.headers, g.behaviours.stairs.id);
    expect(await held(p.user.id)).toEqual([first.id]);
    await log(p.headers, g.behaviours.stairs.id);
    expect(await held(p.user.id)).toEqual([first.id]);
    const c = await log(p.headers, g.behaviours.stairs.id);
    expect(await held(p.user.id)).toEqual([first.id, three.id].sort());
    expect(await told(p.user.id)).toEqual([`badgeEarned:${first.id}`, `badgeEarned:${three.id}`].sort());
    expect(both.id).toBeDefined();

    const removed = await caller(t, p.headers).delete(`/performedtasks/${c}`);
    expect(removed.statusCode).toBe(204);
    expect(await held(p.user.id)).toEqual([first.id]);
    expect(await told(p.user.id)).toContain(`badgeRevoked:${three.id}`);
  });

  it('awards on approval, not on a pending log, and takes back on rejection', async () => {
    const workouts = await addBadge('behaviourLogs', { behaviourId: g.behaviours.workout.id, count: 1 });
    const p = await g.player();
    const pending = await log(p.headers, g.behaviours.workout.id);
    expect(await held(p.user.id)).not.toContain(workouts.id);
    const review = (decision: string, reason?: string) =>
      caller(t, g.organiser.headers).post(`/game/${g.game.id}/review`, {
        logIds: [pending],
        decision,
        ...(reason ? { reason } : {}),
      });
    expect((await review('approve')).statusCode).toBe(200);
    expect(await held(p.user.id)).toContain(workouts.id);
    expect((await review('reject', 'Not that day.')).statusCode).toBe(200);
    expect(await held(p.user.id)).not.toContain(workouts.id);
    expect((await told(p.user.id)).filter((n) => n.endsWith(workouts.id))).toEqual([
      `badgeEarned:${workouts.id}`,
      `badgeRevoked:${workouts.id}`,
    ]);
  });

  it('awards every behaviour of an activity within a day', async () => {
    const whole = await addBadge('wholeActivity', {
      activityId: g.behaviours.steps.activityId,
      period: 'day',
    });
    const p = await g.player();
    await log(p.headers, g.behaviours.steps.id);
    await log(p.headers, g.behaviours.stairs.id);
    expect(await held(p.user.id)).not.toContain(whole.id);
    const w = await log(p.headers, g.behaviours.workout.id);
    await caller(t, g.organiser.headers).post(`/game/${g.game.id}/review`, {
      logIds: [w],
      decision: 'approve',
    });
    expect(await held(p.user.id)).toContain(whole.id);
  });

  it('awards once when two logs race', async () => {
    const racing = await addBadge('behaviourLogs', { behaviourId: g.behaviours.stairs.id, count: 1 });
    const p = await g.player();
    // Each is answered 201 (log checks it).
    await Promise.all([log(p.headers, g.behaviours.stairs.id), log(p.headers, g.behaviours.stairs.id)]);
    const rows = await t.db
      .select()
      .from(playerBadges)
      .where(and(eq(playerBadges.userId, p.user.id), eq(playerBadges.gameBadgeId, racing.id)));
    expect(rows).toHaveLength(1);
    expect((await told(p.user.id)).filter((n) => n.endsWith(racing.id))).toHaveLength(1);
  });

  it('awards a perfect quiz on the last right answer, not after a wrong one', async () => {
    const {
      mediaId,
      questions: [q1, q2],
    } = await addQuiz('One?', 'Two?');
    if (!q1 || !q2) throw new Error('questions missing');
    const ace = await addBadge('perfectQuiz', { mediaId });
    const anyQuiz = await addBadge('perfectQuiz', {});
    const good = await g.player();
    expect((await answer(good.headers, q1, true)).statusCode).toBe(201);
    expect(await held(good.user.id)).not.toContain(ace.id);
    await answer(good.headers, q2, true);
    expect(await held(good.user.id)).toEqual(expect.arrayContaining([ace.id, anyQuiz.id]));
    const wrong = await g.player();
    await answer(wrong.headers, q1, true);
    await answer(wrong.headers, q2, false);
    expect(await held(wrong.user.id)).not.toContain(ace.id);
  });

  it('awards a KPI target reached by an actual, and takes it back when the actual falls short', async () => {
    const kpiId = await addKpi(1000);
    const target = await addBadge('kpiTarget', { kpiId });
    const p = await g.player();
    expect((await saveActual(kpiId, p.user.id, 900)).statusCode).toBe(200);
    expect(await held(p.user.id)).not.toContain(target.id);
    await saveActual(kpiId, p.user.id, 1000);
    expect(await held(p.user.id)).toContain(target.id);
    await saveActual(kpiId, p.user.id, 500);
    expect(await held(p.user.id)).not.toContain(target.id);
  });
});
