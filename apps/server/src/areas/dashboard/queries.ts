import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, salesLeads, users } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';

export function countUsersByRoleAndStatus(db: Executor, scope: Scope) {
  return db
    .select({ role: users.role, status: users.status, n: count() })
    .from(users)
    .where(tenantFilter(scope, users.companyId))
    .groupBy(users.role, users.status);
}

export async function countSignedInSince(db: Executor, scope: Scope, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(tenantFilter(scope, users.companyId), gte(users.lastLoginAt, since)));
  return Number(row?.n ?? 0);
}

/** New users per ISO week (Monday, UTC) since `since`, as `YYYY-MM-DD` week starts. */
export function countNewUsersByWeek(db: Executor, scope: Scope, since: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ weekStart: week, n: count() })
    .from(users)
    .where(and(tenantFilter(scope, users.companyId), gte(users.createdAt, since)))
    .groupBy(week);
}

/** Customer companies in scope with their user counts (the platform's own company is not a customer). */
export function listCompanySummaries(db: Executor, scope: Scope) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      plan: companies.plan,
      stage: companies.stage,
      trialEndsAt: companies.trialEndsAt,
      users: sql<number>`count(${users.id})::int`,
      activeUsers: sql<number>`(count(${users.id}) filter (where ${users.status} = 'active'))::int`,
    })
    .from(companies)
    .leftJoin(users, eq(users.companyId, companies.id))
    .where(and(tenantFilter(scope, companies.id), eq(companies.isPlatform, false)))
    .groupBy(companies.id)
    .orderBy(companies.name);
}

export function countLeadsByStatus(db: Executor) {
  return db.select({ status: salesLeads.status, n: count() }).from(salesLeads).groupBy(salesLeads.status);
}
