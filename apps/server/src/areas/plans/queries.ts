import { and, count, eq, gte, ne, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, files, games, users } from '../../db/schema/index.ts';

export async function findCompanyPlan(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      plan: companies.plan,
      trialEndsAt: companies.trialEndsAt,
      isPlatform: companies.isPlatform,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Games the company created since `since` (the start of the month). */
export async function countGamesSince(db: Executor, companyId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.companyId, companyId), gte(games.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The company's accounts that take a seat: every one but the disabled. */
export async function countSeatedUsers(db: Executor, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'disabled')));
  return Number(row?.n ?? 0);
}

/** The bytes the company's stored files take (media, their thumbnails, the logo). */
export async function sumStoredBytes(db: Executor, companyId: string) {
  const [row] = await db
    .select({ n: sum(files.size) })
    .from(files)
    .where(eq(files.companyId, companyId));
  return Number(row?.n ?? 0);
}
