import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './client.ts';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** Readiness: the database answers and every committed migration has been applied. */
export async function checkReadiness(db: Db) {
  try {
    const rows = await db.execute<{ n: number | string | bigint }>(
      sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
    );
    const applied = Number((rows as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
    return {
      database: 'ok' as const,
      migrations: applied >= journal.entries.length ? ('ok' as const) : ('pending' as const),
    };
  } catch {
    return { database: 'unavailable' as const, migrations: 'pending' as const };
  }
}
