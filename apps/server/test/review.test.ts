import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { behaviourLogs, notifications, playerScores } from '../src/db/schema/index.ts';
import { caller, paths } from './content-fixtures.ts';
import { dayFromToday, type TestContext } from './helpers.ts';
import { type PlayGame, scoresBothWays, setUpGame, usePlayGame } from './play-fixtures.ts';

describe('review queue and fairness', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  const log = async (headers: Record<string, string>, behaviourId: string, day?: string) =>
    (
      await caller(t, headers).post(`/game/${g.game.id}/performedtasks`, {
        behaviourId,
        ...(day ? { day } : {}),
      })
    ).json();
  const review = (headers: Record<string, string>, body: object) =>
    caller(t, headers).post(`/game/${g.game.id}/review`, body);
  const points = async (userId: string) =>
    (
      await t.db
        .select({ points: playerScores.points, pending: playerScores.pendingCount })
        .from(playerScores)
        .where(and(eq(playerScores.gameId, g.game.id), eq(playerScores.userId, userId)))
    )[0];

  it('approves and rejects pending logs in bulk; only approved ones count; the rejected player is told why', async () => {
    const ana = await g.player(g.teams.red, { fullName: 'Ana Souza' });
    const ben = await g.player(g.teams.blue, { fullName: 'Ben Fischer' });
    const a1 = await log(ana.headers, g.behaviours.workout.id);
    const a2 = await log(ana.headers, g.behaviours.workout.id, dayFromToday(-1));
    const b1 = await log(ben.headers, g.behaviours.workout.id);

    const queue = await caller(t, g.organiser.headers).get(
      `/game/${g.game.id}/review?teamId=${g.teams.red.id}`,
    );
    expect(queue.statusCode).toBe(200);
    expect(
      queue
        .json()
        .data.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([a1.id, a2.id].sort());
    expect(queue.json().data[0]).toMatchObject({
      playerName: 'Ana Souza',
      teamName: 'Reds',
      status: 'pending',
    });

    expect(
      (await review(g.organiser.headers, { logIds: [a1.id, a2.id], decision: 'approve' })).json(),
    ).toEqual({
      decided: 2,
    });
    expect(await points(ana.user.id)).toEqual({ points: 100, pending: 0 });

    const noReason = await review(g.organiser.headers, { logIds: [b1.id], decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(paths(noReason.json())).toEqual(['reason']);
    const rejected = await review(g.organiser.headers, {
      logIds: [b1.id, a2.id],
      decision: 'reject',
      reason: 'No workout that day.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await points(ana.user.id)).toEqual({ points: 50, pending: 0 });
    expect(await points(ben.user.id)).toEqual({ points: 0, pending: 0 });

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, ben.user.id));
    expect(told).toMatchObject([
      {
        type: 'logRejected',
        params: { behaviour: 'Workout', day: dayFromToday(0), reason: 'No workout that day.' },
      },
    ]);
    const checklist = (await caller(t, ben.headers).get(`/game/${g.game.id}/checklist`)).json();
    const workout = checklist.activities[0].behaviours.find((b: { name: string }) => b.name === 'Workout');
    expect(workout.logs[0]).toMatchObject({ status: 'rejected', rejectionReason: 'No workout that day.' });
    // A rejected log frees its slot: the player may log the behaviour again that day.
    expect(workout.remaining).toBe(1);

    const history = await caller(t, g.organiser.headers).get(
      `/game/${g.game.id}/review?status=all&userId=${ana.user.id}`,
    );
    const second = history.json().data.find((r: { id: string }) => r.id === a2.id);
    expect(second.decisions.map((d: { decision: string }) => d.decision)).toEqual(['approved', 'rejected']);
    expect(second.decisions[1]).toMatchObject({
      reason: 'No workout that day.',
      decidedBy: expect.any(String),
    });
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });

  it("decides nothing when one of the logs is another company's", async () => {
    const p = await g.player();
    const mine = await log(p.headers, g.behaviours.workout.id);
    const other = await setUpGame(t);
    const q = await other.player();
    const theirs = (
      await caller(t, q.headers).post(`/game/${other.game.id}/performedtasks`, {
        behaviourId: other.behaviours.workout.id,
      })
    ).json();
    const res = await review(g.organiser.headers, { logIds: [mine.id, theirs.id], decision: 'approve' });
    expect(res.statusCode).toBe(404);
    const [still] = await t.db.select().from(behaviourLogs).where(eq(behaviourLogs.id, mine.id));
    expect(still?.status).toBe('pending');
    expect(
      (await review(other.organiser.headers, { logIds: [mine.id], decision: 'approve' })).statusCode,
    ).toBe(404);
  });

  it('does not let players or clients review', async () => {
    const p = await g.player();
    const mine = await log(p.headers, g.behaviours.workout.id);
    expect((await review(p.headers, { logIds: [mine.id], decision: 'approve' })).statusCode).toBe(403);
    expect((await caller(t, p.headers).get(`/game/${g.game.id}/review`)).statusCode).toBe(403);
    const client = await t.signIn('client', { companyId: g.companyId });
    expect((await review(client.headers, { logIds: [mine.id], decision: 'approve' })).statusCode).toBe(403);
  });

  it("flags a day far above the player's usual level; it counts until rejected and shows in the queue", async () => {
    const p = await g.player(g.teams.blue);
    // Five ordinary days of 10 points, then a day of 10 + 15 + 50 (pending) = 75 > 3 × 10.
    for (let back = 7; back >= 3; back--) await log(p.headers, g.behaviours.steps.id, dayFromToday(-back));
    const quiet = await log(p.headers, g.behaviours.steps.id, dayFromToday(-2));
    expect(quiet.flagged).toBe(false);
    await log(p.headers, g.behaviours.steps.id);
    for (let i = 0; i < 3; i++) await log(p.headers, g.behaviours.stairs.id);
    const last = await log(p.headers, g.behaviours.workout.id);
    expect(last.flagged).toBe(true);
    const day = await t.db
      .select()
      .from(behaviourLogs)
      .where(and(eq(behaviourLogs.userId, p.user.id), eq(behaviourLogs.day, dayFromToday(0))));
    expect(day.every((l) => l.flagged)).toBe(true);
    const [score] = await t.db.select().from(playerScores).where(eq(playerScores.userId, p.user.id));
    expect(score).toMatchObject({ points: 85, flaggedCount: 5, pendingCount: 1 });

    const flagged = await caller(t, g.organiser.headers).get(
      `/game/${g.game.id}/review?flagged=true&userId=${p.user.id}`,
    );
    expect(flagged.json().count).toBe(5);
    // Approving reviews the flag: it no longer asks for a look, and the points stay.
    const ids = day.filter((l) => l.status === 'approved').map((l) => l.id);
    await review(g.organiser.headers, { logIds: ids, decision: 'approve' });
    const [after] = await t.db.select().from(playerScores).where(eq(playerScores.userId, p.user.id));
    expect(after).toMatchObject({ points: 85, flaggedCount: 1 });
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });
});
