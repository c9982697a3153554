import type { TAction, TSubject } from '@rally/contracts/abilities';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Jwt } from '../lib/jwt.ts';
import type { Scope } from '../lib/scope.ts';
import type { Storage } from '../lib/storage.ts';
import type { UploadSlots } from '../lib/upload-slots.ts';
import type { Mailer } from '../mail/outbox.ts';

/**
 * What a route needs, declared on every `/api` route (`config: { access }`):
 * - `'public'`: anyone (probes, docs);
 * - `'api-client'`: a known application's `x-api-key` / `x-api-secret` pair (sign-in, register, ...);
 * - `'company-key'`: a company's own system with one of its API keys (`x-rally-key`; KPI actuals, ADR 0015);
 * - `'scim-token'`: a company's directory with one of its SCIM tokens (`Authorization: Bearer scim_…`, ADR 0036);
 * - `[action, subject]`: a signed-in user whose role has that ability.
 */
export type Access = 'public' | 'api-client' | CompanyCredential | readonly [TAction, TSubject];
/** The credentials that stand for a company's system rather than a person. */
export type CompanyCredential = 'company-key' | 'scim-token';

/** What a valid company API key or SCIM token stands for: its company, nothing else. */
export type CompanyKey = { id: string; companyId: string };
/**
 * Reads a request's credential (the `x-rally-key` header, or the bearer token of a SCIM call): the
 * key it names, or a 401 `AppError` (missing, unknown, revoked alike).
 */
export type CompanyKeyCheck = (db: Db, request: FastifyRequest) => Promise<CompanyKey>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    jwt: Jwt;
    jobs: Jobs;
    mailer: Mailer;
    storage: Storage;
    /** Runs an upload in one of its company's slots (plugins/multipart.ts). */
    uploading: UploadSlots;
    /**
     * The area that keeps company API keys (or SCIM tokens) hands the access plugin their check,
     * before it declares a route taking them: the plugin sits below the areas and imports none
     * (decision 0024).
     */
    checkCompanyKeysWith(check: CompanyKeyCheck, kind?: CompanyCredential): void;
  }
  interface FastifyRequest {
    /** The signed-in caller; set for routes that declare an ability. */
    scope: Scope | null;
    /** The company API key (or SCIM token) of the call; set for `'company-key'` and `'scim-token'` routes. */
    companyKey: CompanyKey | null;
  }
}
