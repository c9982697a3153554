import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followBadges } from '../src/areas/badges/evaluate.ts';
import type { Executor } from '../src/db/client.ts';
import { gameBadges } from '../src/db/schema/index.ts';
import { useBadgeGame } from './badge-fixtures.ts';
import type { TestContext } from './helpers.ts';
import type { PlayGame } from './play-fixtures.ts';

/** The executor, counting the statements started through it (each is one round trip). */
function counting(db: Executor) {
  const count = { n: 0 };
  const starts = new Set(['execute', 'select', 'insert', 'update', 'delete']);
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !starts.has(key) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        count.n += 1;
        return value.apply(target, args);
      };
    },
  });
  return { db: counted, count };
}

/**
 * Badges are measured on every log (decision 0029), so their round trips are the log's cost: one
 * statement measuring every rule with what each player holds (and checking that the game's badges
 * are still those the process knows), and one more read of the game's dates and rounds when it has
 * a streak badge, however many rules it has. The game's badges are read again only when they changed.
 */
describe('following badges after a log', () => {
  let t: TestContext;
  let g: PlayGame;
  const badges = useBadgeGame((opened) => ({ t, g } = opened));

  it('costs two statements whatever the number of rules, when nothing changes', async () => {
    const steps = g.behaviours.steps;
    const first = await badges.addBadge('firstLog', {});
    await badges.addBadge('behaviourLogs', { behaviourId: steps.id, count: 5 });
    await badges.addBadge('wholeActivity', { activityId: steps.activityId, period: 'day' });
    await badges.addBadge('pointsReached', { points: 1000 });
    await badges.addBadge('perfectQuiz', {});
    await badges.addBadge('streakDays', { days: 30 });
    const p = await g.player();
    await badges.log(p.headers, steps.id);
    expect(await badges.held(p.user.id)).toEqual([first.id]);

    const { db, count } = counting(t.db);
    await followBadges(db, g.game.id, [p.user.id]);
    expect(count.n).toBe(2);
    expect(await badges.held(p.user.id)).toEqual([first.id]);
  });

  it('measures only the rules a log can move: quiz and KPI rules cost a log nothing more', async () => {
    const steps = g.behaviours.steps;
    const p = await g.player();
    // This file's game, with only rules that quiz answers and KPI actuals move.
    await t.db.delete(gameBadges).where(eq(gameBadges.gameId, g.game.id));
    await badges.addBadge('perfectQuiz', {});
    await badges.addBadge('kpiTarget', { kpiId: '00000000-0000-4000-8000-000000000000' });
    await badges.log(p.headers, steps.id, -3);

    const { db, count } = counting(t.db);
    await followBadges(db, g.game.id, [p.user.id], ['behaviour']);
    // The check that the game's badges are still those known; nothing measured.
    expect(count.n).toBe(1);
  });

  it('measures badges another process added or changed, at the next log', async () => {
    const steps = g.behaviours.steps;
    const p = await g.player();
    await badges.log(p.headers, steps.id, -2);
    // Added straight to the database, as another process would: this process was told nothing.
    const firstLog = await badges.addBadge('firstLog', {});
    await badges.log(p.headers, steps.id, -1);
    expect(await badges.held(p.user.id)).toContain(firstLog.id);

    const logs = await badges.addBadge('behaviourLogs', { behaviourId: steps.id, count: 9 });
    await badges.log(p.headers, steps.id);
    expect(await badges.held(p.user.id)).not.toContain(logs.id);
    // Its rule changed elsewhere to a goal already reached: the next measure uses the new one.
    await t.db
      .update(gameBadges)
      .set({ params: { behaviourId: steps.id, count: 3 } })
      .where(eq(gameBadges.id, logs.id));
    const { db, count } = counting(t.db);
    await followBadges(db, g.game.id, [p.user.id]);
    expect(await badges.held(p.user.id)).toContain(logs.id);
    expect(count.n).toBeGreaterThan(2);
  });
});
