import { isOrganiserRole, isPlatformAdminRole, type TRole } from '@rally/contracts/abilities';
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { invalid } from './errors.ts';

/** Who is asking: every query of tenant data takes this (STYLE habit 5). */
export type Scope = { userId: string; companyId: string; role: TRole };

/**
 * The tenant filter, in one place: platform admins see every company; everyone else only their
 * own. Returns `undefined` (no filter) for admins, so it composes with `and(...)`.
 */
export function tenantFilter(scope: Scope, companyIdColumn: PgColumn): SQL | undefined {
  return isPlatformAdmin(scope) ? undefined : eq(companyIdColumn, scope.companyId);
}

export const isPlatformAdmin = (scope: Scope) => isPlatformAdminRole(scope.role);
/** Platform and company admins: who organises games (contracts' `isOrganiserRole`). */
export const isOrganiser = (scope: Scope) => isOrganiserRole(scope.role);

/**
 * The rows of a library with a global part (templates, media) that a company may use: its own and
 * the global ones. `global` tells a global row (default: one without a company, as templates have).
 */
export function ownOrGlobal(companyIdColumn: PgColumn, companyId: string, global?: SQL): SQL {
  return or(eq(companyIdColumn, companyId), global ?? isNull(companyIdColumn)) as SQL;
}

/** What the caller reads of such a library: platform admins every row, others `ownOrGlobal`. */
export function readableOwnOrGlobal(scope: Scope, companyIdColumn: PgColumn, global?: SQL) {
  return isPlatformAdmin(scope) ? undefined : ownOrGlobal(companyIdColumn, scope.companyId, global);
}

/** The global library is the platform's: asking to write there is refused (400 naming `field`) for anyone else. */
export function checkGlobalWrite(scope: Scope, global: boolean, field: string) {
  if (global && !isPlatformAdmin(scope)) throw invalid(field, 'validation.globalPlatformOnly');
}
