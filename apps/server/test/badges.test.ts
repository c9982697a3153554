import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameBadges, notifications, playerBadges } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import { type PlayGame, usePlayGame } from './play-fixtures.ts';

/**
 * Badges are earned the moment their rule holds, whatever made it hold, once, and taken back with
 * a word to the player when what earned them is rejected or removed (decision 0029).
 */
describe('badges follow the records', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  const addBadge = async (kind: string, params: Record<string, unknown>) => {
    const [b] = await t.db
      .insert(gameBadges)
      .values({ companyId: g.companyId, gameId: g.game.id, kind: kind as 'firstLog', params })
      .returning();
    if (!b) throw new Error('badge not inserted');
    return b;
  };
  const log = (headers: Record<string, string>, behaviourId: string) =>
    caller(t, headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId });
  const held = async (userId: string) =>
    (
      await t.db
        .select({ badge: playerBadges.gameBadgeId })
        .from(playerBadges)
        .where(and(eq(playerBadges.userId, userId), isNull(playerBadges.revokedAt)))
    )
      .map((r) => r.badge)
      .sort();
  const told = async (userId: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((n) => n.type.startsWith('badge'))
      .map((n) => `${n.type}:${n.params.badgeId}`);

  it('awards on the log that makes a rule hold, once, and takes it back when the log is removed', async () => {
    const first = await addBadge('firstLog', {});
    const three = await addBadge('behaviourLogs', { behaviourId: g.behaviours.stairs.id, count: 3 });
    const both = await addBadge('pointsReached', { points: 20 });
    const p = await g.player();
    const a = await log(p.headers, g.behaviours.stairs.id);
    expect(a.statusCode).toBe(201);
    expect(await held(p.user.id)).toEqual([first.id]);
    await log(p.headers, g.behaviours.stairs.id);
    expect(await held(p.user.id)).toEqual([first.id]);
    const c = await log(p.headers, g.behaviours.stairs.id);
    expect(await held(p.user.id)).toEqual([first.id, three.id].sort());
    expect(await told(p.user.id)).toEqual([`badgeEarned:${first.id}`, `badgeEarned:${three.id}`]);
    expect(both.id).toBeDefined();

    const removed = await caller(t, p.headers).delete(`/performedtasks/${c.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(await held(p.user.id)).toEqual([first.id]);
    expect(await told(p.user.id)).toContain(`badgeRevoked:${three.id}`);
  });

  it('awards on approval, not on a pending log, and takes back on rejection', async () => {
    const workouts = await addBadge('behaviourLogs', { behaviourId: g.behaviours.workout.id, count: 1 });
    const p = await g.player();
    const pending = await log(p.headers, g.behaviours.workout.id);
    expect(pending.statusCode).toBe(201);
    expect(await held(p.user.id)).not.toContain(workouts.id);
    const review = (decision: string, reason?: string) =>
      caller(t, g.organiser.headers).post(`/game/${g.game.id}/review`, {
        logIds: [pending.json().id],
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
      logIds: [w.json().id],
      decision: 'approve',
    });
    expect(await held(p.user.id)).toContain(whole.id);
  });

  it('awards once when two logs race', async () => {
    const racing = await addBadge('behaviourLogs', { behaviourId: g.behaviours.stairs.id, count: 1 });
    const p = await g.player();
    const sends = [log(p.headers, g.behaviours.stairs.id), log(p.headers, g.behaviours.stairs.id)];
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const rows = await t.db
      .select()
      .from(playerBadges)
      .where(and(eq(playerBadges.userId, p.user.id), eq(playerBadges.gameBadgeId, racing.id)));
    expect(rows).toHaveLength(1);
    expect((await told(p.user.id)).filter((n) => n.endsWith(racing.id))).toHaveLength(1);
  });
});
