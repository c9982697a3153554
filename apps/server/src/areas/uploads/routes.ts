import { ZErrorResponse } from '@rally/contracts/errors';
import { UPLOAD_MAX_BYTES, ZUploadJob, ZUploadTemplateQuery } from '@rally/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalid } from '../../lib/errors.ts';
import { scopeOf } from '../../plugins/access.ts';
import { uploadInvitations } from './invitations.ts';
import { getUploadJob, startUpload } from './service.ts';
import { buildUploadTemplate } from './template.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const tags = ['users'];

const tooLarge = (err: { code?: string }) => {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB. Split it into smaller files.`,
    );
  }
  if (err.code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 'Upload one file at a time.');
  throw err;
};

/** The form's `companyID` (in either order with the file) and the one file, held in memory (at most 5 MiB). */
async function readUploadForm(request: FastifyRequest, ownCompanyId: string) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  let companyId = ownCompanyId;
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch(tooLarge);
      // Only shown back to the uploader; never used as a path.
      file = { name: part.filename.split(/[\\/]/).pop()?.slice(0, 200) || 'upload', bytes };
    } else if (part.fieldname === 'companyID' && part.value !== '') {
      const id = z.uuid().safeParse(part.value);
      if (!id.success) throw invalid('companyID', 'must be a company id');
      companyId = id.data;
    }
  }
  if (!file) throw invalid('file', 'choose a CSV or XLSX file to upload');
  return { companyId, fileName: file.name, bytes: file.bytes };
}

export async function uploadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Jobs run after their request has been answered; closing the app waits for them.
  const running = new Set<Promise<void>>();
  const background = (task: () => Promise<void>) => {
    const run = task()
      .catch((err) => app.log.error({ err }, 'background upload failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  // An upload's transaction records one fan-out row; the outbox sender writes the invitations.
  app.mailer.handleFanout('uploadInvitations', uploadInvitations(app.mailer, app.config.appUrl));

  r.get(
    '/user/upload/template',
    {
      config: { access: ['create', 'User'] },
      schema: {
        tags,
        querystring: ZUploadTemplateQuery,
        response: { 200: z.instanceof(Buffer).describe('The template, CSV or XLSX'), ...errors },
      },
    },
    async (request, reply) => {
      const { body, contentType, fileName } = await buildUploadTemplate(request.query.format);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  r.post(
    '/user/upload',
    {
      config: { access: ['create', 'User'] },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 202: ZUploadJob, ...errors, 413: E, 415: E },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const form = await readUploadForm(request, scope.companyId);
      const job = await startUpload({
        db: app.db,
        engine: app.database.kind,
        mailer: app.mailer,
        log: request.log,
        background,
        scope,
        ...form,
      });
      return reply.status(202).send(job);
    },
  );

  r.get(
    '/user/upload/:id',
    {
      config: { access: ['read', 'User'] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: ZUploadJob, ...errors } },
    },
    (request) => getUploadJob({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );
}
