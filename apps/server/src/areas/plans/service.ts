import { PLAN_LIMITS, type TPlanUsage } from '@rally/contracts/plans';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import type { Scope } from '../../lib/scope.ts';
import { companyInScope } from '../companies/service.ts';
import { monthStart } from './limits.ts';
import { countGamesSince, countSeatedUsers, sumStoredBytes } from './queries.ts';

/** `GET /companies/{id}/plan`: the plan, its limits and the usage they are measured against. */
export async function getPlanUsage(opts: { db: Executor; scope: Scope; id: string }): Promise<TPlanUsage> {
  const company = await companyInScope(opts.db, opts.scope, opts.id);
  const [gamesThisMonth, users, storageBytes] = await readAll(
    opts.db,
    () => countGamesSince(opts.db, company.id, monthStart()),
    () => countSeatedUsers(opts.db, company.id),
    () => sumStoredBytes(opts.db, company.id),
  );
  return {
    companyId: company.id,
    plan: company.plan,
    trialEndsAt: company.trialEndsAt?.toISOString() ?? null,
    limits: PLAN_LIMITS[company.plan],
    usage: { gamesThisMonth, users, storageBytes },
  };
}
