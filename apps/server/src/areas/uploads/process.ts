import { assignableRoles } from '@rally/contracts/abilities';
import type { TLanguage } from '@rally/contracts/constants';
import { toMessage } from '@rally/contracts/messages';
import type { TUploadRowResult } from '@rally/contracts/uploads';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_ROWS } from '../../db/bulk.ts';
import type { Database, Db, Executor } from '../../db/client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../../db/errors.ts';
import type { UploadSummary } from '../../db/schema/uploads.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { checkTrialCap, isTrialCapError } from '../../mail/trial-cap.ts';
import { notify } from '../notifications/service.ts';
import { assertUserRoom, isPlanLimit, lockCompanyPlan } from '../plans/limits.ts';
import { usersCreated } from '../users/service.ts';
import { type NewInvitee, type PlanContext, planUpload } from './plan.ts';
import {
  failUploadJob,
  findUsersByEmails,
  finishUploadJob,
  insertInvitedUsers,
  insertNewUsers,
  setUploadJobProgress,
  updateUsers,
} from './queries.ts';
import type { RawRow } from './rows.ts';
import { type ValidRow, validateRows } from './validate.ts';

export type UploadWork = {
  db: Db;
  engine: Database['kind'];
  log: FastifyBaseLogger;
  job: { id: string; fileName: string };
  scope: Scope;
  company: { id: string };
  companyLanguage: TLanguage;
  mailer: Mailer;
  rows: RawRow[];
  /** What the organiser chose on the preview: see `PlanContext`. */
  updateLines: PlanContext['updateLines'];
  previewed?: PlanContext['previewed'];
};
type Context = PlanContext;

/** Rows per statement, and per progress step. */
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BULK_ROWS) }, (_, i) =>
    items.slice(i * BULK_ROWS, (i + 1) * BULK_ROWS),
  );

const created = (r: { line: number; email: string }): TUploadRowResult => ({
  row: r.line,
  email: r.email,
  status: 'created',
});

/**
 * The fast path, for rows that are all new (a first upload): one plain insert, no look-up. The
 * unique e-mail index refuses the whole statement if any e-mail is taken; its savepoint then undoes
 * it and the caller takes the careful path. Answers whether the rows were written.
 */
