import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/seed/factories.ts';
import {
  type Caller,
  caller,
  insertGame,
  insertTeam,
  MISSING,
  paths,
  signInCaller,
  signInContentRoles,
} from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('activities and behaviours', () => {
  let t: TestContext;
  let admin: Caller;
  let platform: Caller;
  let outsider: Caller;
  let player: Caller;
  let otherPlayer: Caller;
  let client: Caller;
  let draft: { id: string };
  let active: { id: string };
  let finished: { id: string };

  const habit = (competitionId: string, name = 'Move more', subtasks: unknown[] = []) => ({
    competitionId,
    name,
    subtasks,
  });
  const create = async (c: Caller, body: unknown) => c.post('/task/competition/subtask/add', body);

  beforeAll(async () => {
    t = await createTestApp();
    const { acme, playerId, ...roles } = await signInContentRoles(t);
    ({ admin, platform, outsider, client, player, otherPlayer } = roles);
    draft = await insertGame(t.db, acme.id);
    active = await insertGame(t.db, acme.id, { status: 'active' });
    finished = await insertGame(t.db, acme.id, { status: 'finished' });
    await insertTeam(t.db, draft as { id: string; companyId: string }, { userIds: [playerId] });
  });
  afterAll(() => t.close());

  it('creates an activity with its behaviours, defaults filled, last in the game', async () => {
    const first = await create(admin, habit(draft.id, 'Walk'));
    expect(first.statusCode).toBe(201);
    const res = await create(
      admin,
      habit(draft.id, ' Drink water ', [
        { name: 'Eight glasses', points: 10 },
        { name: 'No soda', description: 'All day', points: 25, maxPerDay: 2, requiresApproval: true },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      competitionId: draft.id,
      name: 'Drink water',
      description: '',
      position: 1,
    });
    expect(body.subtasks).toEqual([
      expect.objectContaining({
        name: 'Eight glasses',
        points: 10,
        maxPerDay: 1,
        requiresApproval: false,
        position: 0,
      }),
      expect.objectContaining({
        name: 'No soda',
        points: 25,
        maxPerDay: 2,
        requiresApproval: true,
        position: 1,
      }),
    ]);
    expect(body.subtasks[0].taskId).toBe(body.id);
    expect(first.json().position).toBe(0);
  });

  it('lists ten activities a page in order, each with its behaviours in order', async () => {
    const game = await insertGame(t.db, (await createCompany(t.db)).id);
    const c = await signInCaller(t, 'company_admin', { companyId: game.companyId });
    for (let i = 0; i < 12; i++) {
      await create(
        c,
        habit(game.id, `Habit ${i}`, [
          { name: 'a', points: 1 },
          { name: 'b', points: 2 },
        ]),
      );
    }
    const one = (await c.get(`/task/competition/${game.id}/1`)).json();
    expect(one).toMatchObject({ count: 12, pages: 2 });
    expect(one.result.map((a: { name: string }) => a.name)).toEqual(
      [...Array(10)].map((_, i) => `Habit ${i}`),
    );
    expect(one.result[0].subtasks.map((b: { name: string }) => b.name)).toEqual(['a', 'b']);
    const two = (await c.get(`/task/competition/${game.id}/2`)).json();
    expect(two.result.map((a: { name: string }) => a.name)).toEqual(['Habit 10', 'Habit 11']);
    expect((await c.get(`/task/competition/${game.id}/3`)).json().result).toEqual([]);
    // A position moves an activity; creation order breaks ties.
    await c.post('/task/update/main', { id: two.result[1].id, position: 0 });
    const moved = (await c.get(`/task/competition/${game.id}/1`)).json().result;
    expect(moved.slice(0, 2).map((a: { name: string }) => a.name)).toEqual(['Habit 0', 'Habit 11']);
  });

  it('refuses a page below 1 or not a number, naming it', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const res = await admin.get(`/task/competition/${draft.id}/${page}`);
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['params.page']);
    }
    const bad = await admin.get('/task/competition/not-a-uuid/1');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['params.competitionId']);
  });

  it('adds, reads, updates and orders behaviours', async () => {
    const activity = (
      await create(admin, habit(draft.id, 'Sleep', [{ name: 'Eight hours', points: 5 }]))
    ).json();
    const added = await admin.post('/task/add/subtask/task', {
      taskId: activity.id,
      name: 'No screens',
      points: 7,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      taskId: activity.id,
      position: 1,
      maxPerDay: 1,
      requiresApproval: false,
    });

    const sub = await admin.post('/task/update/sub', {
      id: added.json().id,
      points: 1000,
      requiresApproval: true,
    });
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toMatchObject({ name: 'No screens', points: 1000, requiresApproval: true });
    expect((await admin.get(`/subtask/${added.json().id}`)).json()).toEqual(sub.json());

    const main = await admin.post('/task/update/main', { id: activity.id, description: 'Rest well' });
    expect(main.statusCode).toBe(200);
    expect(main.json()).toMatchObject({ name: 'Sleep', description: 'Rest well' });
    expect(main.json().subtasks).toHaveLength(2);
    expect((await admin.get(`/task/${activity.id}`)).json()).toEqual(main.json());
    expect((await admin.post('/task/update/main', { id: activity.id })).json()).toEqual(main.json());
    expect((await admin.post('/task/update/sub', { id: added.json().id })).json()).toEqual(sub.json());
  });

  it('refuses bad points, caps and types, naming the field', async () => {
    const activity = (await create(admin, habit(draft.id))).json();
    const cases: [unknown, string][] = [
      [{ taskId: activity.id, name: 'x', points: -1 }, 'points'],
      [{ taskId: activity.id, name: 'x', points: 1.5 }, 'points'],
      [{ taskId: activity.id, name: 'x', points: 1001 }, 'points'],
      [{ taskId: activity.id, name: 'x', points: '5' }, 'points'],
      [{ taskId: activity.id, name: 'x', points: 5, maxPerDay: 0 }, 'maxPerDay'],
      [{ taskId: activity.id, name: '', points: 5 }, 'name'],
      [{ taskId: 'nope', name: 'x', points: 5 }, 'taskId'],
    ];
    for (const [body, path] of cases) {
      const res = await admin.post('/task/add/subtask/task', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(res.json())).toContain(path);
    }
    const nested = await create(
      admin,
      habit(draft.id, 'x', [
        { name: 'ok', points: 1 },
        { name: 'bad', points: -5 },
      ]),
    );
    expect(nested.statusCode).toBe(400);
    expect(paths(nested.json())).toEqual(['subtasks.1.points']);
    const update = await admin.post('/task/update/sub', { id: MISSING, points: -3 });
    expect(paths(update.json())).toEqual(['points']);
  });

  it('answers 404 for unknown ids and 400 naming malformed ones', async () => {
    expect((await admin.get(`/task/${MISSING}`)).statusCode).toBe(404);
    expect((await admin.get(`/subtask/${MISSING}`)).statusCode).toBe(404);
    expect((await admin.get(`/task/competition/${MISSING}/1`)).statusCode).toBe(404);
    expect((await create(admin, habit(MISSING))).statusCode).toBe(404);
    expect(
      (await admin.post('/task/add/subtask/task', { taskId: MISSING, name: 'x', points: 1 })).statusCode,
    ).toBe(404);
    expect((await admin.post('/task/update/main', { id: MISSING, name: 'x' })).statusCode).toBe(404);
    expect((await admin.post('/task/update/sub', { id: MISSING, name: 'x' })).statusCode).toBe(404);
    expect((await admin.post('/task/competition/delete', { taskId: MISSING })).statusCode).toBe(404);
    expect((await admin.post('/task/subtask/delete', { subtaskId: MISSING })).statusCode).toBe(404);
    const malformed = await admin.get('/task/123');
    expect(malformed.statusCode).toBe(400);
    expect(paths(malformed.json())).toEqual(['params.id']);
    expect(paths((await admin.get('/subtask/123')).json())).toEqual(['params.id']);
    expect(paths((await admin.post('/task/competition/delete', { taskId: 1 })).json())).toEqual(['taskId']);
    expect(paths((await admin.post('/task/subtask/delete', {})).json())).toEqual(['subtaskId']);
  });

  it("keeps another company's game, activities and behaviours out of reach (404 everywhere)", async () => {
    const a = (await create(admin, habit(draft.id, 'Private', [{ name: 'b', points: 1 }]))).json();
    const b = a.subtasks[0];
    const answers = [
      await outsider.get(`/task/competition/${draft.id}/1`),
      await outsider.get(`/task/${a.id}`),
      await outsider.get(`/subtask/${b.id}`),
      await create(outsider, habit(draft.id)),
      await outsider.post('/task/add/subtask/task', { taskId: a.id, name: 'x', points: 1 }),
      await outsider.post('/task/update/main', { id: a.id, name: 'Mine' }),
      await outsider.post('/task/update/sub', { id: b.id, points: 0 }),
      await outsider.post('/task/subtask/delete', { subtaskId: b.id }),
      await outsider.post('/task/competition/delete', { taskId: a.id }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    expect((await admin.get(`/task/${a.id}`)).json()).toEqual(a);
  });

  it('lets players read only games they play in, clients read, and neither write', async () => {
    const a = (await create(admin, habit(draft.id, 'Readable', [{ name: 'b', points: 1 }]))).json();
    const b = a.subtasks[0];
    for (const reader of [player, client]) {
      expect((await reader.get(`/task/competition/${draft.id}/1`)).statusCode).toBe(200);
      expect((await reader.get(`/task/${a.id}`)).statusCode).toBe(200);
      expect((await reader.get(`/subtask/${b.id}`)).statusCode).toBe(200);
    }
    expect((await otherPlayer.get(`/task/competition/${draft.id}/1`)).statusCode).toBe(404);
    expect((await otherPlayer.get(`/task/${a.id}`)).statusCode).toBe(404);
    expect((await otherPlayer.get(`/subtask/${b.id}`)).statusCode).toBe(404);
    for (const reader of [player, client]) {
      const writes = [
        await create(reader, habit(draft.id)),
        await reader.post('/task/add/subtask/task', { taskId: a.id, name: 'x', points: 1 }),
        await reader.post('/task/update/main', { id: a.id, name: 'x' }),
        await reader.post('/task/update/sub', { id: b.id, points: 1 }),
        await reader.post('/task/subtask/delete', { subtaskId: b.id }),
        await reader.post('/task/competition/delete', { taskId: a.id }),
      ];
      expect(writes.map((r) => r.statusCode)).toEqual(writes.map(() => 403));
    }
    expect((await caller(t).get(`/task/${a.id}`)).statusCode).toBe(401);
  });

  it('lets a platform admin manage any company', async () => {
    const res = await create(platform, habit(draft.id, 'From the platform', [{ name: 'b', points: 3 }]));
    expect(res.statusCode).toBe(201);
    expect((await platform.post('/task/competition/delete', { taskId: res.json().id })).statusCode).toBe(204);
  });

  it('in an active game, allows content edits and refuses removals (409)', async () => {
    const a = await create(admin, habit(active.id, 'Live', [{ name: 'b', points: 1 }]));
    expect(a.statusCode).toBe(201);
    const { id, subtasks } = a.json();
    expect(
      (await admin.post('/task/add/subtask/task', { taskId: id, name: 'c', points: 2 })).statusCode,
    ).toBe(201);
    expect((await admin.post('/task/update/main', { id, name: 'Live habit' })).statusCode).toBe(200);
    expect((await admin.post('/task/update/sub', { id: subtasks[0].id, points: 4 })).statusCode).toBe(200);
    const removeBehaviour = await admin.post('/task/subtask/delete', { subtaskId: subtasks[0].id });
    expect(removeBehaviour.statusCode).toBe(409);
    expect(removeBehaviour.json().code).toBe('CONFLICT');
    expect((await admin.post('/task/competition/delete', { taskId: id })).statusCode).toBe(409);
    expect((await admin.get(`/task/${id}`)).json().subtasks).toHaveLength(2);
  });

  it('keeps a finished game read-only', async () => {
    expect((await create(admin, habit(finished.id))).statusCode).toBe(409);
    expect((await admin.get(`/task/competition/${finished.id}/1`)).statusCode).toBe(200);
  });

  it('deletes an activity with its behaviours, and a single behaviour', async () => {
    const a = (
      await create(
        admin,
        habit(draft.id, 'Doomed', [
          { name: 'one', points: 1 },
          { name: 'two', points: 2 },
        ]),
      )
    ).json();
    const [one, two] = a.subtasks;
    expect((await admin.post('/task/subtask/delete', { subtaskId: one.id })).statusCode).toBe(204);
    expect((await admin.get(`/subtask/${one.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/task/${a.id}`)).json().subtasks.map((b: { id: string }) => b.id)).toEqual([
      two.id,
    ]);
    expect((await admin.post('/task/competition/delete', { taskId: a.id })).statusCode).toBe(204);
    expect((await admin.get(`/task/${a.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/subtask/${two.id}`)).statusCode).toBe(404);
  });
});
