import { createReadStream } from 'node:fs';
import type { ZSaveMediaRequest } from '@rally/contracts/media';
import { MEDIA_PAGE_SIZE, type TMedia } from '@rally/contracts/media';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { checkGlobalWrite, isPlatformAdmin, type Scope } from '../../lib/scope.ts';
import { pageWindow } from '../../lib/search.ts';
import type { Storage } from '../../lib/storage.ts';
import { writeCompany } from '../companies/service.ts';
import { discardStoredFiles, fileUrl, insertFile } from '../files/service.ts';
import { assertStorageRoom } from '../plans/limits.ts';
import type { CheckedMedia } from './content.ts';
import * as q from './queries.ts';

export function toMedia(row: q.MediaRow, scope: Scope): TMedia {
  const m = row.media;
  return {
    mediaID: m.id,
    companyID: m.companyId,
    header: m.header,
    description: m.description,
    scope: m.scope,
    lang: m.lang,
    kind: m.kind,
    contentType: row.contentType,
    size: row.size,
    originalName: row.originalName,
    fileUrl: fileUrl(m.fileId),
    thumbnailUrl: m.thumbnailFileId ? fileUrl(m.thumbnailFileId) : null,
    questionCount: row.questionCount,
    editable: isPlatformAdmin(scope) || m.companyId === scope.companyId,
    createdAt: m.createdAt.toISOString(),
  };
}

/** `GET /media/all/pagination/{page}`: newest first, the caller's company's items and the global ones. */
export async function listMediaPage(opts: { db: Db; scope: Scope; page: number; kind?: string; q?: string }) {
  const { rows, count } = await q.listMedia(opts.db, {
    where: q.mediaReadable(opts.scope),
    kind: opts.kind,
    q: opts.q,
    ...pageWindow(opts.page, MEDIA_PAGE_SIZE),
  });
  return { result: rows.map((r) => toMedia(r, opts.scope)), count };
}

/** The items of these ids, whoever's they are: a game's quiz shows what it was given. */
export const findMediaItems = (db: Executor, ids: string[]) => q.findMediaByIds(db, undefined, ids);

/** Whether every item of `ids` (distinct) is one a company's game may use: the company's own or global. */
export async function usableByCompany(db: Executor, companyId: string, ids: string[]) {
  return (await q.findMediaByIds(db, q.mediaUsableBy(companyId), ids)).length === ids.length;
}

/** A readable item, or 404 (another company's private item is not leaked as 403). */
export async function requireMedia(db: Executor, scope: Scope, id: string) {
  const row = await q.findMedia(db, q.mediaReadable(scope), id);
  if (!row) throw notFound('media.notFound');
  return row;
}

/** An item the caller may change: 404 when they cannot read it, 403 when it is another company's global item. */
export async function requireOwnMedia(
  db: Executor,
  scope: Scope,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  const row = await q.findMedia(db, q.mediaReadable(scope), id, opts);
  if (!row) throw notFound('media.notFound');
  if (!isPlatformAdmin(scope) && row.media.companyId !== scope.companyId) {
    throw new AppError('FORBIDDEN', 'media.globalReadOnly');
  }
  return row;
}

export async function getMedia(opts: { db: Db; scope: Scope; id: string }) {
  return toMedia(await requireMedia(opts.db, opts.scope, opts.id), opts.scope);
}

/** `POST /media`: a media item's details. */
export async function saveMedia(opts: {
  tx: Executor;
  scope: Scope;
  input: z.infer<typeof ZSaveMediaRequest>;
}) {
  const { tx, scope, input } = opts;
  const row = await requireOwnMedia(tx, scope, input.mediaID, { forUpdate: true });
  checkGlobalWrite(scope, input.scope === 'global', 'scope');
  const { mediaID: _id, ...details } = input;
  await q.updateMedia(tx, row.media.id, details);
  return toMedia(await requireMedia(tx, scope, row.media.id), scope);
}

/** `DELETE /media/{id}`: refused (409) once a player answered one of its questions, so no score loses its reason. */
export async function deleteMedia(opts: {
  db: Db;
  scope: Scope;
  id: string;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const { db, scope } = opts;
  const keys = await db.transaction(async (tx) => {
    const row = await requireOwnMedia(tx, scope, opts.id, { forUpdate: true });
    if (await q.mediaHasAnswers(tx, row.media.id)) throw conflict('media.answered');
    return q.deleteMediaFiles(tx, row.media);
  });
  await discardStoredFiles(opts.storage, keys, opts.log);
}

/**
 * `POST /media/upload`, after the content was checked (content.ts). Owns its transaction like the
 * logo upload: bytes are stored first (a row never points at nothing), streamed from the temporary
 * file, and removed again when the rows are not written, so a refusal leaves neither row nor object.
 * The company's storage quota is checked before the first byte is stored and again, under the plan
 * lock, in the transaction that records the files (two uploads that each fit but not together).
 */
export async function createMedia(opts: {
  db: Db;
  storage: Storage;
  scope: Scope;
  fields: {
    companyID?: string;
    header: string;
    description: string;
    scope: 'company' | 'global';
    lang: 'en' | 'de' | 'fr' | 'pt';
  };
  file: CheckedMedia & { name: string };
}) {
  const { db, storage, scope, fields, file } = opts;
  checkGlobalWrite(scope, fields.scope === 'global', 'scope');
  const { id: companyId } = await writeCompany(db, scope, { named: fields.companyID, field: 'companyID' });
  const fileId = uuidv7();
  const key = uuidv7();
  const thumbId = file.thumbnail ? uuidv7() : null;
  const thumbKey = file.thumbnail ? uuidv7() : null;
  const bytes = file.size + (file.thumbnail?.length ?? 0);
  await assertStorageRoom(db, companyId, bytes, { lock: false });
  const stored: string[] = [];
  try {
    await storage.put(key, createReadStream(file.path), file.size);
    stored.push(key);
    if (file.thumbnail && thumbKey) {
      await storage.put(thumbKey, file.thumbnail);
      stored.push(thumbKey);
    }
    const id = await db.transaction(async (tx) => {
      await assertStorageRoom(tx, companyId, bytes);
      const name = file.name.slice(0, 255);
      await insertFile(tx, {
        id: fileId,
        companyId,
        kind: 'media',
        contentType: file.contentType,
        size: file.size,
        storageKey: key,
        originalName: name,
      });
      if (file.thumbnail && thumbId && thumbKey) {
        await insertFile(tx, {
          id: thumbId,
          companyId,
          kind: 'media',
          contentType: 'image/webp',
          size: file.thumbnail.length,
          storageKey: thumbKey,
          originalName: name,
        });
      }
      const row = await q.insertMedia(tx, {
        companyId,
        scope: fields.scope,
        kind: file.kind,
        header: fields.header,
        description: fields.description,
        lang: fields.lang,
        fileId,
        thumbnailFileId: thumbId,
        createdBy: scope.userId,
      });
      return row.id;
    });
    return toMedia(await requireMedia(db, scope, id), scope);
  } catch (err) {
    for (const k of stored) await storage.delete(k).catch(() => undefined);
    throw err;
  }
}
