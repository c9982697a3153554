import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { ImageType } from '../../lib/image-type.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteFilesOfKind, discardStoredFiles, fileUrl, insertFile } from '../files/service.ts';
import { findCompany, updateCompany } from './queries.ts';
import { companyInScope, toCompany } from './service.ts';

/**
 * `POST /companies/{id}/logo`. Unlike other writes this function owns its transaction: the bytes are
 * stored before it (a file row never points at nothing) and the replaced logo's bytes are removed
 * only after it commits (a rollback never loses the old logo).
 */
export async function replaceCompanyLogo(opts: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  scope: Scope;
  id: string;
  /** The image as `readLogo` spooled it to a temporary file. */
  image: { path: string; size: number; contentType: ImageType; name: string };
}) {
  const { db, storage, scope, image } = opts;
  const company = await companyInScope(db, scope, opts.id);
  const fileId = uuidv7();
  const storageKey = uuidv7();
  await storage.put(storageKey, createReadStream(image.path), image.size);
  const replaced = await db
    .transaction(async (tx) => {
      // Lock the company row: two uploads at once must not both survive as its logo.
      if (!(await findCompany(tx, scope, company.id, { forUpdate: true })))
        throw notFound('companies.notFound');
      await insertFile(tx, {
        id: fileId,
        companyId: company.id,
        kind: 'logo',
        contentType: image.contentType,
        size: image.size,
        storageKey,
        originalName: image.name.slice(0, 255),
      });
      await updateCompany(tx, company.id, { logoUrl: fileUrl(fileId) });
      return deleteFilesOfKind(tx, { companyId: company.id, kind: 'logo', keepId: fileId });
    })
    .catch(async (err: unknown) => {
      await storage.delete(storageKey);
      throw err;
    });
  await discardStoredFiles(storage, replaced, opts.log);
  return toCompany(await companyInScope(db, scope, company.id));
}
