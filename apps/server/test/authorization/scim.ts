import { SCIM } from '@rally/contracts/scim';
import { scimTokens } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/lib/secrets.ts';
import { createUser } from '../../src/seed/factories.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** A SCIM token of the target's company, its secret known to the test. */
async function tokenFor(w: World, target: Target) {
  const secret = `scim_${w.unique('matrix-token')}`;
  const [token] = await w.t.db
    .insert(scimTokens)
    .values({
      companyId: w.companyOf(target),
      name: 'Matrix',
      prefix: secret.slice(0, 12),
      secretHash: sha256(secret),
    })
    .returning();
  if (!token) throw new Error('token not inserted');
  return { token, headers: { authorization: `Bearer ${secret}` } };
}

/** A user of the target's company, called with the own company's token. */
async function userCall(w: World, target: Target, path = '') {
  const user = await createUser(w.t.db, {
    companyId: w.companyOf(target),
    email: `${w.unique('scim')}@matrix.test`,
  });
  return { url: `/api/scim/v2/Users/${user.id}${path}`, headers: (await tokenFor(w, 'own')).headers };
}

/** Company admins manage their own company's tokens; platform admins any; nobody else. */
const managers = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: ok,
  player: 403,
  client: 403,
  anonymous: 401,
});

/** The token decides, not who is signed in: its own company's users answer, another's are 404. */
const byToken = (own: number, other = own): Record<Caller, Outcome> => ({
  admin: { own, other },
  company_admin: { own, other },
  player: { own, other },
  client: { own, other },
  anonymous: { own, other },
});

const discovery = (url: string) => ({
  call: async (w: World) => ({ url, headers: (await tokenFor(w, 'own')).headers }),
  expect: byToken(200),
});

/** SCIM provisioning (decision 0036). */
export const scimTable: Table = {
  'GET /api/company/scim-tokens': {
    call: () => ({ url: '/api/company/scim-tokens' }),
    expect: managers(200),
  },
  'POST /api/company/scim-tokens': {
    call: () => ({ url: '/api/company/scim-tokens', payload: { name: 'Matrix directory' } }),
    expect: managers(201),
  },
  'DELETE /api/company/scim-tokens/:id': {
    call: async (w, _c, target) => ({
      url: `/api/company/scim-tokens/${(await tokenFor(w, target)).token.id}`,
    }),
    expect: { ...managers(204), company_admin: { own: 204, other: 404 } },
  },
  'GET /api/scim/v2/ServiceProviderConfig': discovery('/api/scim/v2/ServiceProviderConfig'),
  'GET /api/scim/v2/ResourceTypes': discovery('/api/scim/v2/ResourceTypes'),
  'GET /api/scim/v2/ResourceTypes/User': discovery('/api/scim/v2/ResourceTypes/User'),
  'GET /api/scim/v2/Schemas': discovery('/api/scim/v2/Schemas'),
  [`GET /api/scim/v2/Schemas/${SCIM.user}`]: discovery(`/api/scim/v2/Schemas/${SCIM.user}`),
  'GET /api/scim/v2/Users': discovery('/api/scim/v2/Users'),
  'POST /api/scim/v2/Users': {
    call: async (w) => ({
      url: '/api/scim/v2/Users',
      headers: (await tokenFor(w, 'own')).headers,
      payload: { schemas: [SCIM.user], userName: `${w.unique('scim-new')}@matrix.test` },
    }),
    expect: byToken(201),
  },
  'GET /api/scim/v2/Users/:id': { call: (w, _c, target) => userCall(w, target), expect: byToken(200, 404) },
  'PUT /api/scim/v2/Users/:id': {
    call: async (w, _c, target) => ({
      ...(await userCall(w, target)),
      payload: { schemas: [SCIM.user], userName: `${w.unique('scim-put')}@matrix.test`, active: true },
    }),
    expect: byToken(200, 404),
  },
  'PATCH /api/scim/v2/Users/:id': {
    call: async (w, _c, target) => ({
      ...(await userCall(w, target)),
      payload: {
        schemas: [SCIM.patchOp],
        Operations: [{ op: 'replace', path: 'displayName', value: 'Matrix' }],
      },
    }),
    expect: byToken(200, 404),
  },
  'DELETE /api/scim/v2/Users/:id': {
    call: (w, _c, target) => userCall(w, target),
    expect: byToken(204, 404),
  },
};
