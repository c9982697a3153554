import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadSlots } from '../lib/upload-slots.ts';

/** The largest file any route accepts (bulk user upload); routes ask for less where they need less (logos). */
export const MULTIPART_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Uploads of one company in flight at once in a process (media, logos, spreadsheets together). */
export const UPLOADS_AT_ONCE = 3;
/** The wait a refused upload is told (Retry-After). */
const BUSY_RETRY_SECONDS = 5;

/**
 * Multipart uploads, registered once for every route. Limits apply while the request streams, so an
 * oversized or many-part request is cut off before it is held in memory or on disk. `app.uploading`
 * runs an upload route's work in one of its company's slots: every kind of upload counts alike, so a
 * company's uploads hold at most that many files (temporary files, a spreadsheet being read) at a time.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { fileSize: MULTIPART_MAX_FILE_BYTES, files: 1, fields: 10 } });
  app.decorate('uploading', uploadSlots(UPLOADS_AT_ONCE, BUSY_RETRY_SECONDS));
  // An answer sent before the form was read to its end (a file cut off past its limit, or refused
  // at its first bytes) closes the connection: the rest is never read, so the connection could carry
  // no further request and, paused, would not even notice the client leaving.
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
  });
});
