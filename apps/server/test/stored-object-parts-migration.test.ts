import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { createDatabaseStorage } from '../src/lib/storage.ts';

const dir = path.resolve(import.meta.dirname, '../src/db/migrations');
const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const statements = (tag: string) =>
  readFileSync(path.join(dir, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());

/** Migration 0015 keys stored objects by key and part: a file stored whole before it reads the same after. */
describe('migration 0015_stored_object_parts', () => {
  it('keeps every stored object readable, as its part 0', async () => {
    const pg = new PGlite();
    try {
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf('0015_stored_object_parts');
      expect(at).toBeGreaterThan(0);
      for (const tag of tags.slice(0, at)) for (const s of statements(tag)) await pg.exec(s);
      await pg.exec(
        `insert into stored_objects (key, bytes) values ('0196a3b2-before', '\\x00ff0102'::bytea)`,
      );
      for (const tag of tags.slice(at, at + 1)) for (const s of statements(tag)) await pg.exec(s);

      const storage = createDatabaseStorage(drizzle(pg, { schema }) as unknown as Db);
      const read = await storage.get('0196a3b2-before');
      expect(read && Buffer.concat(await read.toArray())).toEqual(Buffer.from([0, 255, 1, 2]));
    } finally {
      await pg.close();
    }
  });
});
