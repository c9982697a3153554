import path from 'node:path';
import {
  ZConfirmUploadRequest,
  ZPendingUploadList,
  ZUploadJob,
  ZUploadTemplateQuery,
  ZUploadToTeamRequest,
  ZUploadToTeamResponse,
} from '@rally/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, invalid } from '../../lib/errors.ts';
import {
  callerOf,
  created,
  EXAMPLE_IDS,
  errorResponses,
  errors,
  idParams,
  noContent,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { withTempDir } from '../../lib/spool.ts';
import { isUnstorable } from '../../lib/stored-text.ts';
import { scopeOf } from '../../plugins/access.ts';
import { UPLOADS_AT_ONCE } from '../../plugins/multipart.ts';
import { uploadInvitations } from './invitations.ts';
import { defineUploadJob } from './job.ts';
import { SPREADSHEET_PART_BYTES, spoolSpreadsheet } from './read-file.ts';
import {
  addUploadToTeam,
  cancelUpload,
  confirmUpload,
  getUploadJob,
  listPendingUploads,
  previewUpload,
  startUpload,
} from './service.ts';
import { buildUploadTemplate } from './template.ts';

const uploadErrors = { ...errors, ...errorResponses(413, 415, 429) };
const fileRefusals = {
  400: 'the form is not valid, or the file is unusable as a whole (empty, unreadable, no header, no rows, too many rows)',
  413: 'the file is larger than 5 MiB, expands too much (XLSX), or more than one file was sent',
  415: 'the request is not multipart/form-data, or the file is not CSV or XLSX',
  429: `the company already has ${UPLOADS_AT_ONCE} uploads in flight (\`media.uploadsBusy\`, Retry-After)`,
};

/**
 * The form's `companyID` and `updateExisting` (in any order with the file) and the one file,
 * streamed to `dir` and read once it is known to fit (at most 5 MiB).
 */
async function readUploadForm(request: FastifyRequest, dir: string) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.notMultipart');
  }
  let companyId: string | undefined;
  let updateExisting = false;
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: SPREADSHEET_PART_BYTES } })) {
    if (part.type === 'file') {
      if (isUnstorable(part.filename)) throw invalid('file', 'validation.badCharacters');
      const bytes = await spoolSpreadsheet(part, path.join(dir, 'spreadsheet'));
      // Only shown back to the uploader; never used as a path.
      file = { name: part.filename.split(/[\\/]/).pop()?.slice(0, 200) || 'upload', bytes };
    } else if (part.fieldname === 'companyID' && part.value !== '') {
      const id = z.uuid().safeParse(part.value);
      if (!id.success) throw invalid('companyID', 'validation.notId');
      companyId = id.data;
    } else if (part.fieldname === 'updateExisting') {
      if (part.value !== 'true' && part.value !== 'false') {
        throw invalid('updateExisting', 'validation.notOneOf', { options: 'true, false' });
      }
      updateExisting = part.value === 'true';
    }
  }
  if (!file) throw invalid('file', 'validation.fileMissing');
  return { companyId, updateExisting, fileName: file.name, bytes: file.bytes };
}

export async function uploadRoutes(app: FastifyInstance) {
  const access = { read: ['read', 'User'], write: ['create', 'User'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['users'], access }, ops);
  // Confirmed uploads are written by a scheduler job, in whichever process claims it.
  defineUploadJob({ jobs: app.jobs, engine: app.database.kind, mailer: app.mailer });
  // An upload's transaction records one fan-out row; the outbox sender writes the invitations.
  app.mailer.handleFanout('uploadInvitations', uploadInvitations(app.mailer, app.config.appUrl));
  const deps = (request: FastifyRequest) => ({ db: app.db, scope: scopeOf(request) });

  r.get('/user/upload/template', write('template'), async (request, reply) => {
    const { body, contentType, fileName } = await buildUploadTemplate(request.query.format);
    return reply
      .header('content-type', contentType)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(body);
  });
  /** An upload route's work on its form, in one of the caller's company's upload slots. */
  const withForm = <T>(
    request: FastifyRequest,
    work: (form: Awaited<ReturnType<typeof readUploadForm>>) => Promise<T>,
  ) => {
    const { companyId } = scopeOf(request);
    return app.uploading(companyId, () =>
      withTempDir(async (dir) => work(await readUploadForm(request, dir))),
    );
  };
  r.post('/user/upload', write('upload'), async (request, reply) => {
    const job = await withForm(request, (form) => startUpload({ ...deps(request), ...form }));
    return reply.status(202).send(job);
  });
  r.post('/user/upload/preview', write('preview'), async (request, reply) => {
    const scope = scopeOf(request);
    const job = await withForm(request, ({ updateExisting: _, ...form }) =>
      previewUpload({ db: app.db, scope, ...form }),
    );
    return created(reply, job);
  });
  r.post('/user/upload/:id/confirm', write('confirm'), async (request, reply) => {
    const job = await confirmUpload({ ...deps(request), id: request.params.id, input: request.body });
    return reply.status(202).send(job);
  });
  r.delete('/user/upload/:id', write('cancel'), async (request, reply) => {
    await cancelUpload({ ...callerOf(app, request), id: request.params.id });
    return noContent(reply);
  });
  r.get('/user/upload/pending', read('pending'), (request) => listPendingUploads(callerOf(app, request)));
  r.get('/user/upload/:id', read('get'), handle.byId(getUploadJob));
  r.post('/user/upload/:id/team', write('team'), (request) =>
    writeAsCaller(app, request, (ctx) => {
      // The API's competition and group are the code's game and team.
      const { competitionId, groupId } = request.body;
      const into = { gameId: competitionId, teamId: groupId, gamePath: 'competitionId', teamPath: 'groupId' };
      return addUploadToTeam({ ...ctx, id: request.params.id, into });
    }),
  );
}

