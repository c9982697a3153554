import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The largest file any route accepts (bulk user upload); routes ask for less where they need less (logos). */
export const MULTIPART_MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Multipart uploads, registered once for every route. Limits apply while the request streams, so an
 * oversized or many-part request is cut off before it is held in memory or on disk.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { fileSize: MULTIPART_MAX_FILE_BYTES, files: 1, fields: 10 } });
});