async function insertIfAllNew(tx: Executor, companyId: string, rows: NewInvitee[]) {
  try {
    await tx.transaction((savepoint) => insertNewUsers(savepoint, companyId, rows));
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** The careful path: match the rows' e-mails to existing users, then update, skip, fail or create each. */
async function matchAndWrite(tx: Executor, rows: ValidRow[], ctx: Context) {
  const found = await findUsersByEmails(
    tx,
    rows.map((r) => r.email),
  );
  const plan = planUpload(rows, new Map(found.map((user) => [user.email.toLowerCase(), user])), ctx);
  if (plan.updates.length > 0) await updateUsers(tx, ctx.companyId, plan.updates);
  const inserted = new Set((await insertInvitedUsers(tx, ctx.companyId, plan.creates)).map((u) => u.email));
  const results: TUploadRowResult[] = [
    ...plan.results,
    ...plan.updates.map((c) => ({ row: c.line, email: c.email, status: 'updated' as const })),
  ];
  for (const r of plan.creates) {
    results.push(
      inserted.has(r.email)
        ? created(r)
        : {
            row: r.line,
            email: r.email,
            status: 'failed',
            // The same neutral answer as an e-mail found taken before: whether it was taken in this
            // company or another is not the uploader's to learn (decision 0011).
            reasons: [toMessage('upload.emailUnusable')],
          },
    );
  }
  return results;
}

/**
 * Validates every row, then writes what they decide with set-based statements in the caller's
 * transaction, a chunk of rows at a time: new invited users, updates. Returns each row's result.
 * Rows are taken as new until a chunk proves otherwise (re-uploads, mixed files); from then on
 * every chunk is matched first.
 */
export async function writeUpload(tx: Executor, work: UploadWork, progress: (n: number) => Promise<void>) {
  const assignable = assignableRoles(work.scope.role);
  const { valid, failed } = validateRows(work.rows, assignable);
  const ctx: Context = {
    companyId: work.company.id,
    uploaderId: work.scope.userId,
    assignable,
    companyLanguage: work.companyLanguage,
    updateLines: work.updateLines,
    ...(work.previewed ? { previewed: work.previewed } : {}),
  };
  const results: TUploadRowResult[] = [...failed];
  let allNew = true;
  for (const part of chunks(valid)) {
    const asNew: NewInvitee[] = allNew ? planUpload(part, new Map(), ctx).creates : [];
    allNew = allNew && (await insertIfAllNew(tx, ctx.companyId, asNew));
    results.push(...(allNew ? asNew.map(created) : await matchAndWrite(tx, part, ctx)));
    await progress(results.length);
  }
  return results.sort((a, b) => a.row - b.row);
}

function summarise(rows: TUploadRowResult[]): UploadSummary {
  const summary = { created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const r of rows) summary[r.status]++;
  return summary;
}

const notifyUploader = (exec: Executor, work: UploadWork, summary: UploadSummary) =>
  notify(exec, {
    companyId: work.company.id,
    userId: work.scope.userId,
    type: 'uploadFinished',
    params: { fileName: work.job.fileName, ...summary },
    link: '/users/user-upload',
  });

/**
 * Runs an upload job to its end, in the scheduler job the confirmation enqueued (`job.ts`). Everything it
 * writes, down to the job's results, the uploader's notification and the one outbox row that will
 * invite the new users, commits together or not at all.
 */
export async function processUpload(work: UploadWork) {
  const { db, job } = work;
  // Progress is written beside the upload's transaction so that readers see it move; the upload
  // does not wait for it (the writes go out in order, and one landing after the end changes
  // nothing). The embedded database has a single connection, held by that transaction: nobody can
  // read it mid-upload there, and a write from outside would wait for the transaction forever.
  let progressed = Promise.resolve();
  const progress =
    work.engine === 'postgres'
      ? async (processed: number) => {
          progressed = progressed
            .then(() => setUploadJobProgress(db, job.id, { processed }))
            .catch((err) => work.log.warn({ err, jobId: job.id }, 'upload progress not saved'));
        }
      : async () => {};
  const started = performance.now();
  try {
    await setUploadJobProgress(db, job.id, { status: 'processing', processed: 0 });
    const summary = await db.transaction(async (tx) => {
      // Held until commit: an upload and a user created meanwhile count one after the other.
      await lockCompanyPlan(tx, work.company.id);
      const rows = await writeUpload(tx, work, progress);
      const summary = summarise(rows);
      // Counted after writing: rows of existing users take no new seat.
      if (summary.created > 0) await assertUserRoom(tx, work.company.id, 0);
      // Another run ended it first (this process stalled past its job's lease): undo ours.
      if (!(await finishUploadJob(tx, job.id, { processed: rows.length, summary, rows })))
        throw new UploadEnded();
      if (summary.created > 0) {
        const emails = rows.filter((r) => r.status === 'created').map((r) => r.email.toLowerCase());
        await usersCreated(
          tx,
          (await findUsersByEmails(tx, emails)).filter((u) => u.companyId === work.company.id),
        );
        // The sender writes the invitations later; a trial's daily mail cap refuses them now.
        const invitations = Array.from({ length: summary.created }, () => ({
          companyId: work.company.id,
          template: 'invite' as const,
        }));
        await checkTrialCap(tx, invitations);
        await work.mailer.enqueueFanout(tx, {
          companyId: work.company.id,
          kind: 'uploadInvitations',
          subjectId: job.id,
        });
      }
      await notifyUploader(tx, work, summary);
      return summary;
    });
    await progressed;
    work.log.info({ jobId: job.id, ...summary, ms: Math.round(performance.now() - started) }, 'upload done');
  } catch (err) {
    await progressed;
    if (err instanceof UploadEnded) return;
    // An outage is not the upload's fault: the scheduler runs it again once the database is back.
    if (isDatabaseUnavailable(err)) throw err;
    work.log.error({ err, jobId: job.id }, 'upload failed');
    const code = isTrialCapError(err)
      ? 'upload.trialDailyCap'
      : isPlanLimit(err)
        ? 'upload.planUsersLimit'
        : 'upload.saveFailed';
    if (await failUploadJob(db, job.id, code))
      await notifyUploader(db, work, { created: 0, updated: 0, skipped: 0, failed: work.rows.length });
  }
}

class UploadEnded extends Error {}
