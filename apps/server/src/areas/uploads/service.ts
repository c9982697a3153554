import { assignableRoles } from '@rally/contracts/abilities';
import { MESSAGES, type TMessageCode, toMessage } from '@rally/contracts/messages';
import {
  type TConfirmUploadRequest,
  type TPendingUpload,
  type TUploadJob,
  type TUploadPreviewRow,
  type TUploadToTeamResponse,
  UPLOAD_PREVIEW_HOURS,
  ZConfirmUploadRequest,
} from '@rally/contracts/uploads';
import type { Db, Executor } from '../../db/client.ts';
import type { UploadRow, uploadJobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { languageOf } from '../../mail/templates.ts';
import { writeCompany } from '../companies/service.ts';
import { requireGame } from '../games/service.ts';
import { addPlayers } from '../teams/players-service.ts';
import { teamOfGame } from '../teams/service.ts';
import { UPLOAD_JOB, type UploadJobPayload } from './job.ts';
import { countActions, previewRows } from './preview.ts';
import {
  claimUploadPreview,
  deleteUploadPreview,
  findCompanyUserIds,
  findPendingUploads,
  findUploadJob,
  insertUploadJob,
} from './queries.ts';
import { readUploadFile } from './read-file.ts';
import { rowsOf } from './rows.ts';

const PREVIEW_MS = UPLOAD_PREVIEW_HOURS * 3_600_000;

const errorOf = (code: string | null): TMessageCode | undefined =>
  code === null ? undefined : code in MESSAGES ? (code as TMessageCode) : 'upload.saveFailed';

function toJob(job: typeof uploadJobs.$inferSelect): TUploadJob {
  const error = errorOf(job.error);
  const preview = job.status === 'preview' ? ((job.rows ?? []) as TUploadPreviewRow[]) : undefined;
  return {
    id: job.id,
    companyId: job.companyId,
    status: job.status,
    fileName: job.fileName,
    total: job.total,
    processed: job.processed,
    summary: job.summary,
    preview: preview && {
      counts: countActions(preview),
      rows: preview,
      expiresAt: new Date(job.createdAt.getTime() + PREVIEW_MS).toISOString(),
    },
    rows: job.status === 'done' ? ((job.rows ?? []) as UploadRow[]) : undefined,
    error: error && toMessage(error),
    createdAt: job.createdAt.toISOString(),
  };
}

type UploadDeps = { db: Db; scope: Scope };

/**
 * `POST /user/upload/preview`: reads and checks the whole file (problems with it are 4xx answers),
 * matches its rows to the users they name, and keeps the result as a preview to confirm. Nothing
 * but the preview is written.
 */
export async function previewUpload(opts: {
  db: Db;
  scope: Scope;
  /** The form's `companyID`: a platform admin's choice; left out, the caller's own company. */
  companyId: string | undefined;
  fileName: string;
  bytes: Uint8Array;
}) {
  const { db, scope } = opts;
  const company = await writeCompany(db, scope, { named: opts.companyId, field: 'companyID' });
  const rows = rowsOf(await readUploadFile(opts.bytes));
  const preview = await previewRows(db, rows, {
    companyId: company.id,
    uploaderId: scope.userId,
    assignable: assignableRoles(scope.role),
    companyLanguage: languageOf(company.language),
  });
  const job = await insertUploadJob(db, {
    companyId: company.id,
    createdBy: scope.userId,
    fileName: opts.fileName,
    total: rows.length,
    status: 'preview',
    rows: preview,
  });
  return toJob(job);
}

/** The update rows chosen on the preview, each of which must be one. */
function chosenUpdates(preview: TUploadPreviewRow[], input: TConfirmUploadRequest): 'all' | Set<number> {
  const { updateRows } = ZConfirmUploadRequest.parse(input);
  if (updateRows === 'all') return 'all';
  const updates = new Set(preview.filter((r) => r.action === 'update').map((r) => r.row));
  const unknown = updateRows.filter((line) => !updates.has(line));
  if (unknown.length > 0)
    throw invalid('updateRows', 'upload.updateRowsUnknown', { rows: unknown.join(', ') });
  return new Set(updateRows);
}

/**
 * `POST /user/upload/{id}/confirm`: queues what the preview showed as a scheduler job (`job.ts`),
 * applying changes to existing users only on the rows the organiser chose. A preview is confirmed
 * once; a second confirmation, or one after cancelling, is a conflict. The job commits with the
 * confirmation: a crash after the answer loses nothing.
 */
export async function confirmUpload(opts: UploadDeps & { id: string; input: TConfirmUploadRequest }) {
  const { db, scope } = opts;
  const claimed = await db.transaction(async (tx) => {
    const claimed = await claimUploadPreview(tx, scope, opts.id, new Date(Date.now() - PREVIEW_MS));
    if (claimed) {
      // Checked inside the transaction: a refused choice leaves the preview as it was.
      const chosen = chosenUpdates((claimed.rows ?? []) as TUploadPreviewRow[], opts.input);
      const payload: UploadJobPayload = {
        uploadId: claimed.id,
        scope: { userId: scope.userId, companyId: scope.companyId, role: scope.role },
        updateLines: chosen === 'all' ? 'all' : [...chosen],
      };
      await enqueueJob(tx, { name: UPLOAD_JOB, key: claimed.id, payload, maxAttempts: 3 });
      return claimed;
    }
    const found = await findUploadJob(tx, scope, opts.id);
    if (!found) throw notFound('common.notFound', { what: 'Upload' });
    throw conflict(found.status === 'preview' ? 'upload.previewExpired' : 'upload.notPreview');
  });
  return toJob(claimed);
}

/** `DELETE /user/upload/{id}`: drops a preview nobody confirmed. */
export async function cancelUpload(opts: { db: Executor; scope: Scope; id: string }) {
  if (await deleteUploadPreview(opts.db, opts.scope, opts.id)) return;
  if (!(await findUploadJob(opts.db, opts.scope, opts.id)))
    throw notFound('common.notFound', { what: 'Upload' });
  throw conflict('upload.notPreview');
}

/**
 * `POST /user/upload` (the API's one-step upload): the preview and its confirmation at once.
 * Existing users keep their data unless the form asks `updateExisting=true`.
 */
export async function startUpload(
  opts: UploadDeps & {
    companyId: string | undefined;
    fileName: string;
    bytes: Uint8Array;
    updateExisting: boolean;
  },
) {
  const preview = await previewUpload(opts);
  return confirmUpload({ ...opts, id: preview.id, input: { updateRows: opts.updateExisting ? 'all' : [] } });
}

/** `GET /user/upload/{id}`: the upload of the caller's company: its preview, progress or results. */
export async function getUploadJob(opts: { db: Executor; scope: Scope; id: string }) {
  const job = await findUploadJob(opts.db, opts.scope, opts.id);
  if (!job) throw notFound('common.notFound', { what: 'Upload' });
  return toJob(job);
}

/** `GET /user/upload/pending`: the caller's previews still waiting, so leaving the screen loses none. */
export async function listPendingUploads(opts: { db: Executor; scope: Scope }): Promise<TPendingUpload[]> {
  const pending = await findPendingUploads(opts.db, opts.scope, new Date(Date.now() - PREVIEW_MS));
  return pending.map((job) => ({
    ...job,
    createdAt: job.createdAt.toISOString(),
    expiresAt: new Date(job.createdAt.getTime() + PREVIEW_MS).toISOString(),
  }));
}

/** The team path takes at most this many users a call (`ZAddPlayersRequest`). */
const TEAM_CHUNK = 1000;

/**
 * `POST /user/upload/{id}/team`: the people a finished upload created or updated, put into a team
 * of a game of the upload's company by the one way players join a game (`addPlayers`), 1,000 a
 * call in the route's transaction. Who was not added is answered by row and e-mail.
 */
export async function addUploadToTeam(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  /** The game and team, with where the request named each, so that a refusal names that field. */
  into: { gameId: string; teamId: string; gamePath: string; teamPath: string };
}): Promise<TUploadToTeamResponse> {
  const { tx, scope, into } = opts;
  const job = await findUploadJob(tx, scope, opts.id);
  if (!job) throw notFound('common.notFound', { what: 'Upload' });
  if (job.status !== 'done') throw conflict('upload.notDone');
  const game = await requireGame(tx, scope, into.gameId);
  if (game.companyId !== job.companyId) throw invalid(into.gamePath, 'upload.gameOfOtherCompany');
  // Checked here as well, so the refusal names this request's field.
  await teamOfGame(tx, scope, game.id, into.teamId, into.teamPath);
  const written = ((job.rows ?? []) as UploadRow[]).filter(
    (r) => r.status === 'created' || r.status === 'updated',
  );
  const rowOf = new Map(written.map((r) => [r.email.toLowerCase(), r]));
  const found = await findCompanyUserIds(tx, job.companyId, [...rowOf.keys()]);
  const emailOf = new Map(found.map((u) => [u.id, u.email]));
  const ids = found.map((u) => u.id);
  let added = 0;
  const skipped: TUploadToTeamResponse['skipped'] = [];
  for (let i = 0; i < ids.length; i += TEAM_CHUNK) {
    const userIds = ids.slice(i, i + TEAM_CHUNK);
    const result = await addPlayers({
      tx,
      scope,
      gameId: game.id,
      teamId: into.teamId,
      teamPath: into.teamPath,
      userIds,
    });
    added += result.added;
    for (const { userId, ...reason } of result.skipped) {
      const row = rowOf.get(emailOf.get(userId) ?? '');
      if (row) skipped.push({ row: row.row, email: row.email, ...reason });
    }
  }
  skipped.sort((a, b) => a.row - b.row);
  return { added, skipped };
}
