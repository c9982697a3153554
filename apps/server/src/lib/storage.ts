import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
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

/**
 * Bytes in the `stored_objects` table: shared by every process on the database, backed up with it,
 * no second store to run. A `bytea` value is written whole, so each file is read into memory while
 * it is stored (at most a media video's 40 MB; uploads in flight are bounded per company).
 */
export function createDatabaseStorage(db: Db): Storage {
  return {
    async put(key, body) {
      checkKey(key);
      const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
      await db
        .insert(storedObjects)
        .values({ key, bytes })
        .onConflictDoUpdate({ target: storedObjects.key, set: { bytes } });
    },
    async get(key) {
      checkKey(key);
      const [row] = await db
        .select({ bytes: storedObjects.bytes })
        .from(storedObjects)
        .where(eq(storedObjects.key, key));
      return row ? Readable.from([row.bytes]) : null;
    },
    async delete(key) {
      checkKey(key);
      await db.delete(storedObjects).where(eq(storedObjects.key, key));
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
