import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { itRaces } from './helpers.ts';

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string; when: number }[] };

/** Runs `sql` on the server's maintenance connection (the TEST_DATABASE_URL database). */
async function onServer(text: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Several server processes may start together on one database (README): each migrates at start,
 * under an advisory lock. Two migrators on a new database of its own (the shared one stays as it is).
 */
describe('migrations', () => {
  // Drizzle's migrator applies a migration only when it is newer than the last one the database
  // recorded: one dated before its predecessor is skipped for good by a database already past it.
  it('are dated in the order they apply, so an upgraded database gets every one', () => {
    const dates = journal.entries.map((e) => e.when);
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= (dates[i - 1] ?? 0)).map((e) => e.tag);
    expect(late).toEqual([]);
  });

  itRaces('two processes starting at once migrate a new database exactly once', async () => {
    const name = `rally_migrate_${randomBytes(6).toString('hex')}`;
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    await onServer(`CREATE DATABASE ${name}`);
    try {
      const first = await openPostgres(url.toString());
      const second = await openPostgres(url.toString());
      try {
        await Promise.all([first.migrate(), second.migrate()]);
        const applied = (await first.db.execute(
          sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`,
        )) as unknown as { rows: { hash: string }[] };
        expect(applied.rows).toHaveLength(journal.entries.length);
        expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
        // The schema is whole: the last migration's tables answer.
        await expect(first.db.execute(sql`SELECT count(*) FROM users`)).resolves.toBeDefined();
        // A third start later finds nothing left to do.
        await second.migrate();
        const again = (await first.db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        )) as unknown as {
          rows: { n: number }[];
        };
        expect(again.rows[0]?.n).toBe(journal.entries.length);
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
