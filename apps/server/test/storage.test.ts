import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  createDatabaseStorage,
  createLocalStorage,
  STORED_PART_BYTES,
  type Storage,
} from '../src/lib/storage.ts';
import { createS3Storage } from '../src/lib/storage-s3.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { startS3Server } from './s3-server.ts';

describe('file storage drivers', () => {
  let t: TestContext;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-storage-'));
  beforeAll(async () => {
    t = await createTestApp();
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const drivers: [string, () => Storage][] = [
    ['local directory', () => createLocalStorage(dir)],
    ['database', () => createDatabaseStorage(t.db)],
    ['S3-compatible bucket', () => createS3Storage(s3.config)],
  ];

  describe.each(drivers)('%s', (_name, make) => {
    it('keeps bytes under a key, replaces them, and forgets them on delete', async () => {
      const storage = make();
      const key = `0196a3b0-${Math.random().toString(16).slice(2, 10)}`;
      const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
      await storage.put(key, bytes);
      const read = await storage.get(key);
      expect(read && (await buffer(read))).toEqual(bytes);
      await storage.put(key, Readable.from([Buffer.from('second'), Buffer.from(' version')]));
      const again = await storage.get(key);
      expect(again && (await buffer(again)).toString()).toBe('second version');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('streams a file of several parts in and out, whole and in order, with or without its size', async () => {
      const storage = make();
      const key = `0196a3b1-${Math.random().toString(16).slice(2, 10)}`;
      const bytes = randomBytes(STORED_PART_BYTES * 2 + 12_345);
      const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) =>
        bytes.subarray(i * 65_536, (i + 1) * 65_536),
      );
      await storage.put(key, Readable.from(chunks), bytes.length);
      const read = await storage.get(key);
      expect(read && (await buffer(read)).equals(bytes)).toBe(true);
      await storage.put(key, Readable.from(chunks.slice(0, 16)));
      const again = await storage.get(key);
      expect(again && (await buffer(again)).equals(bytes.subarray(0, STORED_PART_BYTES))).toBe(true);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    });

    it('refuses a key that is not a generated id (a path, a client name)', async () => {
      const storage = make();
      for (const key of ['../etc/passwd', 'Logo.PNG', 'short']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
        await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      }
    });
  });

  it('keeps files in the database by default with a PostgreSQL server, in DATA_DIR without one', () => {
    const base = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), PUBLIC_API_SECRET: 'y'.repeat(20) };
    expect(loadConfig(base).fileStorage).toBe('local');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://h/db' }).fileStorage).toBe('database');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://h/db', FILE_STORAGE: 'local' }).fileStorage).toBe(
      'local',
    );
  });

  it('keeps files in an S3-compatible bucket when configured, and refuses half a configuration', () => {
    const base = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), PUBLIC_API_SECRET: 'y'.repeat(20) };
    const s3 = { ...base, FILE_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: undefined,
      prefix: '',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...base, FILE_STORAGE: 's3', S3_BUCKET: 'media' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ ...base, FILE_STORAGE: 's3' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow('give both or neither');
  });

  it('answers a missing object from the bucket as nothing stored, and keeps keys under the prefix', async () => {
    const storage = createS3Storage(s3.config);
    expect(await storage.get('0196a3b0-never-stored')).toBeNull();
    await storage.put('0196a3b0-prefixed', Buffer.from('x'));
    const plain = createS3Storage({ ...s3.config, prefix: '' });
    expect(await plain.get('0196a3b0-prefixed')).toBeNull();
    await storage.delete('0196a3b0-prefixed');
  });
});
