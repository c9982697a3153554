import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export async function insertFile(db: Executor, values: typeof files.$inferInsert) {
  const [file] = await db.insert(files).values(values).returning();
  if (!file) throw new Error('file not recorded');
  return file;
}

export async function findFile(db: Executor, id: string) {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  return file;
}

/** Deletes a company's files of one kind except `keepId`; returns their storage keys to discard. */
export async function deleteFilesOfKind(
  db: Executor,
  opts: { companyId: string; kind: 'logo' | 'media'; keepId: string },
) {
  const rows = await db
    .delete(files)
    .where(and(eq(files.companyId, opts.companyId), eq(files.kind, opts.kind), ne(files.id, opts.keepId)))
    .returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}

export async function listCompanyStorageKeys(db: Executor, companyId: string) {
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(eq(files.companyId, companyId));
  return rows.map((r) => r.storageKey);
}
