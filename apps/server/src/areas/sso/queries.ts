import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ssoDomains, ssoLogins, ssoPolicies, ssoProviders } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

export type ProviderRow = typeof ssoProviders.$inferSelect;

export const listProviders = (db: Executor, scope: Scope) =>
  db
    .select()
    .from(ssoProviders)
    .where(tenantFilter(scope, ssoProviders.companyId))
    .orderBy(desc(ssoProviders.createdAt));

/** Each provider's domains, alphabetically. */
export async function domainsOf(db: Executor, providerIds: string[]) {
  if (providerIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select()
    .from(ssoDomains)
    .where(inArray(ssoDomains.providerId, providerIds))
    .orderBy(asc(ssoDomains.domain));
  const byProvider = new Map<string, string[]>();
  for (const row of rows)
    byProvider.set(row.providerId, [...(byProvider.get(row.providerId) ?? []), row.domain]);
  return byProvider;
}

/** Which of `domains` a provider (of any company) already serves, and which provider. */
export const takenDomains = (db: Executor, domains: string[]) =>
  db
    .select({ domain: ssoDomains.domain, providerId: ssoDomains.providerId })
    .from(ssoDomains)
    .where(inArray(ssoDomains.domain, domains));

export async function insertProvider(tx: Executor, values: typeof ssoProviders.$inferInsert) {
  const [row] = await tx.insert(ssoProviders).values(values).returning();
  if (!row) throw new Error('sso provider not inserted');
  return row;
}

/** The provider serves exactly `domains` from now on (`domains` is never empty). */
export async function replaceDomains(
  tx: Executor,
  provider: { id: string; companyId: string },
  domains: string[],
) {
  await tx.delete(ssoDomains).where(eq(ssoDomains.providerId, provider.id));
  await tx
    .insert(ssoDomains)
    .values(domains.map((domain) => ({ domain, companyId: provider.companyId, providerId: provider.id })));
}

export async function updateProvider(
  tx: Executor,
  id: string,
  values: Partial<Pick<ProviderRow, 'issuer' | 'clientId' | 'clientSecretSealed' | 'createUsers'>>,
) {
  const [row] = await tx.update(ssoProviders).set(values).where(eq(ssoProviders.id, id)).returning();
  if (!row) throw new Error('sso provider not updated');
  return row;
}

export async function providerInScope(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.id, id), tenantFilter(scope, ssoProviders.companyId)));
  return row;
}

export async function providerById(db: Executor, id: string) {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  return row;
}

/** The provider serving an e-mail domain, whichever company it belongs to. */
export async function providerForDomain(db: Executor, domain: string) {
  const [row] = await db
    .select({ provider: ssoProviders })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.id, ssoDomains.providerId))
    .where(eq(ssoDomains.domain, domain));
  return row?.provider;
}

export const deleteProvider = (tx: Executor, id: string) =>
  tx.delete(ssoProviders).where(eq(ssoProviders.id, id));

export async function findPolicy(db: Executor, companyId: string) {
  const [row] = await db.select().from(ssoPolicies).where(eq(ssoPolicies.companyId, companyId));
  return row;
}

export async function upsertPolicy(tx: Executor, values: typeof ssoPolicies.$inferInsert) {
  const [row] = await tx
    .insert(ssoPolicies)
    .values(values)
    .onConflictDoUpdate({
      target: ssoPolicies.companyId,
      set: { required: values.required, breakGlassUserId: values.breakGlassUserId },
    })
    .returning();
  if (!row) throw new Error('sso policy not stored');
  return row;
}

/**
 * Keeps a sign-in until its callback spends it; sign-ins left unfinished (a closed tab) are deleted
 * here once expired, so the table holds only the last minutes' starts without a job of its own.
 */
export async function insertLogin(db: Executor, values: typeof ssoLogins.$inferInsert, now: Date) {
  await db.delete(ssoLogins).where(lte(ssoLogins.expiresAt, now));
  await db.insert(ssoLogins).values(values);
}

/**
 * Spends the sign-in a callback's state names, if it has not expired: deleted as it is read, in one
 * statement, so a state (and the nonce it carries) works once even when two callbacks race.
 */
export async function takeLogin(db: Executor, stateHash: string, now: Date) {
  const [row] = await db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.stateHash, stateHash), gt(ssoLogins.expiresAt, now)))
    .returning();
  return row;
}
