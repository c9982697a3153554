import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/seed/factories.ts';
import {
  type Caller,
  insertGame,
  insertTeam,
  MISSING,
  paths,
  signInCaller,
  signInContentRoles,
} from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('KPIs and goals', () => {
  let t: TestContext;
  let admin: Caller;
  let outsider: Caller;
  let platform: Caller;
  let player: Caller;
  let otherPlayer: Caller;
  let client: Caller;
  let draft: { id: string };
  let active: { id: string };

  const kpi = async (competitionId: string, fields: Record<string, unknown> = {}) => {
    const res = await admin.post('/kpi', { competitionId, name: 'Sales calls', ...fields });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const goal = async (kpiId: string, target = 40) => {
    const res = await admin.post('/targets-kpi', { kpiId, target });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { acme, playerId, ...roles } = await signInContentRoles(t);
    ({ admin, outsider, platform, client, player, otherPlayer } = roles);
    const game = await insertGame(t.db, acme.id);
    draft = game;
    active = await insertGame(t.db, acme.id, { status: 'active' });
    await insertTeam(t.db, game, { userIds: [playerId] });
  });
  afterAll(() => t.close());

  it('creates KPIs with defaults, last in the game, and lists them all on page 1', async () => {
    const game = await insertGame(t.db, (await createCompany(t.db)).id);
    const c = await signInCaller(t, 'company_admin', { companyId: game.companyId });
    for (let i = 0; i < 12; i++)
      expect((await c.post('/kpi', { competitionId: game.id, name: `K${i}` })).statusCode).toBe(201);
    const page = (await c.get(`/competition/${game.id}/kpi/1`)).json();
    expect(page).toMatchObject({ count: 12, pages: 1 });
    expect(page.result.map((k: { name: string }) => k.name)).toEqual([...Array(12)].map((_, i) => `K${i}`));
    expect(page.result[11]).toMatchObject({
      competitionId: game.id,
      unit: '',
      direction: 'higher',
      weight: 100,
      position: 11,
    });
    expect((await c.get(`/competition/${game.id}/kpi/2`)).json()).toEqual({
      result: [],
      count: 12,
      pages: 1,
    });
    const zero = await c.get(`/competition/${game.id}/kpi/0`);
    expect(zero.statusCode).toBe(400);
    expect(paths(zero.json())).toEqual(['params.page']);
  });

  it('updates a KPI, and refuses bad input naming the field', async () => {
    const k = await kpi(draft.id, { unit: 'calls', weight: 50 });
    const res = await admin.put(`/kpi/${k.id}`, { name: 'Calls made', direction: 'lower', weight: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Calls made', unit: 'calls', direction: 'lower', weight: 0 });
    expect((await admin.put(`/kpi/${k.id}`, {})).json()).toEqual(res.json());
    const cases: [unknown, string][] = [
      [{ weight: -1 }, 'weight'],
      [{ weight: 2.5 }, 'weight'],
      [{ weight: '10' }, 'weight'],
      [{ direction: 'sideways' }, 'direction'],
      [{ name: '' }, 'name'],
    ];
    for (const [body, path] of cases) {
      const bad = await admin.put(`/kpi/${k.id}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(bad.json())).toEqual([path]);
    }
    expect(paths((await admin.post('/kpi', { competitionId: 'x', name: 'K' })).json())).toEqual([
      'competitionId',
    ]);
    expect(paths((await admin.put('/kpi/x', { name: 'K' })).json())).toEqual(['params.id']);
  });

  it('keeps one target per KPI, lists a game’s goals by game and by source', async () => {
    const k = await kpi(draft.id, { name: 'Revenue', unit: 'EUR' });
    const g = await goal(k.id, 1250.5);
    expect(g).toMatchObject({
      kpiId: k.id,
      kpiName: 'Revenue',
      unit: 'EUR',
      direction: 'higher',
      sourceType: 'game',
      sourceId: draft.id,
      setTimeId: null,
      target: 1250.5,
    });
    const again = await admin.post('/targets-kpi', { kpiId: k.id, target: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageCode: 'kpis.targetExists', params: { name: 'Revenue' } });
    const byGame = (await admin.get(`/game/targets-kpi/competition/${draft.id}`)).json();
    expect(byGame).toContainEqual(g);
    expect((await admin.get(`/targets-kpi/src/${draft.id}`)).json()).toEqual(byGame);

    const changed = await admin.put(`/targets-kpi/${g.id}`, { target: 99.12345 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().target).toBe(99.1235);
    expect((await admin.delete(`/targets-kpi/${g.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/targets-kpi/src/${draft.id}`)).json()).not.toContainEqual(
      expect.objectContaining({ id: g.id }),
    );
  });

  it('refuses bad targets and unknown ids', async () => {
    const k = await kpi(draft.id);
    for (const target of [-5, '10', null]) {
      const res = await admin.post('/targets-kpi', { kpiId: k.id, target });
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['target']);
    }
    // No round of the game has this id (round goals: kpi-actuals.test.ts).
    expect(
      (await admin.post('/targets-kpi', { kpiId: k.id, target: 5, setTimeId: MISSING })).statusCode,
    ).toBe(404);
    expect((await admin.post('/targets-kpi', { kpiId: MISSING, target: 5 })).statusCode).toBe(404);
    expect((await admin.post('/kpi', { competitionId: MISSING, name: 'K' })).statusCode).toBe(404);
    expect((await admin.put(`/kpi/${MISSING}`, { name: 'K' })).statusCode).toBe(404);
    expect((await admin.delete(`/kpi/${MISSING}`)).statusCode).toBe(404);
    expect((await admin.get(`/competition/${MISSING}/kpi/1`)).statusCode).toBe(404);
    expect((await admin.get(`/game/targets-kpi/competition/${MISSING}`)).statusCode).toBe(404);
    expect((await admin.get(`/targets-kpi/src/${MISSING}`)).statusCode).toBe(404);
    expect((await admin.put(`/targets-kpi/${MISSING}`, { target: 1 })).statusCode).toBe(404);
    expect((await admin.delete(`/targets-kpi/${MISSING}`)).statusCode).toBe(404);
    expect(paths((await admin.get('/targets-kpi/src/nope')).json())).toEqual(['params.id']);
    expect(paths((await admin.delete('/targets-kpi/nope')).json())).toEqual(['params.id']);
  });

  it('takes a target of 0 where lower is better ("0 complaints"), refuses it where higher is better', async () => {
    const complaints = await kpi(draft.id, { name: 'Complaints', direction: 'lower' });
    const zero = await admin.post('/targets-kpi', { kpiId: complaints.id, target: 0 });
    expect(zero.statusCode).toBe(201);
    expect(zero.json()).toMatchObject({ target: 0, direction: 'lower' });
    // A KPI with a goal of 0 stays lower-is-better: where higher is better every result meets 0.
    const flipped = await admin.put(`/kpi/${complaints.id}`, { direction: 'higher' });
    expect(flipped.statusCode).toBe(400);
    expect(flipped.json().details).toEqual([
      expect.objectContaining({ path: 'direction', messageCode: 'kpis.zeroTargetDirection' }),
    ]);
    expect((await admin.get(`/competition/${draft.id}/kpi/1`)).json().result).toContainEqual(
      expect.objectContaining({ id: complaints.id, direction: 'lower' }),
    );

    const sales = await kpi(draft.id, { name: 'Sales' });
    const refused = await admin.post('/targets-kpi', { kpiId: sales.id, target: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: 'target', messageCode: 'kpis.zeroTargetHigher' }),
    ]);
    const g = await goal(sales.id, 10);
    const changed = await admin.put(`/targets-kpi/${g.id}`, { target: 0 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().details[0]).toMatchObject({ path: 'target', messageCode: 'kpis.zeroTargetHigher' });
    expect((await admin.get(`/game/targets-kpi/competition/${draft.id}`)).json()).toContainEqual(
      expect.objectContaining({ id: g.id, target: 10 }),
    );
  });

  it('deletes a KPI with its targets', async () => {
    const k = await kpi(draft.id, { name: 'Doomed' });
    const g = await goal(k.id);
    expect((await admin.delete(`/kpi/${k.id}`)).statusCode).toBe(204);
    expect((await admin.put(`/targets-kpi/${g.id}`, { target: 3 })).statusCode).toBe(404);
    const page = (await admin.get(`/competition/${draft.id}/kpi/1`)).json();
    expect(page.result.map((x: { id: string }) => x.id)).not.toContain(k.id);
  });

  it('in an active game, allows changes and new goals, refuses removals (409)', async () => {
    const k = await kpi(active.id);
    const g = await goal(k.id);
    expect((await admin.put(`/kpi/${k.id}`, { weight: 300 })).statusCode).toBe(200);
    expect((await admin.put(`/targets-kpi/${g.id}`, { target: 80 })).statusCode).toBe(200);
    expect((await admin.delete(`/targets-kpi/${g.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`/kpi/${k.id}`)).statusCode).toBe(409);
    expect((await admin.get(`/game/targets-kpi/competition/${active.id}`)).json()).toEqual([
      expect.objectContaining({ id: g.id, target: 80 }),
    ]);
  });

  it("keeps another company's KPIs and goals out of reach (404 everywhere)", async () => {
    const k = await kpi(draft.id, { name: 'Private' });
    const g = await goal(k.id);
    const answers = [
      await outsider.get(`/competition/${draft.id}/kpi/1`),
      await outsider.post('/kpi', { competitionId: draft.id, name: 'Mine' }),
      await outsider.put(`/kpi/${k.id}`, { name: 'Mine' }),
      await outsider.delete(`/kpi/${k.id}`),
      await outsider.get(`/game/targets-kpi/competition/${draft.id}`),
      await outsider.get(`/targets-kpi/src/${draft.id}`),
      await outsider.post('/targets-kpi', { kpiId: k.id, target: 1 }),
      await outsider.put(`/targets-kpi/${g.id}`, { target: 1 }),
      await outsider.delete(`/targets-kpi/${g.id}`),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    expect((await platform.get(`/targets-kpi/src/${draft.id}`)).json()).toContainEqual(g);
  });

  it('lets players read only games they play in, clients read, and neither write', async () => {
    const k = await kpi(draft.id, { name: 'Visible' });
    const g = await goal(k.id);
    for (const reader of [player, client]) {
      expect((await reader.get(`/competition/${draft.id}/kpi/1`)).statusCode).toBe(200);
      expect((await reader.get(`/game/targets-kpi/competition/${draft.id}`)).statusCode).toBe(200);
      expect((await reader.get(`/targets-kpi/src/${draft.id}`)).statusCode).toBe(200);
      const writes = [
        await reader.post('/kpi', { competitionId: draft.id, name: 'x' }),
        await reader.put(`/kpi/${k.id}`, { name: 'x' }),
        await reader.delete(`/kpi/${k.id}`),
        await reader.post('/targets-kpi', { kpiId: k.id, target: 1 }),
        await reader.put(`/targets-kpi/${g.id}`, { target: 1 }),
        await reader.delete(`/targets-kpi/${g.id}`),
      ];
      expect(writes.map((r) => r.statusCode)).toEqual(writes.map(() => 403));
    }
    expect((await otherPlayer.get(`/competition/${draft.id}/kpi/1`)).statusCode).toBe(404);
    expect((await otherPlayer.get(`/game/targets-kpi/competition/${draft.id}`)).statusCode).toBe(404);
    expect((await otherPlayer.get(`/targets-kpi/src/${draft.id}`)).statusCode).toBe(404);
  });
});
