import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readRows } from './bulk.ts';
import { type Db, migrationsFolder } from './client.ts';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** Readiness: the database answers and every committed migration has been applied. */
export async function checkReadiness(db: Db) {
  try {
    // A read: a connection lost since its last use is not an outage when another one answers.
    const [row] = await readRows<{ n: number | string | bigint }>(
      db,
      sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
    );
    const applied = Number(row?.n ?? 0);
    return {
      database: 'ok' as const,
      migrations: applied >= journal.entries.length ? ('ok' as const) : ('pending' as const),
    };
  } catch {
    return { database: 'unavailable' as const, migrations: 'pending' as const };
  }
}
