import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourLogs, playerScores, teamMembers, teamScores } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday, type TestContext } from './helpers.ts';
import { type PlayGame, scoresBothWays, setUpGame } from './play-fixtures.ts';

describe('score engine: maintained totals', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const log = (g: PlayGame, headers: Record<string, string>, behaviourId: string, day?: string) =>
    caller(t, headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId, ...(day ? { day } : {}) });
  const team = async (teamId: string) =>
    (await t.db.select().from(teamScores).where(eq(teamScores.teamId, teamId)))[0];
  const memberId = async (g: PlayGame, userId: string) =>
    (
      await t.db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(eq(teamMembers.gameId, g.game.id), eq(teamMembers.userId, userId)))
    )[0]?.id;

  it('keeps team totals and member counts, so a team ranks by total or by average', async () => {
    const g = await setUpGame(t);
    const reds = [await g.player(g.teams.red), await g.player(g.teams.red), await g.player(g.teams.red)];
    const blue = await g.player(g.teams.blue);
    for (const p of reds) await log(g, p.headers, g.behaviours.steps.id);
    await log(g, blue.headers, g.behaviours.steps.id);
    await log(g, blue.headers, g.behaviours.steps.id, dayFromToday(-1));
    const red = await team(g.teams.red.id);
    const blues = await team(g.teams.blue.id);
    expect(red).toMatchObject({ points: 30, members: 3 });
    expect(blues).toMatchObject({ points: 20, members: 1 });
    // By total the Reds lead; by average (fair for unequal teams) the Blues do.
    expect((red?.points ?? 0) > (blues?.points ?? 0)).toBe(true);
    expect((red?.points ?? 0) / (red?.members ?? 1) < (blues?.points ?? 0) / (blues?.members ?? 1)).toBe(
      true,
    );
  });

  it('gives tied players the same place: 1, 2, 2, 4', async () => {
    const g = await setUpGame(t);
    const players = [await g.player(), await g.player(), await g.player(), await g.player()];
    const days = [3, 2, 2, 1];
    for (const [i, p] of players.entries()) {
      for (let d = 0; d < (days[i] ?? 0); d++)
        await log(g, p.headers, g.behaviours.steps.id, dayFromToday(-d));
    }
    const rows = await t.db
      .select({ userId: playerScores.userId, points: playerScores.points })
      .from(playerScores)
      .where(eq(playerScores.gameId, g.game.id));
    const ranks = [];
    for (const p of players) {
      const mine = rows.find((r) => r.userId === p.user.id)?.points ?? 0;
      const [ahead] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(playerScores)
        .where(and(eq(playerScores.gameId, g.game.id), gt(playerScores.points, mine)));
      ranks.push(1 + (ahead?.n ?? 0));
    }
    expect(ranks).toEqual([1, 2, 2, 4]);
  });

  it('moves a player with their points; leaving drops them, rejoining counts their logs again', async () => {
    const g = await setUpGame(t);
    const p = await g.player(g.teams.red);
    await log(g, p.headers, g.behaviours.steps.id);
    await log(g, p.headers, g.behaviours.stairs.id);
    const organiser = caller(t, g.organiser.headers);
    const id = await memberId(g, p.user.id);
    expect((await organiser.put(`/group/groupuser/${id}`, { groupId: g.teams.blue.id })).statusCode).toBe(
      204,
    );
    expect(await team(g.teams.red.id)).toMatchObject({ points: 0, members: 0 });
    expect(await team(g.teams.blue.id)).toMatchObject({ points: 15, members: 1 });

    expect((await organiser.post('/group/deleteGroupUser', { groupUserId: id })).statusCode).toBe(204);
    expect(await team(g.teams.blue.id)).toMatchObject({ points: 0, members: 0 });
    expect(await t.db.select().from(playerScores).where(eq(playerScores.userId, p.user.id))).toEqual([]);

    const back = await organiser.post('/competition/add/existing/user', {
      data: { competitionId: g.game.id, groupId: g.teams.red.id, userIds: [p.user.id] },
    });
    expect(back.json()).toMatchObject({ added: 1 });
    expect(await team(g.teams.red.id)).toMatchObject({ points: 15, members: 1 });
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });

  it('takes a deleted user out of their team totals', async () => {
    const g = await setUpGame(t);
    const p = await g.player(g.teams.red);
    const stays = await g.player(g.teams.red);
    await log(g, p.headers, g.behaviours.steps.id);
    await log(g, stays.headers, g.behaviours.steps.id);
    expect((await caller(t, g.organiser.headers).delete(`/users/${p.user.id}`)).statusCode).toBeLessThan(300);
    expect(await team(g.teams.red.id)).toMatchObject({ points: 10, members: 1 });
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });

  it('equals the sums over the logs after a random sequence of plays, reviews and moves', async () => {
    const g = await setUpGame(t);
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await g.player(i % 2 ? g.teams.blue : g.teams.red));
    const organiser = caller(t, g.organiser.headers);
    const behaviours = Object.values(g.behaviours);
    let seed = 42;
    const pick = <T>(list: T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return list[seed % list.length] as T;
    };
    for (let step = 0; step < 80; step++) {
      const p = pick(players);
      const action = pick(['log', 'log', 'log', 'undo', 'remove', 'approve', 'reject', 'move', 'leave']);
      const logs = await t.db
        .select()
        .from(behaviourLogs)
        .where(and(eq(behaviourLogs.gameId, g.game.id), eq(behaviourLogs.userId, p.user.id)));
      const some = logs.length > 0 ? pick(logs) : undefined;
      if (action === 'log') await log(g, p.headers, pick(behaviours).id, dayFromToday(-pick([0, 1, 2, 3])));
      else if (action === 'undo' && some) await caller(t, p.headers).delete(`/performedtasks/${some.id}`);
      else if (action === 'remove' && some) await organiser.delete(`/performedtasks/${some.id}`);
      else if ((action === 'approve' || action === 'reject') && some) {
        await organiser.post(`/game/${g.game.id}/review`, {
          logIds: [some.id],
          decision: action,
          reason: 'Checked',
        });
      } else if (action === 'move') {
        const id = await memberId(g, p.user.id);
        if (id)
          await organiser.put(`/group/groupuser/${id}`, { groupId: pick([g.teams.red.id, g.teams.blue.id]) });
      } else if (action === 'leave') {
        const id = await memberId(g, p.user.id);
        if (id) await organiser.post('/group/deleteGroupUser', { groupUserId: id });
        else {
          await organiser.post('/competition/add/existing/user', {
            data: { competitionId: g.game.id, groupId: g.teams.red.id, userIds: [p.user.id] },
          });
        }
      }
    }
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained.players.length).toBeGreaterThan(0);
    expect(s.maintained).toEqual(s.recomputed);
  });
});
