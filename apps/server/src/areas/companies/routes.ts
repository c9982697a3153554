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
import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalid } from '../../lib/errors.ts';
import { sniffImageType } from '../../lib/image-type.ts';
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

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const params = z.object({ id: z.uuid() });
const tags = ['companies'];

/** The one image of a logo upload, typed by its bytes, within the logo's size. */
async function readLogo(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the logo as multipart/form-data.');
  }
  const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES } });
  if (!part) throw invalid('file', 'Choose an image to upload.');
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw new AppError('PAYLOAD_TOO_LARGE', `The logo is larger than ${LOGO_MAX_BYTES / 1024 / 1024} MB.`);
  });
  if (bytes.length === 0) throw invalid('file', 'The file is empty.');
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The logo must be a PNG, JPEG or WebP image.');
  return { bytes, contentType, name: part.filename };
}

export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/company/all',
    {
      config: { access: ['read', 'Company'] },
      schema: { tags, querystring: ZCompanyListQuery, response: { 200: ZCompanyPage, ...errors } },
    },
    (request) => listCompanyPage({ db: app.db, scope: scopeOf(request), ...request.query }),
  );

  r.post(
    '/companies',
    {
      config: { access: ['create', 'Company'] },
      schema: { tags, body: ZCreateCompanyRequest, response: { 201: ZCompany, ...errors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const company = await app.db.transaction((tx) => createCompany({ tx, scope, input: request.body }));
      return reply.status(201).send(company);
    },
  );

  r.get(
    '/companies/:id',
    {
      config: { access: ['read', 'Company'] },
      schema: { tags, params, response: { 200: ZCompanyDetail, ...errors } },
    },
    (request) => getCompany({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.put(
    '/companies/:id',
    {
      config: { access: ['update', 'Company'] },
      schema: { tags, params, body: ZUpdateCompanyRequest, response: { 200: ZCompany, ...errors } },
    },
    (request) =>
      app.db.transaction((tx) =>
        updateCompanyDetails({ tx, scope: scopeOf(request), id: request.params.id, input: request.body }),
      ),
  );

  r.delete(
    '/companies/:id',
    {
      config: { access: ['delete', 'Company'] },
      schema: {
        tags,
        params,
        querystring: ZDeleteCompanyQuery,
        response: { 204: z.null(), ...errors, 409: E },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const confirm = request.query.confirm === 'true';
      const keys = await app.db.transaction((tx) =>
        deleteCompany({ tx, scope, id: request.params.id, confirm }),
      );
      await discardStoredFiles(app.storage, keys, request.log);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/companies/:id/logo',
    {
      config: { access: ['update', 'Company'] },
      schema: {
        tags,
        params,
        consumes: ['multipart/form-data'],
        response: { 200: ZCompany, ...errors, 413: E, 415: E },
      },
    },
    async (request) =>
      replaceCompanyLogo({
        db: app.db,
        storage: app.storage,
        log: request.log,
        scope: scopeOf(request),
        id: request.params.id,
        image: await readLogo(request),
      }),
  );
}
