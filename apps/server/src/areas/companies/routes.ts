import path from 'node:path';
import {
  LOGO_MAX_BYTES,
  ZCompany,
  ZCompanyDetail,
  ZCompanyListQuery,
  ZCompanyPage,
  ZCreateCompanyRequest,
  ZDeleteCompanyQuery,
  ZUpdateCompanyRequest,
} from '@rally/contracts/companies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/errors.ts';
import { IMAGE_HEAD_BYTES, type ImageType, sniffImageType } from '../../lib/image-type.ts';
import { fileLimits } from '../../lib/multipart.ts';
import {
  callerOf,
  errorResponses,
  errors,
  idParams,
  noContent,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { spoolToFile, withTempDir } from '../../lib/spool.ts';
import { isUnstorable } from '../../lib/stored-text.ts';
import { scopeOf } from '../../plugins/access.ts';
import { discardStoredFiles } from '../files/service.ts';
import { replaceCompanyLogo } from './logo-service.ts';
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanyPage,
  updateCompanyDetails,
} from './service.ts';

const logoLimits = { megabytes: LOGO_MAX_BYTES / 1024 / 1024 };
const logoTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'companies.logoTooLarge', logoLimits);

/**
 * The one image of a logo upload, streamed to a file in `dir` (never held in memory): typed by its
 * first bytes as they arrive (anything else is refused there) and cut off past the logo's size.
 */
async function readLogo(request: FastifyRequest, dir: string) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'companies.logoNotMultipart');
  }
  // One byte more for the form's reader: past the limit it would skip the rest of the file (reading
  // the body to its end) instead of letting `spoolToFile` cut the request off.
  const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES + 1 } });
  if (!part) throw invalid('file', 'companies.logoMissing');
  if (isUnstorable(part.filename)) throw invalid('file', 'validation.badCharacters');
  const file = path.join(dir, 'logo');
  let contentType: ImageType | null = null;
  const { size } = await spoolToFile(part.file, file, {
    headBytes: IMAGE_HEAD_BYTES,
    checkHead: async (head) => {
      contentType = sniffImageType(head);
      if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'companies.logoWrongType');
      return LOGO_MAX_BYTES;
    },
    tooLarge: logoTooLarge,
  }).catch(fileLimits('companies.logoTooLarge', logoLimits));
  if (part.file.truncated) throw logoTooLarge();
  if (size === 0 || !contentType) throw invalid('file', 'validation.fileEmpty');
  return { path: file, size, contentType, name: part.filename };
}

export async function companyRoutes(app: FastifyInstance) {
  const access = { read: ['read', 'Company'], write: ['update', 'Company'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['companies'], access }, ops);
  r.get('/company/all', read('list'), (request) =>
    listCompanyPage({ ...callerOf(app, request), ...request.query }),
  );
  r.post('/companies', write('create'), handle.create(createCompany));
  r.get('/companies/:id', read('get'), handle.byId(getCompany));
  r.put('/companies/:id', write('update'), handle.updateById(updateCompanyDetails));
  r.delete('/companies/:id', write('remove'), async (request, reply) => {
    const confirm = request.query.confirm === 'true';
    const keys = await writeAsCaller(app, request, (ctx) =>
      deleteCompany({ ...ctx, id: request.params.id, confirm }),
    );
    await discardStoredFiles(app.storage, keys, request.log);
    return noContent(reply);
  });
  r.post('/companies/:id/logo', write('replaceLogo'), async (request) => {
    const scope = scopeOf(request);
    return app.uploading(scope.companyId, () =>
      withTempDir(async (dir) =>
        replaceCompanyLogo({
          db: app.db,
          storage: app.storage,
          log: request.log,
          scope,
          id: request.params.id,
          image: await readLogo(request, dir),
        }),
      ),
    );
  });
}

const ops = operations({
  list: {
    schema: { querystring: ZCompanyListQuery, response: { 200: ZCompanyPage } },
    summary: 'List companies',
    description:
      'A page of companies, searched by name, filtered by plan or stage, sorted. A platform admin sees every company, a company admin their own.',
  },
  create: {
    access: ['create', 'Company'],
    schema: { body: ZCreateCompanyRequest, response: { 201: ZCompany, ...errors } },
    summary: 'Create a company',
    description:
      "Adds a customer company (a tenant) with its language, time zone (UTC unless sent: its new games' zone), plan, stage and trial end.",
    refuses: { 400: 'a field is not valid, or the time zone is not an IANA zone' },
    example: {
      name: 'Acme Logistics',
      language: 'de',
      timezone: 'Europe/Berlin',
      plan: 'standard',
      stage: 'onboarding',
    },
  },
  get: {
    schema: { params: idParams, response: { 200: ZCompanyDetail } },
    summary: 'Get a company',
    description:
      'The company (its time zone among its fields) with its users counted by status and role, and its company admins listed.',
  },
  update: {
    schema: { params: idParams, body: ZUpdateCompanyRequest, response: { 200: ZCompany, ...errors } },
    summary: 'Change a company',
    description:
      "Changes the fields sent; the others stay. A company admin may change the name, language and time zone of their own company; plan, stage and trial end are the platform's. A new time zone is the one later games start in: games already made keep theirs.",
    refuses: {
      400: 'a field is not valid (the time zone not an IANA zone), or a company admin changing a field only the platform may change',
    },
    example: { name: 'Acme Logistics GmbH', language: 'de', timezone: 'Europe/Berlin' },
  },
  remove: {
    access: ['delete', 'Company'],
    schema: { params: idParams, querystring: ZDeleteCompanyQuery, response: { 204: ZNoContent } },
    summary: 'Delete a company',
    description:
      'Deletes the company with everything it holds (users, games, files). A company that holds anything needs `confirm=true`.',
    refuses: {
      409: "the company holds users or games and `confirm` is not set (the message counts them), or it is the platform's own company or the caller's",
    },
  },
  replaceLogo: {
    schema: {
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: ZCompany, ...errors, ...errorResponses(413, 415, 429) },
    },
    summary: "Replace a company's logo",
    description:
      "Stores the image sent as multipart/form-data (field `file`: PNG, JPEG or WebP, at most 1 MB, typed by its bytes) as the company's logo; the old one is discarded. The file streams to a temporary file, not memory, and is refused as soon as its first bytes or its size rule it out. It counts among the company's uploads in flight (429 `media.uploadsBusy` past them).",
  },
});
