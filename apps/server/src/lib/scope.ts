import { isOrganiserRole, isPlatformAdminRole, type TRole } from '@rally/contracts/abilities';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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
