import {
  charities,
  templateCharities,
  templateKpis,
  templateSubTasks,
  templates,
  templateTargetKpis,
  templateTasks,
} from '../../src/db/schema/index.ts';
import { gameFor, organisers } from './games.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

const WELL_BEING = '019a0000-0000-7000-8000-000000000002';

/** Templates are organisers' work: platform admins and company admins, nobody else. */
const organisersOnly = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: ok,
  player: 403,
  client: 403,
  anonymous: 401,
});

/** A fresh template of the target's company with one item of every kind of content. */
async function templateFor(w: World, target: Target) {
  const db = w.t.db;
  const one = async <T>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error('template content not inserted');
    return row;
  };
  const template = await one(
    db
      .insert(templates)
      .values({
        companyId: w.companyOf(target),
        categoryId: WELL_BEING,
        language: 'en',
        name: w.unique('Matrix template'),
      })
      .returning(),
  );
  const templateId = template.id;
  const task = await one(db.insert(templateTasks).values({ templateId, name: 'Move' }).returning());
  const subTask = await one(
    db.insert(templateSubTasks).values({ templateId, taskId: task.id, name: 'Walk', points: 5 }).returning(),
  );
  const kpi = await one(db.insert(templateKpis).values({ templateId, name: 'Minutes' }).returning());
  const goal = await one(
    db.insert(templateTargetKpis).values({ templateId, kpiId: kpi.id, target: 100 }).returning(),
  );
  const charity = await one(
    db
      .insert(charities)
      .values({ name: w.unique('Template charity') })
      .returning(),
  );
  const link = await one(
    db
      .insert(templateCharities)
      .values({ templateId, charityId: charity.id, pledgePerPoint: 0.1 })
      .returning(),
  );
  return { template, task, subTask, kpi, goal, link };
}
const freshCharity = async (w: World) => {
  const [row] = await w.t.db
    .insert(charities)
    .values({ name: w.unique('Another charity') })
    .returning();
  return (row as { id: string }).id;
};

/** Templates and their content (ADR 0020). */
export const templatesTable: Table = {
  'GET /api/game/templates-category/all': {
    call: () => ({ url: '/api/game/templates-category/all' }),
    expect: organisersOnly(200),
  },
  'GET /api/game/templates/all': {
    call: () => ({ url: `/api/game/templates/all?category_id=${WELL_BEING}` }),
    expect: organisersOnly(200),
    verify: (answer, caller, _target, w) => {
      if (caller !== 'company_admin') return undefined;
      const owners = (answer.json() as { data: { companyId: string | null }[] }).data.map((x) => x.companyId);
      return owners.every((c) => c === null || c === w.company.own) ? undefined : `sees ${owners.join()}`;
    },
  },
  'GET /api/templates/:id': {
    call: async (w, _c, target) => ({ url: `/api/templates/${(await templateFor(w, target)).template.id}` }),
    expect: organisers(200),
  },
  'POST /api/templates': {
    call: (w) => ({
      url: '/api/templates',
      payload: { categoryId: WELL_BEING, language: 'en', name: w.unique('New template') },
    }),
    expect: organisersOnly(201),
  },
  'PUT /api/templates/:id': {
    call: async (w, _c, target) => ({
      url: `/api/templates/${(await templateFor(w, target)).template.id}`,
      payload: { name: 'Renamed' },
    }),
    expect: organisers(200),
  },
  'DELETE /api/templates/:id': {
    call: async (w, _c, target) => ({ url: `/api/templates/${(await templateFor(w, target)).template.id}` }),
    expect: organisers(204),
  },
  'POST /api/competitions/:id/create-templates': {
    call: async (w, _c, target) => ({
      url: `/api/competitions/${(await gameFor(w, target)).game.id}/create-templates`,
      payload: { categoryId: WELL_BEING, language: 'en', name: w.unique('Saved game') },
    }),
    expect: organisers(201),
  },
  'POST /api/templates/:id/create-game': {
    call: async (w, _c, target) => ({
      url: `/api/templates/${(await templateFor(w, target)).template.id}/create-game`,
      payload: { competition: { name: w.unique('From template'), companyId: w.companyOf(target) } },
    }),
    expect: organisers(201),
  },
  'DELETE /api/templatetargetkpi/templates/:id': {
    call: async (w, _c, target) => ({
      url: `/api/templatetargetkpi/templates/${(await templateFor(w, target)).template.id}`,
    }),
    expect: organisers(204),
  },
  ...content('templates-task', 'task', (t) => ({ templateId: t.template.id, name: 'Rest' }), {
    name: 'Sleep',
  }),
  ...content('templates-sub-task', 'subTask', (t) => ({ taskId: t.task.id, name: 'Stairs', points: 2 }), {
    points: 3,
  }),
  ...content('templatekpis', 'kpi', (t) => ({ templateId: t.template.id, name: 'Steps' }), { weight: 120 }),
  ...content(
    'templatetargetkpi',
    'goal',
    async (t, w) => {
      // The template's KPI already has a goal: a second KPI of it takes the new one.
      const [kpi] = await w.t.db
        .insert(templateKpis)
        .values({ templateId: t.template.id, name: 'Water' })
        .returning();
      return { kpiId: (kpi as { id: string }).id, target: 8 };
    },
    { target: 150 },
  ),
  ...content(
    'templatecharity',
    'link',
    async (t, w) => ({ templateId: t.template.id, charityId: await freshCharity(w), pledgePerPoint: 0.2 }),
    { cap: 100 },
  ),
};

type Fixture = Awaited<ReturnType<typeof templateFor>>;
/** The five calls of one kind of template content, each on a fresh template of the target's company. */
function content(
  path: string,
  item: 'task' | 'subTask' | 'kpi' | 'goal' | 'link',
  create: (t: Fixture, w: World) => object | Promise<object>,
  update: object,
): Table {
  return {
    [`GET /api/${path}`]: {
      call: async (w, _c, target) => ({
        url: `/api/${path}?template_id=${(await templateFor(w, target)).template.id}`,
      }),
      expect: organisers(200),
    },
    [`GET /api/${path}/:id`]: {
      call: async (w, _c, target) => ({ url: `/api/${path}/${(await templateFor(w, target))[item].id}` }),
      expect: organisers(200),
    },
    [`POST /api/${path}`]: {
      call: async (w, _c, target) => {
        const t = await templateFor(w, target);
        return { url: `/api/${path}`, payload: await create(t, w) };
      },
      expect: organisers(201),
    },
    [`PUT /api/${path}/:id`]: {
      call: async (w, _c, target) => ({
        url: `/api/${path}/${(await templateFor(w, target))[item].id}`,
        payload: update,
      }),
      expect: organisers(200),
    },
    [`DELETE /api/${path}/:id`]: {
      call: async (w, _c, target) => ({ url: `/api/${path}/${(await templateFor(w, target))[item].id}` }),
      expect: organisers(204),
    },
  };
}
