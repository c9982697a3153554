import { ROLES, type TRole } from '@rally/contracts/abilities';
import type { TCompanyOverview } from '@rally/contracts/dashboard';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { isPlatformAdmin, type Scope } from '../../lib/scope.ts';
import {
  countLeadsByStatus,
  countNewUsersByWeek,
  countSignedInSince,
  countUsersByRoleAndStatus,
  listCompanySummaries,
} from './queries.ts';

const DAY = 86_400_000;
const WEEKS = 8;

/** Monday 00:00 UTC of the week holding `date`. */
function weekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
}

/** The company overview: platform-wide for platform admins, the caller's company otherwise. */
export async function getCompanyOverview({
  db,
  scope,
  now = new Date(),
}: {
  db: Executor;
  scope: Scope;
  now?: Date;
}) {
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY);
  const [byRoleStatus, signedIn, weekly, companies, leads] = await readAll(
    db,
    () => countUsersByRoleAndStatus(db, scope),
    () => countSignedInSince(db, scope, new Date(now.getTime() - 7 * DAY)),
    () => countNewUsersByWeek(db, scope, firstWeek),
    () => listCompanySummaries(db, scope),
    () => (isPlatformAdmin(scope) ? countLeadsByStatus(db) : Promise.resolve(null)),
  );

  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<TRole, number>;
  const byStatus = { active: 0, invited: 0, disabled: 0 };
  for (const row of byRoleStatus) {
    byRole[row.role] += Number(row.n);
    byStatus[row.status] += Number(row.n);
  }
  const weeklyCounts = new Map(weekly.map((w) => [w.weekStart, Number(w.n)]));
  const newUsersByWeek = Array.from({ length: WEEKS }, (_, i) => {
    const key = new Date(firstWeek.getTime() + i * 7 * DAY).toISOString().slice(0, 10);
    return { weekStart: key, count: weeklyCounts.get(key) ?? 0 };
  });

  return {
    scope: isPlatformAdmin(scope) ? 'platform' : 'company',
    totals: {
      companies: companies.length,
      users: byStatus.active + byStatus.invited + byStatus.disabled,
      ...byStatus,
      signedInLast7Days: signedIn,
    },
    byRole,
    newUsersByWeek,
    companies: companies.map((c) => ({ ...c, trialEndsAt: c.trialEndsAt?.toISOString() ?? null })),
    leads: leads
      ? {
          new: Number(leads.find((l) => l.status === 'new')?.n ?? 0),
          total: leads.reduce((sum, l) => sum + Number(l.n), 0),
        }
      : null,
  } satisfies TCompanyOverview;
}
