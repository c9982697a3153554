import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../lib/storage.ts';

/** Uploaded files go to `DATA_DIR/uploads` under generated keys; names never reach the file system. */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', createLocalStorage(path.join(app.config.dataDir, 'uploads')));
});
