import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps, ts } from './columns.ts';
import { users } from './users.ts';

/**
 * A company's SCIM bearer token (decision 0036): `scim_` + 256 random bits, shown once; only its
 * SHA-256 is kept, found by a unique index (like API keys, decision 0015). Revoked tokens stay listed.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: id(),
    companyId: tenantId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('scim_tokens_company_id_idx').on(t.companyId),
    uniqueIndex('scim_tokens_secret_hash_key').on(t.secretHash),
  ],
);

/**
 * What a directory says of a user beyond Rally's own columns: its `externalId` and the two halves
 * of the name (Rally keeps one full name), so a patch of `name.givenName` keeps the family name.
 * One row per user the directory has written; a user without one reads from `users` alone.
 */
export const scimIdentities = pgTable(
  'scim_identities',
  {
    id: id(),
    companyId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    ...timestamps(),
  },
  (t) => [
    index('scim_identities_company_id_idx').on(t.companyId),
    uniqueIndex('scim_identities_user_key').on(t.userId),
    index('scim_identities_external_idx').on(t.companyId, t.externalId),
  ],
);
