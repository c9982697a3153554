/**
 * The upload's statements one kind at a time, over all rows in the upload's chunks, in one
 * committed transaction: where the upload job's database time goes.
 */
import { sql } from 'drizzle-orm';
import {
  findUsersByEmails,
  finishUploadJob,
  insertNewUsers,
  insertUploadJob,
} from '../apps/server/src/areas/uploads/queries.ts';
import type { RawRow } from '../apps/server/src/areas/uploads/rows.ts';
import { BULK_ROWS } from '../apps/server/src/db/bulk.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { timed } from './bench-upload-support.ts';

export async function breakDownWrites(db: Db, companyId: string, uploaderId: string, rows: RawRow[]) {
  const chunks = Array.from({ length: Math.ceil(rows.length / BULK_ROWS) }, (_, i) =>
    rows
      .slice(i * BULK_ROWS, (i + 1) * BULK_ROWS)
      .map((r) => ({ ...r, role: 'player' as const, language: 'en' as const })),
  );
  const job = await insertUploadJob(db, {
    companyId,
    createdBy: uploaderId,
    fileName: 'x',
    total: rows.length,
  });
  const times = { insert: 0, lookup: 0, results: 0 };
  await db.transaction(async (tx) => {
    for (const part of chunks) times.insert += await timed(() => insertNewUsers(tx, companyId, part));
    // What the careful path (re-uploads, mixed files) pays first: matching the e-mails, now all known.
    for (const part of chunks) {
      times.lookup += await timed(() =>
        findUsersByEmails(
          tx,
          part.map((r) => r.email),
        ),
      );
    }
    const results = rows.map((r) => ({ row: r.line, email: r.email, status: 'created' as const }));
    const summary = { created: rows.length, updated: 0, skipped: 0, failed: 0 };
    times.results = await timed(() =>
      finishUploadJob(tx, job.id, { processed: rows.length, summary, rows: results }),
    );
  });
  await db.execute(sql`delete from upload_jobs where id = ${job.id}`);
  return times;
}
