import { createHash } from 'node:crypto';
import { apiKeys, kpis, targetKpis } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/lib/secrets.ts';
import { multipart } from '../multipart.ts';
import { gameFor, organisers } from './games.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** A fresh game of the target's company with one KPI (target 10) and a team. */
async function kpiFor(w: World, target: Target) {
  const { game, team } = await gameFor(w, target);
  const [kpi] = await w.t.db
    .insert(kpis)
    .values({ companyId: game.companyId, gameId: game.id, name: w.unique('Matrix KPI') })
    .returning();
  if (!kpi) throw new Error('KPI not inserted');
  await w.t.db
    .insert(targetKpis)
    .values({ companyId: game.companyId, kpiId: kpi.id, sourceId: game.id, target: 10 });
  return { game, team, kpi };
}

/** A key of the target's company, its secret known to the test. */
async function keyFor(w: World, target: Target) {
  const secret = `rk_${w.unique('matrix-key')}`;
  const [key] = await w.t.db
    .insert(apiKeys)
    .values({
      companyId: w.companyOf(target),
      name: 'Matrix',
      prefix: secret.slice(0, 10),
      secretHash: sha256(secret),
    })
    .returning();
  if (!key) throw new Error('key not inserted');
  return { key, secret };
}

async function upload(w: World, target: Target, confirm: boolean) {
  const { game, team, kpi } = await kpiFor(w, target);
  const file = Buffer.from(`team,kpi,value\n${team.name},${kpi.name},5\n`);
  const form = await multipart([
    ...(confirm ? [{ name: 'fileHash', data: createHash('sha256').update(file).digest('hex') }] : []),
    { name: 'file', filename: 'actuals.csv', data: file },
  ]);
  return {
    url: `/api/kpi-actuals/competition/${game.id}/upload${confirm ? '' : '/preview'}`,
    payload: form.payload,
    headers: form.headers,
  };
}

/** Company admins manage their own company's keys; platform admins any; nobody else. */
const keyManagers = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: ok,
  player: 403,
  client: 403,
  anonymous: 401,
});

/** KPI actuals (grid, upload) and company API keys (ADR 0015). */
export const kpiActualsTable: Table = {
  'GET /api/kpi-actuals/competition/:id': {
    call: async (w, _c, target) => ({
      url: `/api/kpi-actuals/competition/${(await kpiFor(w, target)).game.id}`,
    }),
    expect: organisers(200),
  },
  'PUT /api/kpi-actuals/competition/:id': {
    call: async (w, _c, target) => {
      const { game, team, kpi } = await kpiFor(w, target);
      return {
        url: `/api/kpi-actuals/competition/${game.id}`,
        payload: { subject: 'team', entries: [{ kpiId: kpi.id, subjectId: team.id, value: 5 }] },
      };
    },
    expect: organisers(200),
  },
  'POST /api/kpi-actuals/competition/:id/upload/preview': {
    call: (w, _c, target) => upload(w, target, false),
    expect: organisers(200),
  },
  'POST /api/kpi-actuals/competition/:id/upload': {
    call: (w, _c, target) => upload(w, target, true),
    expect: organisers(200),
  },
  'GET /api/company/api-keys': { call: () => ({ url: '/api/company/api-keys' }), expect: keyManagers(200) },
  'POST /api/company/api-keys': {
    call: () => ({ url: '/api/company/api-keys', payload: { name: 'Matrix CRM' } }),
    expect: keyManagers(201),
  },
  'DELETE /api/company/api-keys/:id': {
    call: async (w, _c, target) => ({ url: `/api/company/api-keys/${(await keyFor(w, target)).key.id}` }),
    expect: { ...keyManagers(204), company_admin: { own: 204, other: 404 } },
  },
  // The key decides, not the signed-in caller: the own company's key reaches its KPI, another's is 404.
  'POST /api/kpi-actuals/by-key': {
    call: async (w, _c, target) => {
      const { team, kpi } = await kpiFor(w, target);
      const { secret } = await keyFor(w, 'own');
      return {
        url: '/api/kpi-actuals/by-key',
        headers: { 'x-rally-key': secret },
        payload: { actuals: [{ kpiId: kpi.id, teamId: team.id, value: 5 }] },
      };
    },
    expect: {
      admin: { own: 200, other: 404 },
      company_admin: { own: 200, other: 404 },
      player: { own: 200, other: 404 },
      client: { own: 200, other: 404 },
      anonymous: { own: 200, other: 404 },
    },
  },
};
