import { MEDIA_MAX_MB, ZMedia, ZMediaListQuery, ZMediaPage, ZSaveMediaRequest } from '@rally/contracts/media';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  callerOf,
  created,
  errorResponses,
  errors,
  idParams,
  noContent,
  writeErrors,
  ZNoContent,
  ZPageParam,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { withTempDir } from '../../lib/spool.ts';
import { scopeOf } from '../../plugins/access.ts';
import { UPLOADS_AT_ONCE } from '../../plugins/multipart.ts';
import { createMedia, deleteMedia, getMedia, listMediaPage, saveMedia } from './service.ts';
import { readMediaForm } from './upload-form.ts';

export async function mediaRoutes(app: FastifyInstance) {
  const access = { read: ['read', 'Media'], write: ['manage', 'Media'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['media'], access }, ops);
  r.get('/media/all/pagination/:page', read('list'), (request) =>
    listMediaPage({ ...callerOf(app, request), page: request.params.page, ...request.query }),
  );
  r.post('/media/upload', write('upload'), async (request, reply) => {
    const scope = scopeOf(request);
    const item = await app.uploading(scope.companyId, () =>
      withTempDir(async (dir) => {
        const form = await readMediaForm(request, dir);
        return createMedia({ db: app.db, storage: app.storage, scope, ...form });
      }),
    );
    return created(reply, item);
  });
  r.post('/media', write('save'), handle.update(saveMedia));
  r.get('/media/:id', read('get'), handle.byId(getMedia));
  r.delete('/media/:id', write('remove'), async (request, reply) => {
    await deleteMedia({
      ...callerOf(app, request),
      id: request.params.id,
      storage: app.storage,
      log: request.log,
    });
    return noContent(reply);
  });
}

const sizes = Object.entries(MEDIA_MAX_MB)
  .map(([kind, mb]) => `${kind} ${mb} MB`)
  .join(', ');

const ops = operations({
  list: {
    schema: {
      params: z.object({ page: ZPageParam }),
      querystring: ZMediaListQuery,
      response: { 200: ZMediaPage },
    },
    summary: 'List the media library',
    description:
      "A page of 12 media items, newest first: the caller company's own and the global library (a platform admin sees every item), optionally of one kind or matching `q` in header or description. Answers `{result, count}`.",
  },
  upload: {
    schema: {
      consumes: ['multipart/form-data'],
      response: { 201: ZMedia, ...errors, ...errorResponses(409, 413, 415, 429) },
    },
    summary: 'Upload a media item',
    description: `Multipart: \`media\` (the file), \`header\`, \`description\`, \`scope\` (\`company\` or \`global\`, global for platform admins only), \`lang\` (en, de, fr, pt), \`companyID\` (a platform admin may name another company). The type is read from the file's content: PNG, JPEG, WebP, GIF, MP4, WebM, PDF, MP3, Ogg or WAV; at most ${sizes}. Images get a thumbnail. The file streams to a temporary file, not memory. A refused upload stores nothing.`,
    refuses: {
      400: 'a field is not valid, the file is missing or empty, or an image cannot be decoded',
      409: "the file would take the company past its plan's storage (`plans.storageLimit`)",
      413: 'the file is larger than its kind allows',
      415: 'the request is not multipart/form-data, or the content is not an accepted type (whatever its name says)',
      429: `the company already has ${UPLOADS_AT_ONCE} uploads in flight (\`media.uploadsBusy\`, Retry-After)`,
    },
  },
  save: {
    schema: { body: ZSaveMediaRequest, response: { 200: ZMedia, ...writeErrors } },
    summary: "Change a media item's details",
    description:
      "Changes header, description, scope and language of a media item of the caller's company (its file stays).",
    refuses: { 403: "the item is another company's global item (read-only)" },
    example: {
      mediaID: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c',
      header: 'Stretching at the desk',
      description: 'Three moves for the afternoon.',
      scope: 'company',
      lang: 'en',
    },
  },
  get: {
    schema: { params: idParams, response: { 200: ZMedia } },
    summary: 'Get a media item',
    description:
      "A media item of the caller's company or of the global library, with where its file and thumbnail are served.",
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent, ...writeErrors } },
    summary: 'Delete a media item',
    description: 'Deletes a media item, its questions and its stored file and thumbnail.',
    refuses: {
      403: "the item is another company's global item (read-only)",
      409: 'a player has answered one of its questions (their points would lose their reason)',
    },
  },
});
