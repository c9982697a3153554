import type { TMessageCode } from '@rally/contracts/messages';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { executeRows, jsonRecordset, textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { companies, outboxMessages, uploadJobs, users } from '../../db/schema/index.ts';
import type { UploadRow, UploadSummary } from '../../db/schema/uploads.ts';
import { withIds } from '../../lib/ids.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { recipientColumns } from '../users/reads.ts';
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
    .select({ ...recipientColumns, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = any(${textArray(emails)})`);
}

/**
 * `insert into users ... select` of new invited users. Only what varies by row travels in the JSON;
 * the company and the status are constants of the statement.
 */
function insertInvited(companyId: string, rows: NewInvitee[]) {
  const data = withIds(rows, (r) => ({
    email: r.email,
    full_name: r.fullName,
    role: r.role,
    language: r.language,
  }));
  const columns = { id: 'uuid', email: 'text', full_name: 'text', role: 'text', language: 'text' };
  return sql`insert into ${users} (id, company_id, email, full_name, role, language, status)
    select r.id, ${companyId}::uuid, r.email, r.full_name, r.role, r.language, 'invited'
    from ${jsonRecordset(data, columns)}`;
}

/**
 * New invited users, all or none: a plain insert, so a taken e-mail breaks the statement (unique
 * violation). The fast path for rows believed new; `insertInvitedUsers` is the careful one.
 */
export async function insertNewUsers(db: Executor, companyId: string, rows: NewInvitee[]) {
  await db.execute(insertInvited(companyId, rows));
}

/** New invited users; one whose e-mail was taken meanwhile (by a concurrent request) is left out of the answer. */
export function insertInvitedUsers(db: Executor, companyId: string, rows: NewInvitee[]) {
  return executeRows<{ email: string }>(
    db,
    sql`${insertInvited(companyId, rows)} on conflict do nothing returning email`,
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

/** What the invitations of a finished upload need: its company, who uploaded, and the per-row results. */
export async function findUploadForInvitations(db: Executor, jobId: string) {
  const [row] = await db
    .select({
      companyId: uploadJobs.companyId,
      companyName: companies.name,
      inviter: users.fullName,
      rows: uploadJobs.rows,
    })
    .from(uploadJobs)
    .innerJoin(companies, eq(companies.id, uploadJobs.companyId))
    .innerJoin(users, eq(users.id, uploadJobs.createdBy))
    .where(and(eq(uploadJobs.id, jobId), eq(uploadJobs.status, 'done')));
  // A done job's rows are its results.
  return row && { ...row, rows: (row.rows ?? []) as UploadRow[] };
}

/**
 * The users of these e-mails that an upload's invitation should still reach: in the company, still
 * invited (not disabled, deleted or signed up meanwhile), and not mailed yet: their mail's dedupe
 * key is `dedupePrefix` and their id.
 */
export function findUploadInvitees(
  db: Executor,
  opts: { companyId: string; emails: string[]; dedupePrefix: string },
) {
  return db
    .select(recipientColumns)
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = any(${textArray(opts.emails)})`,
        eq(users.companyId, opts.companyId),
        eq(users.status, 'invited'),
        sql`not exists (select 1 from ${outboxMessages} m where m.dedupe_key = ${opts.dedupePrefix}::text || ${users.id}::text)`,
      ),
    );
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

/** The caller's own previews not yet confirmed, cancelled or expired, newest first (without their rows). */
export function findPendingUploads(db: Executor, scope: Scope, since: Date) {
  return db
    .select({
      id: uploadJobs.id,
      fileName: uploadJobs.fileName,
      total: uploadJobs.total,
      createdAt: uploadJobs.createdAt,
    })
    .from(uploadJobs)
    .where(
      and(
        eq(uploadJobs.createdBy, scope.userId),
        tenantFilter(scope, uploadJobs.companyId),
        eq(uploadJobs.status, 'preview'),
        gt(uploadJobs.createdAt, since),
      ),
    )
    .orderBy(desc(uploadJobs.createdAt))
    .limit(20);
}

/** The ids of a company's users holding these (lower-cased) e-mails. */
export function findCompanyUserIds(db: Executor, companyId: string, emails: string[]) {
  return db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = any(${textArray(emails)})`));
}

/**
 * Turns a preview of the caller's company into a queued job, once: of two confirmations at the same
 * time, only one gets the preview (with its rows) back. An expired preview is not taken. The rows
 * stay until the job's results replace them.
 */
export async function claimUploadPreview(db: Executor, scope: Scope, id: string, since: Date) {
  const [job] = await db
    .update(uploadJobs)
    .set({ status: 'queued' })
    .where(
      and(
        eq(uploadJobs.id, id),
        tenantFilter(scope, uploadJobs.companyId),
        eq(uploadJobs.status, 'preview'),
        gt(uploadJobs.createdAt, since),
      ),
    )
    .returning();
  return job;
}

/** Cancels a preview of the caller's company; answers whether there was one. */
export async function deleteUploadPreview(db: Executor, scope: Scope, id: string) {
  const deleted = await db
    .delete(uploadJobs)
    .where(
      and(eq(uploadJobs.id, id), tenantFilter(scope, uploadJobs.companyId), eq(uploadJobs.status, 'preview')),
    )
    .returning({ id: uploadJobs.id });
  return deleted.length > 0;
}

/**
 * Changes only a job still under way: a late progress write cannot undo its end.
 */
export async function setUploadJobProgress(
  db: Executor,
  id: string,
  values: { status?: 'processing'; processed: number },
) {
  await db
    .update(uploadJobs)
    .set(values)
    .where(and(eq(uploadJobs.id, id), inArray(uploadJobs.status, ['queued', 'processing'])));
}

/** Ends a job still under way (answers whether it was): an upload ends once, however often it ran. */
export async function finishUploadJob(
  db: Executor,
  id: string,
  values: { processed: number; summary: UploadSummary; rows: UploadRow[] },
) {
  const ended = await db
    .update(uploadJobs)
    .set({ ...values, status: 'done' })
    .where(and(eq(uploadJobs.id, id), inArray(uploadJobs.status, ['queued', 'processing'])))
    .returning({ id: uploadJobs.id });
  return ended.length > 0;
}

export async function failUploadJob(db: Executor, id: string, error: TMessageCode) {
  const ended = await db
    .update(uploadJobs)
    .set({ status: 'failed', processed: 0, error })
    .where(and(eq(uploadJobs.id, id), inArray(uploadJobs.status, ['queued', 'processing'])))
    .returning({ id: uploadJobs.id });
  return ended.length > 0;
}
