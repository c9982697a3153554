import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import type { TestContext } from './helpers.ts';

/**
 * A second app instance on the test app's database, as a second server process would run: on a
 * PostgreSQL server through its own connection pool, on the embedded database on the same one.
 */
export async function secondInstance(t: TestContext) {
  let database: Database = t.database;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const res = (await t.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const u = new URL(url);
    u.pathname = `/${res.rows[0]?.name}`;
    database = await openPostgres(u.toString());
  }
  const app = await buildApp({ config: t.config, database, logStream: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
