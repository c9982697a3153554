import { describe, expect, it } from 'vitest';
import { useBadgeGame } from './badge-fixtures.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import type { PlayGame } from './play-fixtures.ts';

/**
 * The N-day streak badge (decision 0029) follows the player's longest streak as the streaks screen
 * counts it (decision 0028): earned on the log that makes it, kept when the streak later breaks,
 * taken back when a log that made it is removed; a backdated log repairing the streak earns it.
 */
describe('the N-day streak badge', () => {
  let t: TestContext;
  let g: PlayGame;
  // No freezes: a missed day breaks the streak, so a removal in the middle shortens it.
  const badges = useBadgeGame((opened) => ({ t, g } = opened), { rules: { streakFreezes: 0 } });
  const { held } = badges;
  const addBadge = async (days: number) => (await badges.addBadge('streakDays', { days })).id;
  const log = (headers: Record<string, string>, on: number) => badges.log(headers, g.behaviours.steps.id, on);
  const streak = async (headers: Record<string, string>, userId: string) =>
    (await caller(t, headers).get(`/game/${g.game.id}/players/${userId}/streaks`)).json() as {
      longest: number;
    };

  it('is earned by the log that makes the streak, and taken back when that log goes', async () => {
    const three = await addBadge(3);
    const p = await g.player();
    await log(p.headers, -3);
    const middle = await log(p.headers, -2);
    expect(await held(p.user.id)).toEqual([]);
    await log(p.headers, -1);
    expect(await held(p.user.id)).toEqual([three]);
    expect((await streak(p.headers, p.user.id)).longest).toBe(3);

    expect((await caller(t, p.headers).delete(`/performedtasks/${middle}`)).statusCode).toBe(204);
    expect((await streak(p.headers, p.user.id)).longest).toBe(1);
    expect(await held(p.user.id)).toEqual([]);
    // A backdated log fills the day again: the streak and its badge come back.
    await log(p.headers, -2);
    expect(await held(p.user.id)).toEqual([three]);
  });

  it('is kept when the streak breaks later', async () => {
    const four = await addBadge(4);
    const p = await g.player();
    for (const on of [-7, -6, -5, -4]) await log(p.headers, on);
    expect(await held(p.user.id)).toContain(four);
    await log(p.headers, -1);
    expect(await held(p.user.id)).toContain(four);
    expect((await streak(p.headers, p.user.id)).longest).toBe(4);
  });
});
