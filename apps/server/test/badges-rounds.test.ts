import { describe, expect, it } from 'vitest';
import { useBadgeGame } from './badge-fixtures.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import type { PlayGame } from './play-fixtures.ts';

/**
 * Badges over a round's results (decision 0029) are decided when the round freezes: top N of the
 * round (ties share a place) and the player's team first. Reopening the round takes nothing back
 * by itself; the next freeze does, when the round no longer qualifies.
 */
describe('badges of a frozen round', () => {
  let t: TestContext;
  let g: PlayGame;
  const { addBadge: added, log, addRound, held, told } = useBadgeGame((opened) => ({ t, g } = opened));
  const addBadge = async (kind: string, params: Record<string, unknown>) => (await added(kind, params)).id;
  const sorted = (...ids: string[]) => [...ids].sort();

  it('awards at the freeze, ties sharing a place, and the next freeze takes back what no longer holds', async () => {
    const ann = await g.player(g.teams.red);
    const bob = await g.player(g.teams.red);
    const cid = await g.player(g.teams.blue);
    const dan = await g.player(g.teams.blue);
    const round = await addRound('Week 1', -6, -3);
    const first = await addBadge('roundTop', { places: 1 });
    const podium = await addBadge('roundTop', { places: 2, setTimeId: round });
    const team = await addBadge('teamWinsRound', {});
    // Ann 10, Bob 5, Cid 5 (tied second), Dan 0; red 15, blue 5.
    await log(ann.headers, g.behaviours.steps.id, -4);
    await log(bob.headers, g.behaviours.stairs.id, -4);
    await log(cid.headers, g.behaviours.stairs.id, -5);
    expect(await held(ann.user.id)).toEqual([]);

    const close = () => caller(t, g.organiser.headers).post(`/settimes/${round}/close`, {});
    expect((await close()).statusCode).toBe(200);
    expect(await held(ann.user.id)).toEqual(sorted(first, podium, team));
    expect(await held(bob.user.id)).toEqual(sorted(podium, team));
    expect(await held(cid.user.id)).toEqual([podium]);
    expect(await held(dan.user.id)).toEqual([]);
    expect(await told(ann.user.id)).toEqual(
      sorted(`badgeEarned:${first}`, `badgeEarned:${podium}`, `badgeEarned:${team}`),
    );

    // Reopened: nothing is taken back yet, not even by a write of the player's in the meantime.
    const reopened = await caller(t, g.organiser.headers).post(`/settimes/${round}/reopen`, {});
    expect(reopened.statusCode).toBe(200);
    await log(ann.headers, g.behaviours.stairs.id, 0);
    expect(await held(ann.user.id)).toEqual(sorted(first, podium, team));
    // Cid now leads with 25 and blue wins 25 to 20; Bob (5) falls to third.
    await log(cid.headers, g.behaviours.steps.id, -4);
    await log(cid.headers, g.behaviours.steps.id, -5);
    expect(await held(cid.user.id)).toEqual([podium]);

    expect((await close()).statusCode).toBe(200);
    expect(await held(ann.user.id)).toEqual([podium]);
    expect(await held(bob.user.id)).toEqual([]);
    expect(await held(cid.user.id)).toEqual(sorted(first, podium, team));
    expect(await held(dan.user.id)).toEqual([team]);
    expect(await told(ann.user.id)).toEqual(
      sorted(
        `badgeEarned:${first}`,
        `badgeEarned:${podium}`,
        `badgeEarned:${team}`,
        `badgeRevoked:${first}`,
        `badgeRevoked:${team}`,
      ),
    );
  });

  it('gives nothing for a round nobody scored in', async () => {
    const eve = await g.player(g.teams.red);
    const round = await addRound('Quiet week', -2, -1);
    const top = await addBadge('roundTop', { places: 3, setTimeId: round });
    const win = await addBadge('teamWinsRound', { setTimeId: round });
    expect((await caller(t, g.organiser.headers).post(`/settimes/${round}/close`, {})).statusCode).toBe(200);
    const mine = await held(eve.user.id);
    expect(mine).not.toContain(top);
    expect(mine).not.toContain(win);
  });
});
