import { describe, expect, it } from 'vitest';
import { followBadges } from '../src/areas/badges/evaluate.ts';
import type { Executor } from '../src/db/client.ts';
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
 * Badges are measured on every log (decision 0029), so their round trips are the log's cost: a
 * game's badges, then one statement measuring every rule with what each player holds, and one more
 * read of the game's dates and rounds when it has a streak badge, however many rules it has.
 */
describe('following badges after a log', () => {
  let t: TestContext;
  let g: PlayGame;
  const badges = useBadgeGame((opened) => ({ t, g } = opened));

  it('costs three statements whatever the number of rules, when nothing changes', async () => {
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
    expect(count.n).toBe(3);
    expect(await badges.held(p.user.id)).toEqual([first.id]);
  });
});
