import { abilitiesFor, buildAbility, type TAppAbility, type TRole } from '@rally/contracts/abilities';
import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/auth';
import { COMPANY_KEY_HEADER } from '@rally/contracts/kpi-actuals';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { checkCompanyKey } from '../areas/kpi-actuals/api-keys.ts';
import type { Database } from '../db/client.ts';
import { apiClients, refreshTokens, users } from '../db/schema/index.ts';
import { cachedAccess, type Decision, listenForAccessChanges } from '../lib/access-cache.ts';
import { AppError } from '../lib/errors.ts';
import { safeEqual, sha256 } from '../lib/secrets.ts';

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'auth.signInRequired');

/** Bearer token -> the caller's scope, refusing tokens of disabled users or of ended sessions. */
async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthenticated();
  const token = header.slice(7).trim();
  // Decided once per token for a few seconds; writes that end access drop it (lib/access-cache.ts).
  const scope = await cachedAccess(token, () => decideAccess(app, token));
  if (!scope) throw unauthenticated();
  return scope;
}

async function decideAccess(app: FastifyInstance, token: string): Promise<Decision | undefined> {
  const claims = await app.jwt.verify(token);
  if (!claims) return undefined;
  const [user] = await app.db
    .select({
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      status: users.status,
      validAfter: users.sessionsValidAfter,
      // The token's session signed out: one probe of the family index, in the same round trip.
      sessionEnded: claims.fid
        ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.fid} and ${refreshTokens.revokedAt} is not null)`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, claims.sub));
  const expiresAt = claims.exp * 1000;
  // iat carries milliseconds (lib/jwt.ts), so "issued before the sessions ended" is exact.
  if (user?.status !== 'active' || claims.iat * 1000 < user.validAfter.getTime() || user.sessionEnded) {
    return { userId: claims.sub, scope: null, expiresAt };
  }
  return {
    userId: user.id,
    scope: { userId: user.id, companyId: user.companyId, role: user.role },
    expiresAt,
  };
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

  // Other processes' sign-outs and disabled accounts reach this one's access cache. Without a
  // database that listens (a bare test app) nothing is cached.
  const database = app.database as Partial<Database> | undefined;
  if (database?.listen) {
    const stop = await listenForAccessChanges(app.database).catch(() => undefined);
    if (stop) app.addHook('onClose', stop);
  }
  app.decorateRequest('companyKey', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api') || url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${url} declares no access`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (access === 'api-client') return checkApiClient(app, request);
    if (access === 'company-key') {
      request.companyKey = await checkCompanyKey(app.db, request.headers[COMPANY_KEY_HEADER]);
      return;
    }
    const scope = await authenticate(app, request);
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
