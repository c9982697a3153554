import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedObjects } from '../db/schema/index.ts';

/**
 * Where uploaded bytes live (DESIGN section 5, Files); the `files` table records what they are.
 * A local directory (one process, the default without DATABASE_URL) or the database (every
 * process on it serves every file: decision 0013) or an S3-compatible bucket (storage-s3.ts,
 * decision 0021), behind the same three calls.
 */
export type Storage = {
  /** `size`, when known, lets a driver stream `body` rather than read it into memory first. */
  put(key: string, body: Buffer | Readable, size?: number): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
};

/** Keys are ids the server generates; anything else (a client's file name, a path) is refused. */
const KEY = /^[a-z0-9-]{8,100}$/;

export const checkKey = (key: string) => {
  if (!KEY.test(key)) throw new Error('invalid storage key');
};

/** The largest part of an object the database driver writes or reads at once. */
export const STORED_PART_BYTES = 1024 * 1024;

/** A stream's bytes in parts of `size` (the last one shorter; an empty stream is one empty part). */
async function* partsOf(body: Readable, size: number) {
  let pending: Buffer[] = [];
  let length = 0;
  let parts = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    pending.push(chunk);
    length += chunk.length;
    while (length >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      parts += 1;
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length > 0 || parts === 0) yield Buffer.concat(pending);
}

/**
 * Bytes in the `stored_objects` table: shared by every process on the database, backed up with it,
 * no second store to run. An object is written and read one part (1 MiB) at a time, so a 40 MB
 * video is never held whole in memory. Its parts are written without a transaction (a long upload
 * would hold a connection); a failed write removes what it wrote, and nothing points at a key before
 * its `files` row is written after the put.
 */
export function createDatabaseStorage(db: Db): Storage {
  const remove = (key: string) => db.delete(storedObjects).where(eq(storedObjects.key, key));
  return {
    async put(key, body) {
      checkKey(key);
      await remove(key);
      try {
        let part = 0;
        for await (const bytes of partsOf(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          STORED_PART_BYTES,
        )) {
          await db.insert(storedObjects).values({ key, part, bytes });
          part += 1;
        }
      } catch (err) {
        await remove(key).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      checkKey(key);
      const part = (n: number) =>
        db
          .select({ bytes: storedObjects.bytes })
          .from(storedObjects)
          .where(and(eq(storedObjects.key, key), eq(storedObjects.part, n)))
          .then((rows) => rows[0]?.bytes);
      const first = await part(0);
      if (!first) return null;
      return Readable.from(
        (async function* () {
          yield first;
          for (let n = 1; ; n++) {
            const bytes = await part(n);
            if (!bytes) return;
            yield bytes;
          }
        })(),
      );
    },
    async delete(key) {
      checkKey(key);
      await remove(key);
    },
  };
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    checkKey(key);
    // Fanned out by the key's last two characters (random in a UUID v7) to keep directories small.
    return path.join(root, key.slice(-2), key);
  };

  return {
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return (await open(pathOf(key))).createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
