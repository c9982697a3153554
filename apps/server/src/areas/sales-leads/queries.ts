import type { LEAD_SORTS, LEAD_SOURCES, TLeadStatus } from '@rally/contracts/sales-leads';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companies, leadNotes, salesLeads, users } from '../../db/schema/index.ts';
import { contains, ordered, orderedNullsLast, rowsAndTotal, type SortOrder } from '../../lib/search.ts';

const owners = alias(users, 'owner');
const columns = {
  lead: salesLeads,
  ownerName: owners.fullName,
  company: {
    id: companies.id,
    name: companies.name,
    plan: companies.plan,
    trialEndsAt: companies.trialEndsAt,
  },
};
export type LeadRow = Awaited<ReturnType<typeof findLead>> & object;

const sortBy: Record<(typeof LEAD_SORTS)[number], (o: SortOrder) => SQL> = {
  createdAt: (o) => ordered(salesLeads.createdAt, o),
  companyName: (o) => ordered(sql`lower(${salesLeads.companyName})`, o),
  status: (o) => ordered(salesLeads.status, o),
  trialEndsAt: (o) => orderedNullsLast(companies.trialEndsAt, o),
};

const base = (db: Executor) =>
  db
    .select(columns)
    .from(salesLeads)
    .leftJoin(owners, eq(owners.id, salesLeads.ownerId))
    .leftJoin(companies, eq(companies.id, salesLeads.companyId));

export async function listLeads(
  db: Executor,
  opts: {
    q?: string | undefined;
    status?: TLeadStatus | undefined;
    source?: (typeof LEAD_SOURCES)[number] | undefined;
    sort: (typeof LEAD_SORTS)[number];
    order: SortOrder;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    opts.q
      ? or(
          contains(salesLeads.companyName, opts.q),
          contains(salesLeads.contactName, opts.q),
          contains(salesLeads.email, opts.q),
        )
      : undefined,
    opts.status ? eq(salesLeads.status, opts.status) : undefined,
    opts.source ? eq(salesLeads.source, opts.source) : undefined,
  );
  return rowsAndTotal(
    base(db)
      .where(where)
      .orderBy(sortBy[opts.sort](opts.order), asc(salesLeads.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ n: count() })
      .from(salesLeads)
      .leftJoin(companies, eq(companies.id, salesLeads.companyId))
      .where(where),
  );
}

export async function findLead(db: Executor, id: string) {
  const [row] = await base(db).where(eq(salesLeads.id, id));
  return row;
}

/** The lead's row, locked until commit: two admins changing it at once change it one after the other. */
export async function lockLead(db: Executor, id: string) {
  const [row] = await db.select().from(salesLeads).where(eq(salesLeads.id, id)).for('update');
  return row;
}

export async function updateLead(db: Executor, id: string, values: Partial<typeof salesLeads.$inferInsert>) {
  await db.update(salesLeads).set(values).where(eq(salesLeads.id, id));
}

export async function insertLead(db: Executor, values: typeof salesLeads.$inferInsert) {
  const [lead] = await db.insert(salesLeads).values(values).returning({ id: salesLeads.id });
  return lead;
}

export async function insertLeadNote(db: Executor, values: typeof leadNotes.$inferInsert) {
  await db.insert(leadNotes).values(values);
}

export function listLeadNotes(db: Executor, leadId: string) {
  return db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      fromStatus: leadNotes.fromStatus,
      toStatus: leadNotes.toStatus,
      authorId: users.id,
      authorName: users.fullName,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** Platform admins: the people a lead can be given to. */
export function listPlatformAdmins(db: Executor) {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.role, 'admin'), eq(companies.isPlatform, true), eq(users.status, 'active')))
    .orderBy(asc(users.fullName));
}
