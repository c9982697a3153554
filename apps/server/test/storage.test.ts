import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createDatabaseStorage, createLocalStorage, type Storage } from '../src/lib/storage.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('file storage drivers', () => {
  let t: TestContext;
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-storage-'));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const drivers: [string, () => Storage][] = [
    ['local directory', () => createLocalStorage(dir)],
    ['database', () => createDatabaseStorage(t.db)],
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
});
