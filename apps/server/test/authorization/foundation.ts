import { issueTokens } from '../../src/areas/auth/tokens.ts';
import { createUser } from '../../src/seed/factories.ts';
import { apiClient, everyone, platformOnly, signedIn, type Table } from './table.ts';

const at = (url: string) => () => ({ url });

/** Probes, docs, accounts, dashboard and mailbox (the foundation). */
export const foundationTable: Table = {
  'GET /api/healthz': { call: at('/api/healthz'), expect: everyone(200) },
  'GET /api/readyz': { call: at('/api/readyz'), expect: everyone(200) },
  'GET /api/metrics': { call: at('/api/metrics'), expect: everyone(200) },
  'GET /api/docs': { call: at('/api/docs'), expect: everyone(200) },
  'GET /api/docs/json': { call: at('/api/docs/json'), expect: everyone(200) },
  'GET /api/docs/yaml': { call: at('/api/docs/yaml'), expect: everyone(200) },
  'GET /api/docs/static/index.html': { call: at('/api/docs/static/index.html'), expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': {
    call: at('/api/docs/static/swagger-initializer.js'),
    expect: everyone(200),
  },
  'GET /api/docs/static/*': { call: at('/api/docs/static/swagger-ui.css'), expect: everyone(200) },

  'POST /api/auth/gettoken': apiClient('/api/auth/gettoken'),
  'POST /api/auth/register': apiClient('/api/auth/register'),
  'POST /api/auth/confirm-email': apiClient('/api/auth/confirm-email'),
  'POST /api/user/forgotpassword': apiClient('/api/user/forgotpassword'),
  'GET /api/user/resetpassword': {
    call: at('/api/user/resetpassword?id=0123456789abcdef0123'),
    expect: everyone(401),
  },
  'POST /api/user/resetpassword': apiClient('/api/user/resetpassword'),
  'POST /api/auth/forgotpassword': apiClient('/api/auth/forgotpassword'),
  'POST /api/auth/verifyotp': apiClient('/api/auth/verifyotp'),
  'POST /api/auth/resetpassword': apiClient('/api/auth/resetpassword'),
  'POST /api/auth/refresh-token': {
    // Public: the refresh token is the credential, whoever (if anyone) is signed in.
    call: async (w) => {
      const user = await createUser(w.t.db, { companyId: w.company.own, status: 'active' });
      const { refreshToken } = await issueTokens(w.t.db, w.t.app.jwt, user, { rememberMe: false });
      return { url: '/api/auth/refresh-token', payload: { refreshToken } };
    },
    expect: everyone(200),
  },
  // Without a body it names no session: the caller's tokens stay valid for the calls that follow.
  'POST /api/auth/logout': { call: at('/api/auth/logout'), expect: signedIn(204) },
  'GET /api/auth/me': { call: at('/api/auth/me'), expect: signedIn(200) },
  'GET /api/user/role': { call: at('/api/user/role'), expect: signedIn(200) },

  'GET /api/dashboard/companyoverview': {
    call: at('/api/dashboard/companyoverview'),
    expect: { admin: 200, company_admin: 200, client: 200, player: 403, anonymous: 401 },
  },
  'GET /api/mailbox': {
    call: at('/api/mailbox'),
    expect: platformOnly(200),
  },
  'GET /api/mailbox/:id': {
    call: (w) => ({ url: `/api/mailbox/${w.mailId}` }),
    expect: platformOnly(200),
  },
};
