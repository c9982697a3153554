import { COMPANY_KEY_HEADER, type TApiKey, type TCreatedApiKey } from '@rally/contracts/kpi-actuals';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { CompanyKey } from '../../plugins/types.ts';
import { writeCompany } from '../companies/service.ts';

/**
 * Per-company API keys for KPI actuals (ADR 0015). The secret is `rk_` + 256 random bits, shown
 * once; only its SHA-256 is stored. A slow password hash would add nothing: nobody can guess 256
 * random bits, so the hash only has to be one-way, and a plain digest lets every call find its key
 * with one unique-index lookup instead of trying each stored key.
 */
export const KEY_PREFIX = 'rk_';

const toApiKey = (k: typeof apiKeys.$inferSelect & { createdByName: string | null }): TApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  createdByName: k.createdByName,
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

const withCreator = {
  createdByName: sql<
    string | null
  >`(select ${users.fullName} from ${users} where ${users.id} = ${apiKeys.createdBy})`,
};

/** `GET /company/api-keys`: newest first, revoked ones too (they say when). */
export async function listApiKeys(opts: { db: Executor; scope: Scope; companyId?: string | undefined }) {
  // The caller's own company's keys, or those of the company a platform admin names.
  const company = await writeCompany(opts.db, opts.scope, { named: opts.companyId, field: 'companyId' });
  const rows = await opts.db
    .select({ key: apiKeys, ...withCreator })
    .from(apiKeys)
    .where(eq(apiKeys.companyId, company.id))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => toApiKey({ ...r.key, createdByName: r.createdByName }));
}

/** `POST /company/api-keys`: the answer is the only time the secret is seen. */
export async function createApiKey(opts: {
  tx: Executor;
  scope: Scope;
  input: { name: string; companyId?: string | undefined };
}): Promise<TCreatedApiKey> {
  const company = await writeCompany(opts.tx, opts.scope, {
    named: opts.input.companyId,
    field: 'companyId',
  });
  const secret = `${KEY_PREFIX}${randomToken()}`;
  const [row] = await opts.tx
    .insert(apiKeys)
    .values({
      companyId: company.id,
      name: opts.input.name,
      prefix: secret.slice(0, 10),
      secretHash: sha256(secret),
      createdBy: opts.scope.userId,
    })
    .returning();
  if (!row) throw new Error('API key not created');
  const [creator] = await opts.tx
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, opts.scope.userId));
  return { ...toApiKey({ ...row, createdByName: creator?.name ?? null }), secret };
}

/** `DELETE /company/api-keys/{id}`: the key stops working at once; revoking twice changes nothing. */
export async function revokeApiKey(opts: { tx: Executor; scope: Scope; id: string }) {
  const [row] = await opts.tx
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, opts.id), tenantFilter(opts.scope, apiKeys.companyId)))
    .for('update');
  if (!row) throw notFound('kpiActuals.keyNotFound');
  if (row.revokedAt) return;
  await opts.tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy: opts.scope.userId })
    .where(eq(apiKeys.id, row.id));
}

/**
 * The key of a request (header `x-rally-key`), or 401: missing, unknown, malformed and revoked keys
 * alike. The access plugin runs it for `'company-key'` routes (key-routes.ts registers it there).
 */
export async function checkCompanyKey(db: Executor, request: FastifyRequest): Promise<CompanyKey> {
  const header = request.headers[COMPANY_KEY_HEADER];
  const refuse = () => new AppError('UNAUTHENTICATED', 'kpiActuals.keyInvalid');
  if (typeof header !== 'string' || !header.startsWith(KEY_PREFIX) || header.length > 100) throw refuse();
  const [key] = await db
    .select({ id: apiKeys.id, companyId: apiKeys.companyId })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, sha256(header)), isNull(apiKeys.revokedAt)));
  if (!key) throw refuse();
  return key;
}

/** Records when a key was last used (at most once a minute, so busy integrations do not write every call). */
export async function touchKey(tx: Executor, keyId: string) {
  await tx
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(apiKeys.id, keyId),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
