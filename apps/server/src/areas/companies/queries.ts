import type { COMPANY_SORTS } from '@rally/contracts/companies';
import type { TPlan } from '@rally/contracts/constants';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, files, games, uploadJobs, users } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { contains, ordered, orderedNullsLast, rowsAndTotal, type SortOrder } from '../../lib/search.ts';

// Spelled out: Drizzle leaves columns unqualified in a single-table select, which inside this
// subquery would compare users with themselves.
const userCount = sql<number>`(select count(*) from users where users.company_id = companies.id)::int`;
const columns = {
  id: companies.id,
  name: companies.name,
  logoUrl: companies.logoUrl,
  language: companies.language,
  timezone: companies.timezone,
  plan: companies.plan,
  stage: companies.stage,
  trialEndsAt: companies.trialEndsAt,
  isPlatform: companies.isPlatform,
  users: userCount,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

const sortBy: Record<(typeof COMPANY_SORTS)[number], (o: SortOrder) => SQL> = {
  name: (o) => ordered(sql`lower(${companies.name})`, o),
  plan: (o) => ordered(companies.plan, o),
  stage: (o) => ordered(companies.stage, o),
  trialEndsAt: (o) => orderedNullsLast(companies.trialEndsAt, o),
  createdAt: (o) => ordered(companies.createdAt, o),
  users: (o) => ordered(userCount, o),
};

/** Customer companies in scope (the platform's own company is not a customer). */
export async function listCompanies(
  db: Executor,
  scope: Scope,
  opts: {
    q?: string | undefined;
    plan?: TPlan | undefined;
    stage?: string | undefined;
    sort: (typeof COMPANY_SORTS)[number];
    order: SortOrder;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    tenantFilter(scope, companies.id),
    eq(companies.isPlatform, false),
    opts.q ? contains(companies.name, opts.q) : undefined,
    opts.plan ? eq(companies.plan, opts.plan) : undefined,
    opts.stage ? eq(companies.stage, opts.stage) : undefined,
  );
  return rowsAndTotal(
    db
      .select(columns)
      .from(companies)
      .where(where)
      // The id breaks ties, so paging never shows a company twice or skips one.
      .orderBy(sortBy[opts.sort](opts.order), companies.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(companies).where(where),
  );
}

export async function findCompany(
  db: Executor,
  scope: Scope,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(columns)
    .from(companies)
    .where(and(tenantFilter(scope, companies.id), eq(companies.id, id)));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

/** A company by id in the caller's scope, only what a write into it needs (admins: any company). */
export async function findCompanyRef(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, language: companies.language })
    .from(companies)
    .where(and(tenantFilter(scope, companies.id), eq(companies.id, id)));
  return row;
}

export function countCompanyUsers(db: Executor, companyId: string) {
  return db
    .select({ role: users.role, status: users.status, n: count() })
    .from(users)
    .where(eq(users.companyId, companyId))
    .groupBy(users.role, users.status);
}

export function listCompanyAdmins(db: Executor, companyId: string) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'company_admin')))
    .orderBy(users.fullName, users.id);
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company not created');
  return row.id;
}

/** An update with nothing to change (an empty form) writes nothing. */
export async function updateCompany(
  db: Executor,
  id: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  if (Object.keys(values).length === 0) return;
  await db.update(companies).set(values).where(eq(companies.id, id));
}

/** What deleting a company would take with it, for the confirmation question. */
export async function countCompanyData(db: Executor, companyId: string) {
  const counted = async (table: typeof users | typeof games | typeof files | typeof uploadJobs) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.companyId, companyId));
    return Number(row?.n ?? 0);
  };
  // One after another: inside a transaction there is one connection to run them on.
  return {
    users: await counted(users),
    games: await counted(games),
    files: await counted(files),
    uploads: await counted(uploadJobs),
  };
}

/** Every tenant table references companies with ON DELETE CASCADE: one statement removes it all. */
export async function deleteCompanyRow(db: Executor, id: string) {
  await db.delete(companies).where(eq(companies.id, id));
}