const ops = operations({
  template: {
    schema: {
      querystring: ZUploadTemplateQuery,
      response: { 200: z.instanceof(Buffer).describe('The template, CSV or XLSX'), ...errors },
    },
    summary: 'Download the bulk upload template',
    description: 'An empty CSV or XLSX file with the columns a bulk upload reads, as a download.',
  },
  upload: {
    schema: { consumes: ['multipart/form-data'], response: { 202: ZUploadJob, ...uploadErrors } },
    summary: 'Upload users in one step',
    description:
      'Reads a CSV or XLSX file (multipart: `companyID`, `updateExisting`, `file`) and writes it at once, in the background (poll `GET /user/upload/{id}`): new users are created and invited; existing users are updated only with `updateExisting=true`. Company admins upload into their own company.',
    refuses: fileRefusals,
  },
  preview: {
    schema: { consumes: ['multipart/form-data'], response: { 201: ZUploadJob, ...uploadErrors } },
    summary: 'Preview a bulk upload',
    description:
      'Reads a CSV or XLSX file (multipart: `companyID`, `file`), checks every row and matches it to the ' +
      'users it names, and answers what confirming would do with each row: create (and invite), update ' +
      '(with each change, old -> new), leave unchanged, or refuse (with the reasons). Nothing but the ' +
      'pending upload is written. Company admins upload into their own company.',
    refuses: fileRefusals,
  },
  confirm: {
    schema: { params: idParams, body: ZConfirmUploadRequest, response: { 202: ZUploadJob } },
    summary: 'Confirm a previewed bulk upload',
    description:
      'Writes what the preview showed, in the background (poll `GET /user/upload/{id}`): new users are ' +
      'created and invited; existing users are updated only on the rows named in `updateRows` (or ' +
      "`'all'`), otherwise they keep their data.",
    refuses: {
      400: 'a field is not valid, or rows in `updateRows` are no updates',
      409: 'the upload was already confirmed or cancelled, or the preview is older than a day',
    },
    example: { updateRows: [3, 7] },
  },
  cancel: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Cancel a previewed bulk upload',
    description: 'Drops a preview that was not confirmed; nothing of it was written.',
    refuses: { 409: 'the upload was already confirmed' },
  },
  pending: {
    schema: { response: { 200: ZPendingUploadList } },
    summary: 'List my bulk uploads waiting to be confirmed',
    description:
      "The caller's own previews that were neither confirmed nor cancelled and have not expired, newest first (without their rows: `GET /user/upload/{id}` has them).",
  },
  team: {
    access: gameContent.write,
    schema: { params: idParams, body: ZUploadToTeamRequest, response: { 200: ZUploadToTeamResponse } },
    summary: 'Put the people of a finished bulk upload into a team',
    description:
      "Adds the users a finished upload created or updated to a team of a game of the upload's company, as `POST /competition/add/existing/user` does: a player is in one team per game, so users already in the game stay where they are and are reported back by row, as are disabled users and users who are no players.",
    refuses: {
      400: "a field is not valid, the game is not of the upload's company, or the team is not of this game",
      409: `the upload has not finished, or ${gameLocked}`,
    },
    example: { competitionId: EXAMPLE_IDS.game, groupId: EXAMPLE_IDS.team },
  },
  get: {
    schema: { params: idParams, response: { 200: ZUploadJob } },
    summary: 'Get a bulk upload',
    description:
      'Where an upload stands (preview, queued, processing, done, failed), its progress, and once done the result of every row.',
  },
});
