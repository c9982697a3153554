import type { TUploadJob } from '@rally/contracts/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Executor } from '../../db/client.ts';
import type { uploadJobs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { processUpload } from './process.ts';
import { findCompanyInScope, findUploadJob, insertUploadJob } from './queries.ts';
import { readUploadFile } from './read-file.ts';
import { rowsOf } from './rows.ts';

/** A job takes seconds; one whose row has not changed for this long lost its process. */
const STALE_MS = 10 * 60_000;
const STALE =
  'Processing stopped before the end (the server restarted), so nothing from this upload was saved. Upload the file again.';

function toJob(job: typeof uploadJobs.$inferSelect, now: Date): TUploadJob {
  const open = job.status === 'queued' || job.status === 'processing';
  const stale = open && now.getTime() - job.updatedAt.getTime() > STALE_MS;
  return {
    id: job.id,
    status: stale ? 'failed' : job.status,
    fileName: job.fileName,
    total: job.total,
    processed: stale ? 0 : job.processed,
    summary: job.summary,
    rows: job.status === 'done' ? (job.rows ?? []) : undefined,
    error: stale ? STALE : (job.error ?? undefined),
    createdAt: job.createdAt.toISOString(),
  };
}

/**
 * `POST /user/upload`: reads and checks the whole file (problems with it are 4xx answers, nothing
 * written), records the job and leaves its rows to `processUpload` in the background.
 */
export async function startUpload(opts: {
  db: Db;
  engine: Database['kind'];
  mailer: Mailer;
  log: FastifyBaseLogger;
  background: (task: () => Promise<void>) => void;
  scope: Scope;
  companyId: string;
  fileName: string;
  bytes: Uint8Array;
}) {
  const { db, scope } = opts;
  const company = await findCompanyInScope(db, scope, opts.companyId);
  if (!company) throw notFound('Company');
  const rows = rowsOf(await readUploadFile(opts.bytes));
  const job = await insertUploadJob(db, {
    companyId: company.id,
    createdBy: scope.userId,
    fileName: opts.fileName,
    total: rows.length,
  });
  opts.background(() =>
    processUpload({
      db,
      engine: opts.engine,
      log: opts.log,
      job,
      scope,
      company,
      companyLanguage: languageOf(company.language),
      mailer: opts.mailer,
      rows,
    }),
  );
  return toJob(job, new Date());
}

/** `GET /user/upload/{id}`: the job of the caller's company, with per-row results once done. */
export async function getUploadJob(opts: { db: Executor; scope: Scope; id: string; now?: Date }) {
  const job = await findUploadJob(opts.db, opts.scope, opts.id);
  if (!job) throw notFound('Upload');
  return toJob(job, opts.now ?? new Date());
}
