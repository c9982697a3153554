import { assignableRoles } from '@rally/contracts/abilities';
import type { TLanguage } from '@rally/contracts/constants';
import type { TUploadRowResult } from '@rally/contracts/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Executor } from '../../db/client.ts';
import type { UploadSummary } from '../../db/schema/uploads.ts';
import type { Scope } from '../../lib/scope.ts';
import { notify } from '../notifications/service.ts';
import { type InvitationSender, sendInvitations } from './invitations.ts';
import { planUpload } from './plan.ts';
import {
  failUploadJob,
  findUsersByEmails,
  finishUploadJob,
  insertInvitedUsers,
  setUploadJobProgress,
  updateUsers,
} from './queries.ts';
import type { RawRow } from './rows.ts';
import { validateRows } from './validate.ts';

/** Rows per statement, and per progress step. */
const CHUNK = 1_000;
const FAILED = 'The upload could not be saved, so nothing from it was written. Try again.';
const TAKEN_MEANWHILE = 'email: was added by someone else during this upload; upload the file again';

export type UploadWork = {
  db: Db;
  engine: Database['kind'];
  log: FastifyBaseLogger;
  job: { id: string; fileName: string };
  scope: Scope;
  companyLanguage: TLanguage;
  sender: InvitationSender;
  rows: RawRow[];
};

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Validates every row, then writes what they decide with set-based statements in the caller's
 * transaction: updates, then new invited users with their invitations. Returns each row's result.
 */
export async function writeUpload(tx: Executor, work: UploadWork, progress: (n: number) => Promise<void>) {
  const companyId = work.sender.company.id;
  const assignable = assignableRoles(work.scope.role);
  const { valid, failed } = validateRows(work.rows, assignable);
  const found = await findUsersByEmails(
    tx,
    valid.map((r) => r.email),
  );
  const existing = new Map(found.map((user) => [user.email.toLowerCase(), user]));
  const plan = planUpload(valid, existing, {
    companyId,
    uploaderId: work.scope.userId,
    assignable,
    companyLanguage: work.companyLanguage,
  });
  const results: TUploadRowResult[] = [...failed, ...plan.results];
  for (const part of chunks(plan.updates)) {
    await updateUsers(tx, companyId, part);
    results.push(...part.map((c) => ({ row: c.line, email: c.email, status: 'updated' as const })));
    await progress(results.length);
  }
  for (const part of chunks(plan.creates)) {
    const ids = new Map((await insertInvitedUsers(tx, companyId, part)).map((u) => [u.email, u.id]));
    const invitees = part.flatMap((r) => {
      const id = ids.get(r.email);
      return id ? [{ ...r, id }] : [];
    });
    await sendInvitations(tx, work.sender, invitees);
    for (const r of part) {
      results.push(
        ids.has(r.email)
          ? { row: r.line, email: r.email, status: 'created' }
          : { row: r.line, email: r.email, status: 'failed', reason: TAKEN_MEANWHILE },
      );
    }
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
    companyId: work.sender.company.id,
    userId: work.scope.userId,
    type: 'uploadFinished',
    params: { fileName: work.job.fileName, ...summary },
    link: '/users/user-upload',
  });

/**
 * Runs an upload job to its end, in the background of the request that created it. Everything it
 * writes, down to the job's results and the uploader's notification, commits together or not at all.
 */
export async function processUpload(work: UploadWork) {
  const { db, job } = work;
  // Progress is written beside the upload's transaction so that readers see it move. The embedded
  // database has a single connection, held by that transaction: nobody can read it mid-upload there,
  // and a write from outside would wait for the transaction forever.
  const progress =
    work.engine === 'postgres'
      ? (processed: number) => setUploadJobProgress(db, job.id, { processed })
      : async () => {};
  const started = performance.now();
  try {
    await setUploadJobProgress(db, job.id, { status: 'processing', processed: 0 });
    const summary = await db.transaction(async (tx) => {
      const rows = await writeUpload(tx, work, progress);
      const summary = summarise(rows);
      await finishUploadJob(tx, job.id, { processed: rows.length, summary, rows });
      await notifyUploader(tx, work, summary);
      return summary;
    });
    work.log.info({ jobId: job.id, ...summary, ms: Math.round(performance.now() - started) }, 'upload done');
  } catch (err) {
    work.log.error({ err, jobId: job.id }, 'upload failed');
    await failUploadJob(db, job.id, FAILED);
    await notifyUploader(db, work, { created: 0, updated: 0, skipped: 0, failed: work.rows.length });
  }
}
