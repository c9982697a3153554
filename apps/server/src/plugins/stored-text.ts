import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unstorablePaths, unstorableText } from '../lib/stored-text.ts';

/**
 * Refuses text PostgreSQL cannot store in every route's params, query and body before the route's
 * own validation runs: one hook for all routes, so a new route cannot forget it. Multipart parts are
 * read by their routes (see `isUnstorable` there).
 */
export const storedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...unstorablePaths(request.params, ['params']),
      ...unstorablePaths(request.query, ['query']),
      ...unstorablePaths(request.body).map((p) => p || 'body'),
    ];
    if (paths.length > 0) throw unstorableText(paths);
  });
});
