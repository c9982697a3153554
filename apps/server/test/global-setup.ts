import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openEmbedded } from '../src/db/client.ts';
import { MIGRATED_EMBEDDED } from './migrated-copy.ts';

/**
 * On the embedded database, migrates one database before the tests and writes it out: each test
 * file's fresh database opens as a copy of it (`freshDatabase`), instead of running initdb and every
 * migration again (about 5 s a file, over a hundred server files).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide(MIGRATED_EMBEDDED, null);
    return;
  }
  const database = await openEmbedded(undefined);
  await database.migrate();
  const dump = await database.dump();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-migrated-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide(MIGRATED_EMBEDDED, file);
  return () => rmSync(dir, { recursive: true, force: true });
}
