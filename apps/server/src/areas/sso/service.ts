import type {
  TSsoPolicy,
  TSsoProvider,
  ZCreateSsoProviderRequest,
  ZSsoPolicy,
  ZUpdateSsoProviderRequest,
} from '@rally/contracts/sso';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { seal } from '../../lib/sealed.ts';
import { accountById } from '../users/reads.ts';
import type { DiscoveryCache } from './discovery-cache.ts';
import * as q from './queries.ts';

/** The `purpose` a provider's client secret is sealed under (lib/sealed.ts). */
export const CLIENT_SECRET_PURPOSE = 'sso-client-secret';

const toProvider = (row: q.ProviderRow, domains: string[]): TSsoProvider => ({
  id: row.id,
  issuer: row.issuer,
  clientId: row.clientId,
  domains,
  createUsers: row.createUsers,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /company/sso/providers`: the company's providers with their domains; never a secret. */
export async function listSsoProviders(opts: { db: Executor; scope: Scope; redirectUri: string }) {
  const rows = await q.listProviders(opts.db, opts.scope);
  const domains = await q.domainsOf(
    opts.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => toProvider(row, domains.get(row.id) ?? [])),
    redirectUri: opts.redirectUri,
  };
}

/** Refuses a plain-http issuer unless the operator allows them (`SSO_ALLOW_INSECURE_ISSUERS`). */
function checkIssuer(issuer: string, allowInsecureIssuers: boolean) {
  if (new URL(issuer).protocol !== 'https:' && !allowInsecureIssuers)
    throw invalid('issuer', 'sso.httpsRequired');
  return issuer.replace(/\/$/, '');
}

/**
 * Gives `domains` to the provider. A domain another provider serves (of any company) is a 409
 * naming it: an e-mail must lead to one provider only, and which company holds it is not said.
 */
async function claimDomains(tx: Executor, provider: { id: string; companyId: string }, domains: string[]) {
  const taken = (await q.takenDomains(tx, domains)).find((d) => d.providerId !== provider.id);
  if (taken) throw conflict('sso.domainTaken', { domain: taken.domain });
  await q.replaceDomains(tx, provider, domains).catch((err: unknown) => {
    // Two admins claiming one domain at once: the primary key decides, the loser hears 409.
    throw isUniqueViolation(err) ? conflict('sso.domainTaken', { domain: domains.join(', ') }) : err;
  });
}

type ProviderWrite = { tx: Executor; scope: Scope; serverSecret: string; allowInsecureIssuers: boolean };

/** `POST /company/sso/providers`: the secret is sealed and never answered. */
export async function createSsoProvider(
  opts: ProviderWrite & { input: z.output<typeof ZCreateSsoProviderRequest> },
) {
  const { tx, scope, input } = opts;
  const issuer = checkIssuer(input.issuer, opts.allowInsecureIssuers);
  const domains = [...new Set(input.domains)].sort();
  const row = await q.insertProvider(tx, {
    companyId: scope.companyId,
    issuer,
    clientId: input.clientId,
    clientSecretSealed: seal(opts.serverSecret, CLIENT_SECRET_PURPOSE, input.clientSecret),
    createUsers: input.createUsers,
    createdBy: scope.userId,
  });
  await claimDomains(tx, row, domains);
  return toProvider(row, domains);
}

/**
 * `PUT /company/sso/providers/{id}`: checked as create is. An omitted secret keeps the sealed one, a
 * given one replaces it (rotation). The cached discovery is dropped: the next sign-in discovers anew.
 */
export async function updateSsoProvider(
  opts: ProviderWrite & {
    id: string;
    input: z.output<typeof ZUpdateSsoProviderRequest>;
    discovery: DiscoveryCache<unknown>;
  },
) {
  const { tx, input } = opts;
  const found = await q.providerInScope(tx, opts.scope, opts.id);
  if (!found) throw notFound('sso.providerNotFound');
  const issuer = checkIssuer(input.issuer, opts.allowInsecureIssuers);
  const domains = [...new Set(input.domains)].sort();
  const row = await q.updateProvider(tx, found.id, {
    issuer,
    clientId: input.clientId,
    createUsers: input.createUsers,
    ...(input.clientSecret === undefined
      ? {}
      : { clientSecretSealed: seal(opts.serverSecret, CLIENT_SECRET_PURPOSE, input.clientSecret) }),
  });
  await claimDomains(tx, row, domains);
  opts.discovery.drop(row.id);
  return toProvider(row, domains);
}

/** `DELETE /company/sso/providers/{id}`: its domains go with it, and its cached discovery. */
export async function deleteSsoProvider(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  discovery: DiscoveryCache<unknown>;
}) {
  const row = await q.providerInScope(opts.tx, opts.scope, opts.id);
  if (!row) throw notFound('sso.providerNotFound');
  await q.deleteProvider(opts.tx, row.id);
  opts.discovery.drop(row.id);
}

const toPolicy = (row: { required: boolean; breakGlassUserId: string | null } | undefined): TSsoPolicy => ({
  required: row?.required ?? false,
  breakGlassUserId: row?.breakGlassUserId ?? null,
});

/** `GET /company/sso/policy`: the caller's company's rule (not required until set). */
export async function getSsoPolicy(opts: { db: Executor; scope: Scope }) {
  return toPolicy(await q.findPolicy(opts.db, opts.scope.companyId));
}

/** `PUT /company/sso/policy`: the break-glass admin must be an active company admin of the company. */
export async function setSsoPolicy(opts: { tx: Executor; scope: Scope; input: z.output<typeof ZSsoPolicy> }) {
  const { tx, scope, input } = opts;
  if (input.breakGlassUserId) {
    const account = await accountById(tx, input.breakGlassUserId);
    if (account?.companyId !== scope.companyId || account.role !== 'company_admin')
      throw invalid('breakGlassUserId', 'sso.breakGlassNotAdmin');
  }
  return toPolicy(
    await q.upsertPolicy(tx, {
      companyId: scope.companyId,
      required: input.required,
      breakGlassUserId: input.breakGlassUserId,
    }),
  );
}

/**
 * Password sign-in's check (auth's `passwordSignInChecks`): a company that requires its provider
 * refuses passwords, except for its break-glass admin. Runs after the password proved right, so the
 * answer tells nothing to someone who does not know it.
 */
export async function refusePasswordWhenSsoRequired(db: Executor, user: { id: string; companyId: string }) {
  const policy = await q.findPolicy(db, user.companyId);
  if (policy?.required && policy.breakGlassUserId !== user.id)
    throw new AppError('INVALID_CREDENTIALS', 'auth.ssoRequired');
}
