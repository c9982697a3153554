import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses, idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { openStoredFile } from './service.ts';

export async function fileRoutes(app: FastifyInstance) {
  // Public: ids are unguessable UUID v7 and logos are shown where nobody is signed in (e-mails, public pages).
  const { r, read } = areaRoutes(app, { tags: ['files'], access: { read: 'public' } }, ops);
  r.get('/files/:id', read('download'), async (request, reply) => {
    const { file, body } = await openStoredFile({ db: app.db, storage: app.storage, id: request.params.id });
    // A file at an id never changes (a new logo gets a new id), so it may be cached for good.
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}

const ops = operations({
  download: {
    schema: {
      params: idParams,
      response: { 200: z.unknown().describe('The file'), ...errorResponses(400, 404) },
    },
    summary: 'Download a stored file',
    description:
      'The bytes of a stored file (a company logo), with its content type; a file never changes at its id, so it may be cached for good.',
  },
});
