import type { TUploadPreviewRow } from '@rally/contracts/uploads';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { notify } from '../notifications/service.ts';
import { rowsOfPreview } from './preview.ts';
import { processUpload } from './process.ts';
import { failUploadJob, findCompanyInScope, findUploadJob } from './queries.ts';

/** The scheduler job that writes a confirmed upload (jobs/, decision 0013). */
export const UPLOAD_JOB = 'uploads.process';

/** What the job needs besides the upload's row: who confirmed it and which updates they chose. */
export type UploadJobPayload = { uploadId: string; scope: Scope; updateLines: 'all' | number[] };

/**
 * Runs confirmed uploads in whichever process claims them. A process that dies mid-upload leaves
 * nothing half written (the upload is one transaction) and its lease runs out within seconds: a
 * survivor runs the upload again from its preview. An upload that keeps killing its process is
 * given up as `upload.stopped`, and the organiser is told.
 */
export function defineUploadJob(deps: { jobs: Jobs; engine: Database['kind']; mailer: Mailer }) {
  deps.jobs.define<UploadJobPayload>(
    UPLOAD_JOB,
    async ({ payload, db, log }) => {
      const { scope, uploadId } = payload;
      const upload = await findUploadJob(db, scope, uploadId);
      // Already ended (a process that stalled past its lease finished it): nothing to do.
      if (!upload || (upload.status !== 'queued' && upload.status !== 'processing')) return;
      const company = await findCompanyInScope(db, scope, upload.companyId);
      if (!company) {
        await failUploadJob(db, uploadId, 'upload.saveFailed');
        return;
      }
      const { raw, previewed } = rowsOfPreview((upload.rows ?? []) as TUploadPreviewRow[]);
      await processUpload({
        db,
        engine: deps.engine,
        log,
        job: upload,
        scope,
        company,
        companyLanguage: languageOf(company.language),
        mailer: deps.mailer,
        rows: raw,
        updateLines: payload.updateLines === 'all' ? 'all' : new Set(payload.updateLines),
        previewed,
      });
    },
    {
      onGiveUp: async ({ payload, db }) => {
        const upload = await findUploadJob(db, payload.scope, payload.uploadId);
        if (!upload || !(await failUploadJob(db, upload.id, 'upload.stopped'))) return;
        await notify(db, {
          companyId: upload.companyId,
          userId: payload.scope.userId,
          type: 'uploadFinished',
          params: { fileName: upload.fileName, created: 0, updated: 0, skipped: 0, failed: upload.total },
          link: '/users/user-upload',
        });
      },
    },
  );
}
