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
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, a file runs nothing: no script, no form, no plug-in, even if a browser
        // renders it (a PDF viewer, an image), and it cannot act as the app's origin.
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
        )
        .header('content-disposition', dispositionOf(file.contentType, file.originalName))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body)
    );
  });
}

/** Types a browser shows safely inline; anything else is offered as a download. */
const INLINE = /^(image\/(png|jpeg|webp|gif)|video\/(mp4|webm)|audio\/(mpeg|ogg|wav)|application\/pdf)$/;

/** `inline` or `attachment`, with the uploader's file name encoded (RFC 6266), never raw in the header. */
export function dispositionOf(contentType: string, name: string) {
  const how = INLINE.test(contentType) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';
  return `${how}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 200))}`;
}

const ops = operations({
  download: {
    schema: {
      params: idParams,
      response: { 200: z.unknown().describe('The file'), ...errorResponses(400, 404) },
    },
    summary: 'Download a stored file',
    description:
      'The bytes of a stored file (a company logo, a media item or its thumbnail), with its content type, `nosniff`, a sandboxing content security policy, and `Content-Disposition: attachment` for any type a browser should not show; a file never changes at its id, so it may be cached for good.',
  },
});
