import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, ts } from './columns.ts';
import { userRef } from './refs.ts';

const owner = () => userRef();

/** Refresh tokens, stored hashed; rotated on every use, grouped in families for reuse detection. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    companyId: tenantId(),
    userId: owner(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_company_id_idx').on(t.companyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

/**
 * E-mailed links: password reset (short), invitation / set-password (long), and the confirmation
 * of a registered company's address (`confirm`). Stored hashed.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    companyId: tenantId(),
    userId: owner(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['reset', 'invite', 'confirm'] }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_links_company_id_idx').on(t.companyId),
    index('password_links_user_id_idx').on(t.userId),
  ],
);

/** One-time codes for the OTP reset flow: 6 digits, 10 minutes, 5 attempts, single use, stored hashed. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: id(),
    companyId: tenantId(),
    userId: owner(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    verifiedAt: ts('verified_at'),
    /** Issued on a correct code; authorises exactly one password reset. */
    resetTokenHash: text('reset_token_hash').unique(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_requests_company_id_idx').on(t.companyId),
    index('otp_requests_user_id_idx').on(t.userId),
  ],
);

/** Failed sign-ins per account and address (`email_hash`: the key of limits.ts `failureKey`, hashes only). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: id(),
    emailHash: text('email_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_failures_email_hash_idx').on(t.emailHash, t.createdAt)],
);

/** Applications allowed to call the public routes (x-api-key / x-api-secret). Platform-owned. */
export const apiClients = pgTable('api_clients', {
  id: id(),
  name: text('name').notNull(),
  key: text('key').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  revokedAt: ts('revoked_at'),
  createdAt: createdAt(),
});
