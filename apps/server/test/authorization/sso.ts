import { ssoProviders } from '../../src/db/schema/index.ts';
import { apiClient, type Caller, type Outcome, type Table, type Target } from './table.ts';
import type { World } from './world.ts';

/** An identity provider of the target's company, stored as the admin screen would leave it. */
async function providerFor(w: World, target: Target) {
  const [provider] = await w.t.db
    .insert(ssoProviders)
    .values({
      companyId: w.companyOf(target),
      issuer: 'https://login.example.com',
      clientId: w.unique('client'),
      clientSecretSealed: 'v1.not-a-real-secret',
    })
    .returning();
  if (!provider) throw new Error('provider not inserted');
  return provider;
}

/** Company admins manage their company's sign-in, platform admins any company's; nobody else. */
const managers = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { own: ok, other: 404 },
  player: 403,
  client: 403,
  anonymous: 401,
});
const ownCompanyOnly = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: ok,
  player: 403,
  client: 403,
  anonymous: 401,
});

/** Single sign-on (decision 0035). */
export const ssoTable: Table = {
  'GET /api/company/sso/providers': {
    call: () => ({ url: '/api/company/sso/providers' }),
    expect: ownCompanyOnly(200),
  },
  'POST /api/company/sso/providers': {
    call: (w) => ({
      url: '/api/company/sso/providers',
      payload: {
        issuer: 'https://login.example.com',
        clientId: 'rally',
        clientSecret: 'a-secret',
        domains: [`${w.unique('d')}.example`],
      },
    }),
    expect: ownCompanyOnly(201),
  },
  'PUT /api/company/sso/providers/:id': {
    call: async (w, _c, target) => ({
      url: `/api/company/sso/providers/${(await providerFor(w, target)).id}`,
      payload: {
        issuer: 'https://login.example.com',
        clientId: 'rally-renamed',
        domains: [`${w.unique('d')}.example`],
        createUsers: true,
      },
    }),
    expect: managers(200),
  },
  'DELETE /api/company/sso/providers/:id': {
    call: async (w, _c, target) => ({
      url: `/api/company/sso/providers/${(await providerFor(w, target)).id}`,
    }),
    expect: managers(204),
  },
  'GET /api/company/sso/policy': {
    call: () => ({ url: '/api/company/sso/policy' }),
    expect: ownCompanyOnly(200),
  },
  'PUT /api/company/sso/policy': {
    call: () => ({ url: '/api/company/sso/policy', payload: { required: false, breakGlassUserId: null } }),
    expect: ownCompanyOnly(200),
  },
  'POST /api/auth/sso/start': apiClient('/api/auth/sso/start'),
  'POST /api/auth/sso/callback': apiClient('/api/auth/sso/callback'),
};
