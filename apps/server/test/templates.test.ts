import { TEMPLATE_CATEGORY_KEYS } from '@rally/contracts/templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameFromTemplate } from '../src/areas/templates/copy.ts';
import { activities, charities, games, templates } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { seedTemplates } from '../src/seed/templates.ts';
import { type Caller, insertGame, MISSING, paths, signInCaller } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const WELL_BEING = '019a0000-0000-7000-8000-000000000002';
const LEADERSHIP = '019a0000-0000-7000-8000-000000000003';

type Detail = {
  id: string;
  companyId: string | null;
  scope: string;
  editable: boolean;
  name: string;
  tasks: { id: string; name: string; subTasks: { id: string; name: string; points: number }[] }[];
  kpis: { id: string; name: string }[];
  targets: { id: string; kpiId: string; target: number }[];
  charities: { charityId: string; pledgePerPoint: number; cap: number | null }[];
};

/** A template's content without ids: what a copy must carry over unchanged. */
const content = (d: Detail) => ({
  tasks: d.tasks.map(
    ({ id: _i, templateId: _t, subTasks, ...t }: Record<string, unknown> & Detail['tasks'][number]) => ({
      ...t,
      subTasks: subTasks.map(({ id: _s, templateId: _st, taskId: _tk, ...s }: Record<string, unknown>) => s),
    }),
  ),
  kpis: d.kpis.map(({ id: _i, templateId: _t, ...k }: Record<string, unknown>) => k),
  targets: d.targets.map(({ id: _i, templateId: _t, kpiId: _k, ...t }: Record<string, unknown>) => t),
  charities: d.charities.map(({ id: _i, templateId: _t, ...c }: Record<string, unknown>) => c),
});

