import type { TLoginResponse } from '@rally/contracts/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import { unseal } from '../../lib/sealed.ts';
import { sha256 } from '../../lib/secrets.ts';
import { openSession } from '../auth/service.ts';
import { activateInvitedUser, createSignedInPlayer } from '../users/manage-service.ts';
import { accountByEmail } from '../users/reads.ts';
import type { DiscoveryCache } from './discovery-cache.ts';
import {
  discover,
  finishAuthorization,
  newAuthorization,
  type ProviderConfiguration,
  type RelyingParty,
} from './oidc.ts';
import * as q from './queries.ts';
import { CLIENT_SECRET_PURPOSE } from './service.ts';

/** How long a sign-in may take at the provider before its state is refused. */
const LOGIN_TTL_MS = 10 * 60 * 1000;

export type SignInDeps = {
  db: Db;
  jwt: Jwt;
  rp: RelyingParty;
  serverSecret: string;
  discovery: DiscoveryCache<ProviderConfiguration>;
  log: FastifyBaseLogger;
};

const refused = (
  code:
    | 'sso.signInRefused'
    | 'sso.emailNotServed'
    | 'sso.otherCompany'
    | 'sso.noAccount'
    | 'sso.accountDisabled',
) => new AppError('INVALID_CREDENTIALS', code);

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The provider's configuration, discovered at most once per few minutes (`discovery-cache.ts`). */
async function configurationOf(deps: SignInDeps, provider: q.ProviderRow) {
  // What discovery is made from: an edit of any of it (in any process) misses the cached entry.
  const fingerprint = sha256([provider.issuer, provider.clientId, provider.clientSecretSealed].join('\n'));
  const clientSecret = unseal(deps.serverSecret, CLIENT_SECRET_PURPOSE, provider.clientSecretSealed);
  try {
    return await deps.discovery.get(provider.id, fingerprint, () =>
      discover({ issuer: provider.issuer, clientId: provider.clientId, clientSecret }, deps.rp),
    );
  } catch (err) {
    deps.log.warn({ providerId: provider.id, reason: reasonOf(err) }, 'sso: provider discovery failed');
    throw new AppError('UNAVAILABLE', 'sso.providerUnavailable');
  }
}

/** What the library said, for the log: its code and message, never a token or secret. */
const reasonOf = (err: unknown) =>
  err instanceof Error
    ? `${(err as { code?: string }).code ?? err.name}: ${err.message}`.slice(0, 300)
    : 'unknown';

/**
 * `POST /auth/sso/start`: the provider serving the e-mail's domain, and the URL to send the browser
 * to. An unknown domain is a 400 on `email` that names no company. The state, nonce and PKCE
 * verifier stay here (only the state's hash is the key), spent by the callback.
 */
export async function startSsoSignIn(deps: SignInDeps, email: string) {
  const provider = await q.providerForDomain(deps.db, domainOf(email));
  if (!provider) throw invalid('email', 'sso.unknownDomain');
  const config = await configurationOf(deps, provider);
  const auth = await newAuthorization(config, deps.rp, email);
  const now = new Date();
  await q.insertLogin(
    deps.db,
    {
      companyId: provider.companyId,
      providerId: provider.id,
      stateHash: sha256(auth.state),
      nonce: auth.nonce,
      codeVerifier: auth.codeVerifier,
      expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
    },
    now,
  );
  return { redirectUrl: auth.url };
}

/**
 * `POST /auth/sso/callback`: spends the sign-in its state names (first, outside any transaction, so
 * a replay finds nothing even if this one fails), lets the library exchange the code and check the
 * ID token, then signs the user in as password sign-in does (`openSession`). The address must be in
 * a domain the provider serves; an account of another company, a disabled one, or none (unless the
 * provider creates players) is refused.
 */
export async function finishSsoSignIn(deps: SignInDeps, query: string): Promise<TLoginResponse> {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = params.get('state');
  const login = state ? await q.takeLogin(deps.db, sha256(state), new Date()) : undefined;
  if (!state || !login) throw new AppError('LINK_EXPIRED', 'sso.loginExpired');
  const provider = await q.providerById(deps.db, login.providerId);
  if (!provider) throw new AppError('LINK_EXPIRED', 'sso.loginExpired');
  const config = await configurationOf(deps, provider);
  let claims: Awaited<ReturnType<typeof finishAuthorization>>;
  try {
    claims = await finishAuthorization(config, deps.rp, params, { state, ...login });
  } catch (err) {
    deps.log.warn({ providerId: provider.id, reason: reasonOf(err) }, 'sso: sign-in refused');
    throw refused('sso.signInRefused');
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const served = (await q.domainsOf(deps.db, [provider.id])).get(provider.id) ?? [];
  if (!email || claims.email_verified === false || !served.includes(domainOf(email)))
    throw refused('sso.emailNotServed');
  const fullName =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0];
  return deps.db.transaction(async (tx) => {
    const account = await accountByEmail(tx, email);
    if (account && account.companyId !== provider.companyId) throw refused('sso.otherCompany');
    if (account?.status === 'disabled') throw refused('sso.accountDisabled');
    if (!account && !provider.createUsers) throw refused('sso.noAccount');
    const userId =
      account?.id ??
      (await createSignedInPlayer(tx, { companyId: provider.companyId, email, fullName: fullName ?? email }));
    if (account?.status === 'invited') await activateInvitedUser(tx, account.id);
    const session = await openSession(
      tx,
      deps.jwt,
      {
        id: userId,
        companyId: provider.companyId,
        role: account?.role ?? 'player',
        status: 'active',
      },
      { rememberMe: false },
    );
    if (!session) throw refused('sso.accountDisabled');
    return session;
  });
}
