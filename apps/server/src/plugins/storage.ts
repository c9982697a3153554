import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseStorage, createLocalStorage } from '../lib/storage.ts';

/**
 * Uploaded files go under generated keys (names never reach the file system) to `DATA_DIR/uploads`,
 * or, with `FILE_STORAGE=database` (the default with DATABASE_URL), to the database, so every server
 * process serves the files any of them received.
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'storage',
    app.config.fileStorage === 'database'
      ? createDatabaseStorage(app.db)
      : createLocalStorage(path.join(app.config.dataDir, 'uploads')),
  );
});
