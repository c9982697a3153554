import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { behaviourLogs } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import { type PlayGame, scoresBothWays, usePlayGame } from './play-fixtures.ts';

/**
 * The same log sent many times at once: the slot key lets exactly as many through as the day
 * allows. On PostgreSQL the requests really race (a pool of connections); the embedded database
 * has one connection, so there they queue, and the test checks the cap the same way.
 */
describe('logging: concurrent duplicates', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  const race = async (headers: Record<string, string>, behaviourId: string, n: number) => {
    const send = () => caller(t, headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId });
    if (process.env.TEST_DATABASE_URL) return Promise.all(Array.from({ length: n }, send));
    const answers = [];
    for (let i = 0; i < n; i++) answers.push(await send());
    return answers;
  };
  const stored = (userId: string, behaviourId: string) =>
    t.db
      .select()
      .from(behaviourLogs)
      .where(
        and(
          eq(behaviourLogs.userId, userId),
          eq(behaviourLogs.behaviourId, behaviourId),
          isNull(behaviourLogs.removedAt),
        ),
      );

  it('stores exactly one of 10 identical logs of a once-a-day behaviour; the others get 409', async () => {
    const p = await g.player();
    const answers = await race(p.headers, g.behaviours.steps.id, 10);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await stored(p.user.id, g.behaviours.steps.id)).toHaveLength(1);
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });

  it('stores exactly maxPerDay of 10 racing logs, each in its own slot', async () => {
    const p = await g.player();
    const answers = await race(p.headers, g.behaviours.stairs.id, 10);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    const slots = (await stored(p.user.id, g.behaviours.stairs.id)).map((l) => l.slot).sort();
    expect(slots).toEqual([1, 2, 3]);
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });
});
