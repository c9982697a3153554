import { SCIM_TOKEN_PREFIX, type TCreatedScimToken, type TScimToken } from '@rally/contracts/scim';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { scimTokens, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { CompanyKey } from '../../plugins/types.ts';
import { writeCompany } from '../companies/service.ts';

/**
 * A company's SCIM tokens (decision 0036): `scim_` + 256 random bits, shown once; only the SHA-256
 * is kept. As for API keys (decision 0015), nobody can guess 256 random bits, so a one-way digest
 * found by a unique index protects as much as a slow hash and lets each call find its token at once.
 */
const toScimToken = (t: typeof scimTokens.$inferSelect & { createdByName: string | null }): TScimToken => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  createdAt: t.createdAt.toISOString(),
  createdByName: t.createdByName,
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  revokedAt: t.revokedAt?.toISOString() ?? null,
});

const creatorName = sql<
  string | null
>`(select ${users.fullName} from ${users} where ${users.id} = ${scimTokens.createdBy})`;

/** `GET /company/scim-tokens`: newest first, revoked ones too (they say when). */
export async function listScimTokens(opts: {
  db: Executor;
  scope: Scope;
  companyId?: string | undefined;
  appUrl: string;
}) {
  const company = await writeCompany(opts.db, opts.scope, { named: opts.companyId, field: 'companyId' });
  const rows = await opts.db
    .select({ token: scimTokens, createdByName: creatorName })
    .from(scimTokens)
    .where(eq(scimTokens.companyId, company.id))
    .orderBy(desc(scimTokens.createdAt));
  return {
    baseUrl: `${opts.appUrl.replace(/\/$/, '')}/api/scim/v2`,
    data: rows.map((r) => toScimToken({ ...r.token, createdByName: r.createdByName })),
  };
}

/** `POST /company/scim-tokens`: the answer is the only time the secret is seen. */
export async function createScimToken(opts: {
  tx: Executor;
  scope: Scope;
  input: { name: string; companyId?: string | undefined };
}): Promise<TCreatedScimToken> {
  const company = await writeCompany(opts.tx, opts.scope, {
    named: opts.input.companyId,
    field: 'companyId',
  });
  const secret = `${SCIM_TOKEN_PREFIX}${randomToken()}`;
  const [row] = await opts.tx
    .insert(scimTokens)
    .values({
      companyId: company.id,
      name: opts.input.name,
      prefix: secret.slice(0, 12),
      secretHash: sha256(secret),
      createdBy: opts.scope.userId,
    })
    .returning();
  if (!row) throw new Error('SCIM token not created');
  const [creator] = await opts.tx
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, opts.scope.userId));
  return { ...toScimToken({ ...row, createdByName: creator?.name ?? null }), secret };
}

/** `DELETE /company/scim-tokens/{id}`: the token stops working at once; revoking twice changes nothing. */
export async function revokeScimToken(opts: { tx: Executor; scope: Scope; id: string }) {
  const [row] = await opts.tx
    .select({ id: scimTokens.id, revokedAt: scimTokens.revokedAt })
    .from(scimTokens)
    .where(and(eq(scimTokens.id, opts.id), tenantFilter(opts.scope, scimTokens.companyId)))
    .for('update');
  if (!row) throw notFound('scim.tokenNotFound');
  if (row.revokedAt) return;
  await opts.tx
    .update(scimTokens)
    .set({ revokedAt: new Date(), revokedBy: opts.scope.userId })
    .where(eq(scimTokens.id, row.id));
}

/**
 * The token of a SCIM call (`Authorization: Bearer scim_…`), or 401: missing, unknown, malformed
 * and revoked tokens alike.
 */
export async function checkScimToken(db: Executor, request: FastifyRequest): Promise<CompanyKey> {
  const refuse = () => new AppError('UNAUTHENTICATED', 'scim.tokenInvalid');
  const header = request.headers.authorization;
  const secret = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!secret?.startsWith(SCIM_TOKEN_PREFIX) || secret.length > 100) throw refuse();
  const [token] = await db
    .select({ id: scimTokens.id, companyId: scimTokens.companyId })
    .from(scimTokens)
    .where(and(eq(scimTokens.secretHash, sha256(secret)), isNull(scimTokens.revokedAt)));
  if (!token) throw refuse();
  return token;
}

/**
 * Records when a token was last used, after a call it made went through (a refused call changes
 * nothing), at most once a minute, so a directory's sync of thousands of users does not write on
 * every call.
 */
export async function touchScimToken(db: Executor, tokenId: string) {
  await db
    .update(scimTokens)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(scimTokens.id, tokenId),
        sql`(${scimTokens.lastUsedAt} is null or ${scimTokens.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
