import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseStorage, createLocalStorage, type Storage } from '../lib/storage.ts';
import { createS3Storage } from '../lib/storage-s3.ts';

/**
 * Uploaded files go under generated keys (names never reach the file system) to `DATA_DIR/uploads`,
 * or, with `FILE_STORAGE=database` (the default with DATABASE_URL), to the database, or with
 * `FILE_STORAGE=s3` to an S3-compatible bucket (ADR 0021), so every server process serves the
 * files any of them received.
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const { fileStorage, s3, dataDir } = app.config;
  const storage: Storage =
    fileStorage === 's3' && s3
      ? createS3Storage(s3)
      : fileStorage === 'database'
        ? createDatabaseStorage(app.db)
        : createLocalStorage(path.join(dataDir, 'uploads'));
  app.decorate('storage', storage);
});
