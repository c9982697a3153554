import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, timestamps, ts } from './columns.ts';
import { users } from './users.ts';

/**
 * A company's OpenID Connect identity provider (decision 0035): its issuer, Rally's client there,
 * the client secret sealed (lib/sealed.ts; the token request needs it), and whether a first sign-in
 * creates the player.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: id(),
    companyId: tenantId(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    createUsers: boolean('create_users').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('sso_providers_company_id_idx').on(t.companyId)],
);

/**
 * The e-mail domains a provider serves, one row each: the primary key holds a domain to one
 * provider across every company, so an e-mail leads to at most one provider.
 */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').notNull(),
    companyId: tenantId(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'sso_domains_pkey', columns: [t.domain] }),
    index('sso_domains_company_id_idx').on(t.companyId),
    index('sso_domains_provider_idx').on(t.providerId),
  ],
);

/** A company's sign-in rule: whether it requires SSO, and the one admin still allowed a password. */
export const ssoPolicies = pgTable(
  'sso_policies',
  {
    companyId: tenantId().primaryKey(),
    required: boolean('required').notNull().default(false),
    breakGlassUserId: uuid('break_glass_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('sso_policies_company_id_idx').on(t.companyId)],
);

/**
 * A sign-in on its way through a provider: what the callback must check (state, nonce, PKCE
 * verifier), kept server-side and spent once. The state is stored as its SHA-256 only.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    id: id(),
    companyId: tenantId(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_logins_state_hash_key').on(t.stateHash),
    index('sso_logins_company_id_idx').on(t.companyId),
  ],
);
