import { abilitiesFor, buildAbility, type TAppAbility, type TRole } from '@rally/contracts/abilities';
import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiClients } from '../db/schema/index.ts';
import { type AccessCheck, createAccessCheck } from '../lib/access-cache.ts';
import { AppError } from '../lib/errors.ts';
import { safeEqual, sha256 } from '../lib/secrets.ts';
import type { CompanyCredential, CompanyKeyCheck } from './types.ts';

const isCompanyCredential = (access: string): access is CompanyCredential =>
  access === 'company-key' || access === 'scim-token';

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'auth.signInRequired');

/** Bearer token -> the caller's scope, refusing tokens of disabled users or of ended sessions. */
async function authenticate(check: AccessCheck, request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthenticated();
  // The signature checked once per token, the account read on every request (lib/access-cache.ts).
  const scope = await check(header.slice(7).trim());
  if (!scope) throw unauthenticated();
  return scope;
}

/** The public client pair (DESIGN section 4): names the calling app; secrets compared in constant time. */
async function checkApiClient(app: FastifyInstance, request: FastifyRequest) {
  const key = request.headers[API_KEY_HEADER];
  const secret = request.headers[API_SECRET_HEADER];
  if (typeof key !== 'string' || typeof secret !== 'string' || key.length > 200 || secret.length > 200) {
    throw new AppError('INVALID_API_CLIENT', 'auth.apiClientNotAllowed');
  }
  const [client] = await app.db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.key, key), isNull(apiClients.revokedAt)));
  if (!client || !safeEqual(client.secretHash, sha256(secret))) {
    throw new AppError('INVALID_API_CLIENT', 'auth.apiClientNotAllowed');
  }
}

/** A role's abilities never change while the process runs: built once per role, not on every request. */
const abilities = new Map<TRole, TAppAbility>();
function abilityOf(role: TRole): TAppAbility {
  let ability = abilities.get(role);
  if (!ability) {
    ability = buildAbility(abilitiesFor(role));
    abilities.set(role, ability);
  }
  return ability;
}

/**
 * Every `/api` route declares its access (see `Access`); a route without one stops the server at
 * start, so no route is left unguarded by accident.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('scope', null);

  const check = createAccessCheck(app.db, app.jwt);
  app.decorateRequest('companyKey', null);
  const companyChecks = new Map<CompanyCredential, CompanyKeyCheck>();
  app.decorate('checkCompanyKeysWith', (given: CompanyKeyCheck, kind: CompanyCredential = 'company-key') => {
    companyChecks.set(kind, given);
  });

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api') || url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${url} declares no access`);
    const access = route.config.access;
    if (typeof access === 'string' && isCompanyCredential(access) && !companyChecks.has(access)) {
      throw new Error(`Route ${route.method} ${url} takes ${access}s, and nothing checks them yet`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (access === 'api-client') return checkApiClient(app, request);
    if (typeof access === 'string' && isCompanyCredential(access)) {
      const checkCompanyKey = companyChecks.get(access);
      if (!checkCompanyKey) throw new Error(`no ${access} check registered`);
      request.companyKey = await checkCompanyKey(app.db, request);
      return;
    }
    const scope = await authenticate(check, request);
    const [action, subject] = access;
    if (!abilityOf(scope.role).can(action, subject)) {
      throw new AppError('FORBIDDEN', 'auth.forbidden');
    }
    request.scope = scope;
  });
});

/** For handlers of ability-guarded routes: the scope is always set there. */
export function scopeOf(request: FastifyRequest) {
  if (!request.scope) throw unauthenticated();
  return request.scope;
}