describe('templates', () => {
  let t: TestContext;
  let acme: Caller;
  let globex: Caller;
  let platform: Caller;
  let player: Caller;
  let acmeId: string;
  let globexId: string;
  let charityId: string;

  /** A company template with two habits, a KPI with a target and a charity, built through the API. */
  async function buildTemplate(c: Caller, body: Record<string, unknown> = {}) {
    const created = await c.post('/templates', {
      categoryId: WELL_BEING,
      language: 'en',
      name: 'Healthy habits',
      description: 'Four weeks of movement and rest',
      ...body,
    });
    expect(created.statusCode).toBe(201);
    const template = created.json() as Detail;
    const move = (await c.post('/templates-task', { templateId: template.id, name: 'Move' })).json();
    await c.post('/templates-sub-task', { taskId: move.id, name: '10,000 steps', points: 10 });
    await c.post('/templates-sub-task', {
      taskId: move.id,
      name: 'Take the stairs',
      points: 2,
      maxPerDay: 5,
      requiresApproval: true,
    });
    const rest = (
      await c.post('/templates-task', { templateId: template.id, name: 'Rest', description: 'Sleep' })
    ).json();
    await c.post('/templates-sub-task', { taskId: rest.id, name: 'Seven hours of sleep', points: 8 });
    const kpi = (
      await c.post('/templatekpis', {
        templateId: template.id,
        name: 'Active minutes',
        unit: 'min',
        weight: 200,
      })
    ).json();
    await c.post('/templatekpis', { templateId: template.id, name: 'Sick days', direction: 'lower' });
    expect((await c.post('/templatetargetkpi', { kpiId: kpi.id, target: 600 })).statusCode).toBe(201);
    expect(
      (
        await c.post('/templatecharity', {
          templateId: template.id,
          charityId,
          pledgePerPoint: 0.05,
          cap: 250,
        })
      ).statusCode,
    ).toBe(201);
    return (await c.get(`/templates/${template.id}`)).json() as Detail;
  }

  beforeAll(async () => {
    t = await createTestApp();
    acmeId = (await createCompany(t.db, { name: 'Acme' })).id;
    globexId = (await createCompany(t.db, { name: 'Globex' })).id;
    acme = await signInCaller(t, 'company_admin', { companyId: acmeId });
    globex = await signInCaller(t, 'company_admin', { companyId: globexId });
    platform = await signInCaller(t, 'admin');
    player = await signInCaller(t, 'player', { companyId: acmeId });
    const [charity] = await t.db.insert(charities).values({ name: 'Forest fund' }).returning();
    charityId = (charity as { id: string }).id;
  });
  afterAll(() => t.close());

  it('lists the six categories with how many templates the caller sees', async () => {
    await buildTemplate(acme, { categoryId: LEADERSHIP, name: 'Lead by example' });
    const res = await acme.get('/game/templates-category/all');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The categories the database holds are the contract's, in the contract's order.
    expect(body.data.map((c: { key: string }) => c.key)).toEqual([...TEMPLATE_CATEGORY_KEYS]);
    expect(body).toMatchObject({ count: 6, pages: 1 });
    const leadership = (await globex.get('/game/templates-category/all')).json().data[2];
    expect(leadership.templates).toBe(0);
  });

  it('builds a template through every content call, in order', async () => {
    const template = await buildTemplate(acme);
    expect(template).toMatchObject({ scope: 'company', companyId: acmeId, editable: true, language: 'en' });
    expect(template.tasks.map((x) => [x.name, x.subTasks.map((s) => s.name)])).toEqual([
      ['Move', ['10,000 steps', 'Take the stairs']],
      ['Rest', ['Seven hours of sleep']],
    ]);
    const q = `?template_id=${template.id}`;
    for (const path of ['/templates-task', '/templatekpis', '/templatetargetkpi', '/templatecharity']) {
      const res = await acme.get(path + q);
      expect(res.statusCode, path).toBe(200);
      expect(Object.keys(res.json()).sort(), path).toEqual(['count', 'data', 'pages']);
    }
    const subTasks = (await acme.get(`/templates-sub-task${q}&task_id=${template.tasks[0]?.id}`)).json();
    expect(subTasks.data.map((s: { name: string }) => s.name)).toEqual(['10,000 steps', 'Take the stairs']);
    expect((await acme.get(`/templatekpis${q}`)).json().count).toBe(2);

    // Read, change and remove each kind of item by id.
    const task = template.tasks[1] as Detail['tasks'][number];
    expect((await acme.get(`/templates-task/${task.id}`)).json().name).toBe('Rest');
    expect((await acme.put(`/templates-task/${task.id}`, { name: 'Recover' })).json().name).toBe('Recover');
    const sub = task.subTasks[0] as { id: string };
    expect((await acme.put(`/templates-sub-task/${sub.id}`, { points: 9 })).json().points).toBe(9);
    expect((await acme.get(`/templates-sub-task/${sub.id}`)).json().points).toBe(9);
    const kpi = template.kpis[0] as { id: string };
    expect((await acme.put(`/templatekpis/${kpi.id}`, { weight: 300 })).json().weight).toBe(300);
    expect((await acme.get(`/templatekpis/${kpi.id}`)).json().weight).toBe(300);
    const target = template.targets[0] as { id: string };
    expect((await acme.put(`/templatetargetkpi/${target.id}`, { target: 720 })).json().target).toBe(720);
    expect((await acme.get(`/templatetargetkpi/${target.id}`)).json().kpiName).toBe('Active minutes');
    // The games' rule on a goal of 0: only where lower is better.
    const zero = await acme.put(`/templatetargetkpi/${target.id}`, { target: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details[0]).toMatchObject({ path: 'target', messageCode: 'kpis.zeroTargetHigher' });
    expect((await acme.put(`/templatekpis/${kpi.id}`, { direction: 'lower' })).statusCode).toBe(200);
    expect((await acme.put(`/templatetargetkpi/${target.id}`, { target: 0 })).json().target).toBe(0);
    const flipped = await acme.put(`/templatekpis/${kpi.id}`, { direction: 'higher' });
    expect(flipped.json().details[0]).toMatchObject({ messageCode: 'kpis.zeroTargetDirection' });
    expect((await acme.put(`/templatetargetkpi/${target.id}`, { target: 720 })).json().target).toBe(720);
    expect((await acme.put(`/templatekpis/${kpi.id}`, { direction: 'higher' })).statusCode).toBe(200);
    const link = (await acme.get(`/templatecharity${q}`)).json().data[0];
    expect((await acme.put(`/templatecharity/${link.id}`, { cap: null })).json().cap).toBeNull();
    expect((await acme.get(`/templatecharity/${link.id}`)).json().charityName).toBe('Forest fund');

    // One target per KPI, one link per charity.
    expect((await acme.post('/templatetargetkpi', { kpiId: kpi.id, target: 1 })).statusCode).toBe(409);
    expect(
      (await acme.post('/templatecharity', { templateId: template.id, charityId, pledgePerPoint: 1 }))
        .statusCode,
    ).toBe(409);

    expect((await acme.delete(`/templates-sub-task/${sub.id}`)).statusCode).toBe(204);
    expect((await acme.delete(`/templatecharity/${link.id}`)).statusCode).toBe(204);
    expect((await acme.delete(`/templatetargetkpi/${target.id}`)).statusCode).toBe(204);
    expect((await acme.delete(`/templatekpis/${kpi.id}`)).statusCode).toBe(204);
    expect((await acme.delete(`/templates-task/${task.id}`)).statusCode).toBe(204);
    const after = (await acme.get(`/templates/${template.id}`)).json() as Detail;
    expect(after.tasks.map((x) => x.name)).toEqual(['Move']);
    expect([after.kpis.length, after.targets.length, after.charities.length]).toEqual([1, 0, 0]);

    const renamed = await acme.put(`/templates/${template.id}`, {
      name: 'Healthier habits',
      categoryId: LEADERSHIP,
    });
    expect(renamed.json()).toMatchObject({ name: 'Healthier habits', categoryKey: 'leadership' });
    expect((await acme.delete(`/templates/${template.id}`)).statusCode).toBe(204);
    expect((await acme.get(`/templates/${template.id}`)).statusCode).toBe(404);
  });

  it('resets a template’s targets and serves them as a source', async () => {
    const template = await buildTemplate(acme);
    const source = await acme.get(`/targets-kpi/src/${template.id}`);
    expect(source.statusCode).toBe(200);
    expect(source.json()).toEqual([
      expect.objectContaining({
        kpiName: 'Active minutes',
        target: 600,
        sourceType: 'template',
        sourceId: template.id,
      }),
    ]);
    expect((await player.get(`/targets-kpi/src/${template.id}`)).statusCode).toBe(404);
    expect((await globex.get(`/targets-kpi/src/${template.id}`)).statusCode).toBe(404);

    expect((await acme.delete(`/templatetargetkpi/templates/${template.id}`)).statusCode).toBe(204);
    expect((await acme.get(`/targets-kpi/src/${template.id}`)).json()).toEqual([]);
    expect((await acme.get(`/templatekpis?template_id=${template.id}`)).json().count).toBe(2);
  });

  it('makes a game from a template and a template from the game, equal in content and independent', async () => {
    const template = await buildTemplate(acme);
    const made = await acme.post(`/templates/${template.id}/create-game`, {
      competition: { name: 'Spring into health', startDate: '2026-04-01', endDate: '2026-04-28' },
    });
    expect(made.statusCode).toBe(201);
    const game = made.json();
    expect(game).toMatchObject({ status: 'draft', name: 'Spring into health', companyId: acmeId });
    expect(game.description).toBe('Four weeks of movement and rest');

    const activities = (await acme.get(`/task/competition/${game.id}/1`)).json().result;
    expect(activities.map((a: { name: string; subtasks: unknown[] }) => [a.name, a.subtasks.length])).toEqual(
      [
        ['Move', 2],
        ['Rest', 1],
      ],
    );
    const goals = (await acme.get(`/game/targets-kpi/competition/${game.id}`)).json();
    expect(goals.map((g: { kpiName: string; target: number }) => [g.kpiName, g.target])).toEqual([
      ['Active minutes', 600],
    ]);
    expect((await acme.get(`/competitioncharity?comp_id=${game.id}`)).json()).toHaveLength(1);

    // Changing the game leaves the template as it was.
    await acme.post('/task/update/sub', { id: activities[0].subtasks[0].id, points: 99 });
    expect(content((await acme.get(`/templates/${template.id}`)).json())).toEqual(content(template));
    await acme.post('/task/update/sub', { id: activities[0].subtasks[0].id, points: 10 });

    const saved = await acme.post(`/competitions/${game.id}/create-templates`, {
      categoryId: WELL_BEING,
      language: 'en',
      name: 'Healthy habits, round two',
    });
    expect(saved.statusCode).toBe(201);
    const back = saved.json() as Detail;
    expect(back).toMatchObject({ scope: 'company', companyId: acmeId });
    expect(back.id).not.toBe(template.id);
    expect(content(back)).toEqual(content(template));
    expect(back.tasks[0]?.id).not.toBe(template.tasks[0]?.id);
  });

  it('shares global templates read-only and keeps company templates to their company', async () => {
    const global = await buildTemplate(platform, { global: true, name: 'Global wellness' });
    expect(global).toMatchObject({ scope: 'global', companyId: null });
    const own = await buildTemplate(acme, { name: 'Acme only' });

    const seenBy = async (c: Caller) =>
      (await c.get(`/game/templates/all?category_id=${WELL_BEING}&perPage=100`))
        .json()
        .data.map((x: Detail) => x.id);
    expect(await seenBy(acme)).toEqual(expect.arrayContaining([global.id, own.id]));
    expect(await seenBy(globex)).toContain(global.id);
    expect(await seenBy(globex)).not.toContain(own.id);
    expect((await acme.get(`/templates/${global.id}`)).json().editable).toBe(false);

    // Another company's template: 404 on every call.
    expect((await globex.get(`/templates/${own.id}`)).statusCode).toBe(404);
    expect((await globex.put(`/templates/${own.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await globex.delete(`/templates/${own.id}`)).statusCode).toBe(404);
    expect((await globex.get(`/templates-task?template_id=${own.id}`)).statusCode).toBe(404);
    expect((await globex.get(`/templates-task/${own.tasks[0]?.id}`)).statusCode).toBe(404);
    expect((await globex.delete(`/templates-sub-task/${own.tasks[0]?.subTasks[0]?.id}`)).statusCode).toBe(
      404,
    );
    expect((await globex.post('/templatekpis', { templateId: own.id, name: 'Sneaky' })).statusCode).toBe(404);
    expect(
      (await globex.post(`/templates/${own.id}/create-game`, { competition: { name: 'Borrowed' } }))
        .statusCode,
    ).toBe(404);

    // A global template: company admins read and use it, only the platform changes it.
    const refused = await acme.put(`/templates/${global.id}`, { name: 'Ours now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageCode).toBe('templates.globalReadOnly');
    expect((await acme.post('/templates-task', { templateId: global.id, name: 'More' })).statusCode).toBe(
      403,
    );
    expect((await acme.delete(`/templatekpis/${global.kpis[0]?.id}`)).statusCode).toBe(403);
    expect((await acme.delete(`/templatetargetkpi/templates/${global.id}`)).statusCode).toBe(403);
    expect((await acme.delete(`/templates/${global.id}`)).statusCode).toBe(403);
    expect((await platform.put(`/templates/${global.id}`, { name: 'Global wellness 2' })).statusCode).toBe(
      200,
    );
    const fromGlobal = await globex.post(`/templates/${global.id}/create-game`, {
      competition: { name: 'Globex fit' },
    });
    expect(fromGlobal.statusCode).toBe(201);
    expect(fromGlobal.json().companyId).toBe(globexId);

    // Only the platform keeps global templates; a company's saved game stays the company's.
    expect(
      (
        await acme.post('/templates', { categoryId: WELL_BEING, language: 'en', name: 'Mine', global: true })
      ).json(),
    ).toMatchObject({
      messageCode: 'validation.fields',
      details: [{ path: 'global', messageCode: 'validation.globalPlatformOnly' }],
    });
    const game = await insertGame(t.db, acmeId);
    expect(
      (
        await globex.post(`/competitions/${game.id}/create-templates`, {
          categoryId: WELL_BEING,
          language: 'en',
          name: 'Stolen',
        })
      ).statusCode,
    ).toBe(404);
    // A platform admin makes a game for a named company, from a template that company may use.
    expect(
      (
        await platform.post(`/templates/${own.id}/create-game`, {
          competition: { name: 'For Globex', companyId: globexId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await platform.post(`/templates/${own.id}/create-game`, {
          competition: { name: 'For Acme', companyId: acmeId },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses bad input naming the field', async () => {
    const template = await buildTemplate(acme);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/templates', { categoryId: WELL_BEING, language: 'en' }, 'name'],
      ['/templates', { categoryId: MISSING, language: 'en', name: 'Unknown category' }, 'categoryId'],
      ['/templates', { categoryId: WELL_BEING, language: 'es', name: 'Spanish' }, 'language'],
      ['/templates-task', { templateId: template.id, name: '' }, 'name'],
      ['/templates-sub-task', { taskId: template.tasks[0]?.id, name: 'Run', points: -1 }, 'points'],
      ['/templatekpis', { templateId: template.id, name: 'Calls', direction: 'sideways' }, 'direction'],
      ['/templatetargetkpi', { kpiId: template.kpis[0]?.id, target: 0 }, 'target'],
      ['/templatecharity', { templateId: template.id, charityId: MISSING, pledgePerPoint: 1 }, 'charityId'],
      [`/templates/${template.id}/create-game`, { competition: { name: 'X' } }, 'competition.name'],
      [
        `/templates/${template.id}/create-game`,
        { competition: { name: 'Backwards', startDate: '2026-05-01', endDate: '2026-04-01' } },
        'competition.endDate',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await acme.post(url, body);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(paths(res.json()), `${url} ${field}`).toContain(field);
    }
    expect(paths((await acme.get('/game/templates/all?category_id=nope')).json())).toContain(
      'querystring.category_id',
    );
    expect(paths((await acme.put(`/templates/${template.id}`, { categoryId: MISSING })).json())).toContain(
      'categoryId',
    );
    expect((await acme.get(`/templates/${MISSING}`)).statusCode).toBe(404);
  });
});

describe('seeded templates and the onboarding entry point', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a template in every category and language, once', async () => {
    expect(await t.db.transaction((tx) => seedTemplates(tx))).toBe(24);
    expect(await t.db.transaction((tx) => seedTemplates(tx))).toBe(0);
    const admin = await signInCaller(t, 'company_admin');
    const categories = (await admin.get('/game/templates-category/all')).json().data;
    expect(categories.map((c: { templates: number }) => c.templates)).toEqual([4, 4, 4, 4, 4, 4]);
    const german = (await admin.get(`/game/templates/all?category_id=${WELL_BEING}&lang=de`)).json();
    expect(german.data.map((x: Detail) => [x.name, x.scope, x.editable])).toEqual([
      ['Bewegen, erholen, auftanken', 'global', false],
    ]);
    const detail = (await admin.get(`/templates/${german.data[0].id}`)).json() as Detail;
    expect(detail.tasks.map((x) => x.name)).toEqual(['Bewegung', 'Erholung', 'Kopf']);
    expect(detail.targets).toHaveLength(2);
  });

  it('createGameFromTemplate builds a draft inside the caller’s transaction', async () => {
    const company = await createCompany(t.db, { name: 'Onboarded' });
    const organiser = await createUser(t.db, { companyId: company.id, email: 'org@onboarded.test' });
    const [template] = await t.db
      .select()
      .from(templates)
      .where(eq(templates.seedKey, 'leadership-coaching:fr'));
    const gameId = await t.db.transaction((tx) =>
      createGameFromTemplate(tx, {
        companyId: company.id,
        templateId: (template as { id: string }).id,
        name: 'Manager coach 2026',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        createdBy: organiser.id,
      }),
    );
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({ companyId: company.id, status: 'draft', createdBy: organiser.id });
    const copied = await t.db.select().from(activities).where(eq(activities.gameId, gameId));
    expect(copied.map((a) => a.name).sort()).toEqual([
      'Développement',
      'Entretiens individuels',
      'Reconnaissance',
    ]);

    // A failure later in the caller's transaction leaves nothing behind.
    const before = (await t.db.select().from(games)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await createGameFromTemplate(tx, {
          companyId: company.id,
          templateId: (template as { id: string }).id,
          name: 'Rolled back',
          startDate: null,
          endDate: null,
          createdBy: organiser.id,
        });
        throw new Error('onboarding failed');
      }),
    ).rejects.toThrow('onboarding failed');
    expect((await t.db.select().from(games)).length).toBe(before);

    await expect(
      t.db.transaction((tx) =>
        createGameFromTemplate(tx, {
          companyId: company.id,
          templateId: MISSING,
          name: 'Nothing',
          startDate: null,
          endDate: null,
          createdBy: organiser.id,
        }),
      ),
    ).rejects.toMatchObject({ status: 404, messageCode: 'templates.notFound' });
  });
});
