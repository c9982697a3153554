import { salesLeads } from '../../src/db/schema/index.ts';
import { apiClient, platformOnly, type Table } from './table.ts';
import type { World } from './world.ts';

async function lead(w: World) {
  const [row] = await w.t.db
    .insert(salesLeads)
    .values({
      source: 'form',
      companyName: 'Matrix Co',
      contactName: 'Mia Matrix',
      email: 'mia@matrix.example',
    })
    .returning({ id: salesLeads.id });
  return row?.id ?? '';
}

/** Plans, sales leads and public onboarding (decision 0022). */
export const onboardingTable: Table = {
  'GET /api/companies/:id/plan': {
    call: (w, _c, target) => ({ url: `/api/companies/${w.companyOf(target)}/plan` }),
    expect: {
      admin: 200,
      company_admin: { own: 200, other: 404 },
      client: { own: 200, other: 404 },
      player: 403,
      anonymous: 401,
    },
  },
  'GET /api/salesleads': { call: () => ({ url: '/api/salesleads' }), expect: platformOnly(200) },
  'GET /api/salesleads/:id': {
    call: async (w) => ({ url: `/api/salesleads/${await lead(w)}` }),
    expect: platformOnly(200),
  },
  'PUT /api/salesleads/:id': {
    call: async (w) => ({
      url: `/api/salesleads/${await lead(w)}`,
      payload: { status: 'contacted', note: 'Called.' },
    }),
    expect: platformOnly(200),
  },
  'POST /api/game/salesleads': apiClient('/api/game/salesleads'),
  'GET /api/game/onboarding/templates': apiClient('/api/game/onboarding/templates', 'none'),
  'POST /api/game/onboarding': apiClient('/api/game/onboarding'),
  'POST /api/game/onboarding/confirm': apiClient('/api/game/onboarding/confirm'),
  'GET /api/game/onboarding-user/:id': apiClient('/api/game/onboarding-user/abcdefgh12', 'none'),
  'POST /api/game/onboarding-user': apiClient('/api/game/onboarding-user'),
};
