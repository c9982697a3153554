import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openStoredFile } from './service.ts';

export async function fileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/files/:id',
    {
      // Public: ids are unguessable UUID v7 and logos are shown where nobody is signed in (e-mails, public pages).
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.unknown().describe('The file'), 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { file, body } = await openStoredFile({
        db: app.db,
        storage: app.storage,
        id: request.params.id,
      });
      // A file at an id never changes (a new logo gets a new id), so it may be cached for good.
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    },
  );
}
