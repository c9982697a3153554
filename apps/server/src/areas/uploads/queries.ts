import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { executeRows, insertFromJson, jsonRecordset, jsonTextSet } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { companies, passwordLinks, uploadJobs, users } from '../../db/schema/index.ts';
import type { UploadRow, UploadSummary } from '../../db/schema/uploads.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import type { NewInvitee, UserChange } from './plan.ts';

export async function findCompanyInScope(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, language: companies.language })
    .from(companies)
    .where(and(eq(companies.id, id), tenantFilter(scope, companies.id)));
  return row;
}

/**
 * The users holding any of these (lower-cased) e-mails, in every company: deliberately not
 * tenant-filtered, because an upload must not take an address another company's user signs in with.
 */
export function findUsersByEmails(db: Executor, emails: string[]) {
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      language: users.language,
    })
    .from(users)
    .where(sql`lower(${users.email}) in ${jsonTextSet(emails)}`);
}

/** New users, invited; one whose e-mail was taken meanwhile (by a concurrent request) is left out of the answer. */
export function insertInvitedUsers(db: Executor, companyId: string, rows: NewInvitee[]) {
  const data = rows.map((r) => ({
    id: uuidv7(),
    company_id: companyId,
    email: r.email,
    full_name: r.fullName,
    role: r.role,
    language: r.language,
    status: 'invited',
  }));
  const columns = {
    id: 'uuid',
    company_id: 'uuid',
    email: 'text',
    full_name: 'text',
    role: 'text',
    language: 'text',
    status: 'text',
  };
  return executeRows<{ id: string; email: string }>(
    db,
    sql`${insertFromJson(users, data, columns)} on conflict do nothing returning id, email`,
  );
}

/** Many users' name, role and language in one statement. */
export async function updateUsers(db: Executor, companyId: string, changes: UserChange[]) {
  const data = changes.map((c) => ({ id: c.id, full_name: c.fullName, role: c.role, language: c.language }));
  const columns = { id: 'uuid', full_name: 'text', role: 'text', language: 'text' };
  await db.execute(sql`
    update ${users} set full_name = r.full_name, role = r.role, language = r.language, updated_at = now()
    from ${jsonRecordset(data, columns)}
    where ${users.id} = r.id and ${users.companyId} = ${companyId}`);
}

export type NewPasswordLink = { userId: string; tokenHash: string; purpose: 'invite'; expiresAt: Date };

export async function insertPasswordLinks(db: Executor, companyId: string, links: NewPasswordLink[]) {
  const data = links.map((l) => ({
    id: uuidv7(),
    company_id: companyId,
    user_id: l.userId,
    token_hash: l.tokenHash,
    purpose: l.purpose,
    expires_at: l.expiresAt,
  }));
  const columns = {
    id: 'uuid',
    company_id: 'uuid',
    user_id: 'uuid',
    token_hash: 'text',
    purpose: 'text',
    expires_at: 'timestamptz',
  };
  await db.execute(insertFromJson(passwordLinks, data, columns));
}

export async function insertUploadJob(db: Executor, values: typeof uploadJobs.$inferInsert) {
  const [job] = await db.insert(uploadJobs).values(values).returning();
  if (!job) throw new Error('upload job not created');
  return job;
}

export async function findUploadJob(db: Executor, scope: Scope, id: string) {
  const [job] = await db
    .select()
    .from(uploadJobs)
    .where(and(eq(uploadJobs.id, id), tenantFilter(scope, uploadJobs.companyId)));
  return job;
}

/** Also refreshes `updated_at`: a job whose row stops changing is presumed dead (see `service.ts`). */
export async function setUploadJobProgress(
  db: Executor,
  id: string,
  values: { status?: 'processing'; processed: number },
) {
  await db.update(uploadJobs).set(values).where(eq(uploadJobs.id, id));
}

export async function finishUploadJob(
  db: Executor,
  id: string,
  values: { processed: number; summary: UploadSummary; rows: UploadRow[] },
) {
  await db
    .update(uploadJobs)
    .set({ ...values, status: 'done' })
    .where(eq(uploadJobs.id, id));
}

export async function failUploadJob(db: Executor, id: string, error: string) {
  await db.update(uploadJobs).set({ status: 'failed', processed: 0, error }).where(eq(uploadJobs.id, id));
}
