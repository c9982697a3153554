import { activities, behaviours, kpis, targetKpis } from '../../src/db/schema/index.ts';
import { gameFor, organisers, readers } from './games.ts';
import type { Table, Target } from './table.ts';
import type { World } from './world.ts';

/** A fresh draft game of the target's company (the matrix player plays in it) with one habit of one behaviour. */
async function habitFor(w: World, target: Target) {
  const { game } = await gameFor(w, target);
  const into = { companyId: game.companyId, gameId: game.id };
  const [activity] = await w.t.db
    .insert(activities)
    .values({ ...into, name: 'Matrix habit' })
    .returning();
  if (!activity) throw new Error('activity not inserted');
  const [behaviour] = await w.t.db
    .insert(behaviours)
    .values({ ...into, activityId: activity.id, name: 'Matrix behaviour', points: 5 })
    .returning();
  if (!behaviour) throw new Error('behaviour not inserted');
  return { game, activity, behaviour };
}

/** A fresh draft game of the target's company with one KPI and its game-wide target. */
async function goalFor(w: World, target: Target) {
  const { game } = await gameFor(w, target);
  const [kpi] = await w.t.db
    .insert(kpis)
    .values({ companyId: game.companyId, gameId: game.id, name: 'Matrix KPI' })
    .returning();
  if (!kpi) throw new Error('KPI not inserted');
  const [goal] = await w.t.db
    .insert(targetKpis)
    .values({ companyId: game.companyId, kpiId: kpi.id, sourceId: game.id, target: 10 })
    .returning();
  if (!goal) throw new Error('target not inserted');
  return { game, kpi, goal };
}

/** Two games of the target's company, to copy from one into the other. */
const copyBetween = async (w: World, target: Target) => ({
  fromCompetitionId: (await habitFor(w, target)).game.id,
  toCompetitionId: (await gameFor(w, target)).game.id,
});

/** Activities, behaviours, KPIs, goals and their copies. */
export const contentTable: Table = {
  'GET /api/task/competition/:competitionId/:page': {
    call: async (w, _c, target) => ({ url: `/api/task/competition/${(await gameFor(w, target)).game.id}/1` }),
    expect: readers(200),
  },
  'GET /api/task/:id': {
    call: async (w, _c, target) => ({ url: `/api/task/${(await habitFor(w, target)).activity.id}` }),
    expect: readers(200),
  },
  'GET /api/subtask/:id': {
    call: async (w, _c, target) => ({ url: `/api/subtask/${(await habitFor(w, target)).behaviour.id}` }),
    expect: readers(200),
  },
  'POST /api/task/competition/subtask/add': {
    call: async (w, _c, target) => ({
      url: '/api/task/competition/subtask/add',
      payload: {
        competitionId: (await gameFor(w, target)).game.id,
        name: 'New habit',
        subtasks: [{ name: 'b', points: 1 }],
      },
    }),
    expect: organisers(201),
  },
  'POST /api/task/add/subtask/task': {
    call: async (w, _c, target) => ({
      url: '/api/task/add/subtask/task',
      payload: { taskId: (await habitFor(w, target)).activity.id, name: 'More', points: 2 },
    }),
    expect: organisers(201),
  },
  'POST /api/task/update/main': {
    call: async (w, _c, target) => ({
      url: '/api/task/update/main',
      payload: { id: (await habitFor(w, target)).activity.id, name: 'Renamed' },
    }),
    expect: organisers(200),
  },
  'POST /api/task/update/sub': {
    call: async (w, _c, target) => ({
      url: '/api/task/update/sub',
      payload: { id: (await habitFor(w, target)).behaviour.id, points: 9 },
    }),
    expect: organisers(200),
  },
  'POST /api/task/competition/delete': {
    call: async (w, _c, target) => ({
      url: '/api/task/competition/delete',
      payload: { taskId: (await habitFor(w, target)).activity.id },
    }),
    expect: organisers(204),
  },
  'POST /api/task/subtask/delete': {
    call: async (w, _c, target) => ({
      url: '/api/task/subtask/delete',
      payload: { subtaskId: (await habitFor(w, target)).behaviour.id },
    }),
    expect: organisers(204),
  },
  'POST /api/competition/existing/task/copy': {
    call: async (w, _c, target) => ({
      url: '/api/competition/existing/task/copy',
      payload: await copyBetween(w, target),
    }),
    expect: organisers(200),
  },

  'GET /api/competition/:id/kpi/:page': {
    call: async (w, _c, target) => ({ url: `/api/competition/${(await goalFor(w, target)).game.id}/kpi/1` }),
    expect: readers(200),
  },
  'POST /api/kpi': {
    call: async (w, _c, target) => ({
      url: '/api/kpi',
      payload: { competitionId: (await gameFor(w, target)).game.id, name: 'New KPI' },
    }),
    expect: organisers(201),
  },
  'PUT /api/kpi/:id': {
    call: async (w, _c, target) => ({
      url: `/api/kpi/${(await goalFor(w, target)).kpi.id}`,
      payload: { weight: 5 },
    }),
    expect: organisers(200),
  },
  'DELETE /api/kpi/:id': {
    call: async (w, _c, target) => ({ url: `/api/kpi/${(await goalFor(w, target)).kpi.id}` }),
    expect: organisers(204),
  },
  'POST /api/competition/copy/kpi': {
    call: async (w, _c, target) => ({
      url: '/api/competition/copy/kpi',
      payload: {
        fromCompetitionId: (await goalFor(w, target)).game.id,
        toCompetitionId: (await gameFor(w, target)).game.id,
      },
    }),
    expect: organisers(200),
  },
  'GET /api/game/targets-kpi/competition/:id': {
    call: async (w, _c, target) => ({
      url: `/api/game/targets-kpi/competition/${(await goalFor(w, target)).game.id}`,
    }),
    expect: readers(200),
  },
  'GET /api/targets-kpi/src/:id': {
    call: async (w, _c, target) => ({ url: `/api/targets-kpi/src/${(await goalFor(w, target)).game.id}` }),
    expect: readers(200),
  },
  'POST /api/targets-kpi': {
    call: async (w, _c, target) => {
      const { game } = await gameFor(w, target);
      const [kpi] = await w.t.db
        .insert(kpis)
        .values({ companyId: game.companyId, gameId: game.id, name: 'Without goal' })
        .returning();
      return { url: '/api/targets-kpi', payload: { kpiId: kpi?.id, target: 12 } };
    },
    expect: organisers(201),
  },
  'PUT /api/targets-kpi/:id': {
    call: async (w, _c, target) => ({
      url: `/api/targets-kpi/${(await goalFor(w, target)).goal.id}`,
      payload: { target: 20 },
    }),
    expect: organisers(200),
  },
  'DELETE /api/targets-kpi/:id': {
    call: async (w, _c, target) => ({ url: `/api/targets-kpi/${(await goalFor(w, target)).goal.id}` }),
    expect: organisers(204),
  },
};
