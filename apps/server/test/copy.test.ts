import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { type Caller, insertGame, MISSING, paths, signInCaller } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

type Activity = {
  id: string;
  name: string;
  position: number;
  subtasks: { id: string; name: string; points: number }[];
};

describe('copying activities and KPIs between games', () => {
  let t: TestContext;
  let admin: Caller;
  let platform: Caller;
  let outsider: Caller;
  let acmeId: string;
  let source: { id: string };
  let walk: Activity;
  let water: Activity;

  const activities = async (gameId: string): Promise<Activity[]> =>
    (await admin.get(`/task/competition/${gameId}/1`)).json().result;
  const copyTasks = (c: Caller, body: Record<string, unknown>) =>
    c.post('/competition/existing/task/copy', body);
  const copyKpis = (c: Caller, body: Record<string, unknown>) => c.post('/competition/copy/kpi', body);

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompany(t.db);
    acmeId = acme.id;
    admin = await signInCaller(t, 'company_admin', { companyId: acme.id });
    platform = await signInCaller(t, 'admin');
    outsider = await signInCaller(t, 'company_admin');
    source = await insertGame(t.db, acme.id);
    const add = async (name: string, subtasks: unknown[]) =>
      (
        await admin.post('/task/competition/subtask/add', { competitionId: source.id, name, subtasks })
      ).json();
    walk = await add('Walk', [
      { name: '10k steps', points: 20, maxPerDay: 1 },
      { name: 'Stairs', points: 5, maxPerDay: 3, requiresApproval: true },
    ]);
    water = await add('Water', [{ name: 'Eight glasses', points: 10 }]);
    await add('Empty habit', []);
    // Set up as a draft, then finished: copies are usually taken from an earlier game.
    await t.db.update(games).set({ status: 'finished' }).where(eq(games.id, source.id));
  });
  afterAll(() => t.close());

  it('copies every activity deep, after the target’s own, and the copy is independent', async () => {
    const target = await insertGame(t.db, acmeId);
    await admin.post('/task/competition/subtask/add', { competitionId: target.id, name: 'Own habit' });
    const res = await copyTasks(admin, { fromCompetitionId: source.id, toCompetitionId: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ copied: 3 });

    const copied = await activities(target.id);
    expect(copied.map((a) => [a.name, a.position])).toEqual([
      ['Own habit', 0],
      ['Walk', 1],
      ['Water', 2],
      ['Empty habit', 3],
    ]);
    const walkCopy = copied[1] as Activity;
    expect(walkCopy.id).not.toBe(walk.id);
    expect(walkCopy.subtasks).toEqual(
      walk.subtasks.map((b) => ({ ...b, id: expect.any(String), taskId: walkCopy.id })),
    );
    expect(walkCopy.subtasks.map((b) => b.id)).not.toContain(walk.subtasks[0]?.id);

    await admin.post('/task/update/main', { id: walkCopy.id, name: 'Walk more' });
    await admin.post('/task/update/sub', { id: walkCopy.subtasks[0]?.id, points: 99 });
    await admin.post('/task/subtask/delete', { subtaskId: walkCopy.subtasks[1]?.id });
    expect((await admin.get(`/task/${walk.id}`)).json()).toEqual(walk);
  });

  it('copies only the chosen activities, and refuses ids not in the source game', async () => {
    const target = await insertGame(t.db, acmeId, { status: 'active' });
    const res = await copyTasks(admin, {
      fromCompetitionId: source.id,
      toCompetitionId: target.id,
      taskIds: [water.id, water.id],
    });
    expect(res.json()).toEqual({ copied: 1 });
    expect((await activities(target.id)).map((a) => a.name)).toEqual(['Water']);
    const foreign = (await activities(target.id))[0]?.id;
    for (const taskIds of [[MISSING], [walk.id, foreign]]) {
      const bad = await copyTasks(admin, {
        fromCompetitionId: source.id,
        toCompetitionId: target.id,
        taskIds,
      });
      expect(bad.statusCode).toBe(404);
    }
    expect(await activities(target.id)).toHaveLength(1);
    const none = await copyTasks(admin, {
      fromCompetitionId: source.id,
      toCompetitionId: target.id,
      taskIds: [],
    });
    expect(none.json()).toEqual({ copied: 0 });
  });

  it('copies KPIs with their targets deep, after the target’s own, and independent', async () => {
    const from = await insertGame(t.db, acmeId);
    const calls = (await admin.post('/kpi', { competitionId: from.id, name: 'Calls', weight: 40 })).json();
    const nps = (
      await admin.post('/kpi', { competitionId: from.id, name: 'NPS', direction: 'lower' })
    ).json();
    const goal = (await admin.post('/targets-kpi', { kpiId: calls.id, target: 120.5 })).json();
    const to = await insertGame(t.db, acmeId);
    await admin.post('/kpi', { competitionId: to.id, name: 'Own' });

    const res = await copyKpis(admin, { fromCompetitionId: from.id, toCompetitionId: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ copied: 2 });
    const kpis = (await admin.get(`/competition/${to.id}/kpi/1`)).json().result;
    expect(kpis.map((k: { name: string; position: number }) => [k.name, k.position])).toEqual([
      ['Own', 0],
      ['Calls', 1],
      ['NPS', 2],
    ]);
    expect(kpis[2]).toMatchObject({ ...nps, id: expect.any(String), competitionId: to.id, position: 2 });
    expect(kpis[1].id).not.toBe(calls.id);
    const targets = (await admin.get(`/game/targets-kpi/competition/${to.id}`)).json();
    expect(targets).toEqual([{ ...goal, id: expect.any(String), kpiId: kpis[1].id, sourceId: to.id }]);
    expect(targets[0].id).not.toBe(goal.id);

    await admin.put(`/targets-kpi/${targets[0].id}`, { target: 1 });
    await admin.put(`/kpi/${kpis[1].id}`, { name: 'Calls made' });
    await admin.delete(`/kpi/${kpis[2].id}`);
    expect((await admin.get(`/game/targets-kpi/competition/${from.id}`)).json()).toEqual([goal]);
    expect((await admin.get(`/competition/${from.id}/kpi/1`)).json().result).toEqual([calls, nps]);
  });

  it('copies only between games of one company, in scope, into a game still open', async () => {
    const otherCompanyGame = await insertGame(t.db, (await createCompany(t.db)).id);
    for (const copy of [copyTasks, copyKpis]) {
      const across = await copy(platform, {
        fromCompetitionId: source.id,
        toCompetitionId: otherCompanyGame.id,
      });
      expect(across.statusCode).toBe(400);
      expect(paths(across.json())).toEqual(['toCompetitionId']);
      const same = await copy(admin, { fromCompetitionId: source.id, toCompetitionId: source.id });
      expect(paths(same.json())).toEqual(['toCompetitionId']);

      const target = await insertGame(t.db, acmeId);
      expect(
        (await copy(outsider, { fromCompetitionId: source.id, toCompetitionId: target.id })).statusCode,
      ).toBe(404);
      expect(
        (await copy(admin, { fromCompetitionId: otherCompanyGame.id, toCompetitionId: target.id }))
          .statusCode,
      ).toBe(404);
      expect((await copy(admin, { fromCompetitionId: MISSING, toCompetitionId: target.id })).statusCode).toBe(
        404,
      );
      for (const status of ['finished', 'archived'] as const) {
        const closed = await insertGame(t.db, acmeId, { status });
        expect(
          (await copy(admin, { fromCompetitionId: source.id, toCompetitionId: closed.id })).statusCode,
        ).toBe(409);
      }
      const malformed = await copy(admin, { fromCompetitionId: 'x', toCompetitionId: target.id });
      expect(paths(malformed.json())).toEqual(['fromCompetitionId']);
    }
    expect((await platform.get(`/task/competition/${otherCompanyGame.id}/1`)).json().count).toBe(0);
  });

  it('lets a platform admin copy inside one company, and no player or client copy at all', async () => {
    const target = await insertGame(t.db, acmeId);
    expect(
      (await copyTasks(platform, { fromCompetitionId: source.id, toCompetitionId: target.id })).json(),
    ).toEqual({
      copied: 3,
    });
    for (const role of ['player', 'client'] as const) {
      const c = await signInCaller(t, role, { companyId: acmeId });
      const body = { fromCompetitionId: source.id, toCompetitionId: target.id };
      expect((await copyTasks(c, body)).statusCode).toBe(403);
      expect((await copyKpis(c, body)).statusCode).toBe(403);
    }
  });
});
