import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { findFile } from './queries.ts';

/**
 * The file rows other areas write with their own (a company's logo, a media item): a row is
 * recorded once its bytes are stored, and the bytes of rows it replaces or that go with a company
 * are discarded after the commit (`discardStoredFiles`).
 */
export { deleteFilesOfKind, insertFile, listCompanyStorageKeys } from './queries.ts';

/** The public path a stored file is served at. */
export const fileUrl = (id: string) => `/api/files/${id}`;

/** A stored file and its bytes; a row whose bytes are gone reads as not found. */
export async function openStoredFile(opts: { db: Executor; storage: Storage; id: string }) {
  const file = await findFile(opts.db, opts.id);
  const body = file && (await opts.storage.get(file.storageKey));
  if (!file || !body) throw notFound('files.notFound');
  return { file, body };
}

/**
 * Removes bytes whose rows are already gone (deleted, replaced). Called after the transaction
 * committed: a failure here leaves an unreferenced blob, logged, never a row without its bytes.
 */
export async function discardStoredFiles(storage: Storage, keys: string[], log: FastifyBaseLogger) {
  for (const key of keys) {
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file not removed'));
  }
}
