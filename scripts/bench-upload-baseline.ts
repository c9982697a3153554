/**
 * The baseline of `bench-upload.ts`: the same 10,000 users copied by a plain `INSERT ... SELECT`
 * from a staging table filled once beforehand, so only the database's own insert work is timed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export async function fillStaging(db: Db, companyId: string, rows: number) {
  await db.execute(sql`create table bench_users (like users including defaults)`);
  await db.execute(sql`insert into bench_users (id, company_id, email, full_name, role, language, status)
    select gen_random_uuid(), ${companyId}, 'base-' || g || '@bench.example.com', 'Bench User ' || g,
      'player', 'en', 'invited'
    from generate_series(1, ${rows}) g`);
}

/** The baseline the issue names: the users alone. */
export const insertUsersFromStaging = (db: Db) =>
  db.execute(sql`insert into users select * from bench_users`);
