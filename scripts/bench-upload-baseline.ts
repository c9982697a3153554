/**
 * The baselines of `bench-upload.ts`: the same 10,000 users (and, for the floor, their invitation
 * links and outbox mails, of the real mails' size) copied by plain `INSERT ... SELECT` from staging
 * tables filled once beforehand, so only the database's own insert work is timed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { renderMail } from '../apps/server/src/mail/templates.ts';

export async function fillStaging(db: Db, companyId: string, rows: number) {
  const mail = renderMail('invite', 'en', {
    name: 'NAME',
    inviter: 'Bench Admin',
    company: 'Bench Co',
    url: `http://localhost:3000/rally/set-password/${'t'.repeat(43)}`,
  });
  await db.execute(sql`create table bench_users (like users including defaults)`);
  await db.execute(sql`create table bench_links (like password_links including defaults)`);
  await db.execute(sql`create table bench_outbox (like outbox_messages including defaults)`);
  await db.execute(sql`insert into bench_users (id, company_id, email, full_name, role, language, status)
    select gen_random_uuid(), ${companyId}, 'base-' || g || '@bench.example.com', 'Bench User ' || g,
      'player', 'en', 'invited'
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`insert into bench_links (id, company_id, user_id, token_hash, purpose, expires_at)
    select gen_random_uuid(), company_id, id, md5(id::text) || md5(email), 'invite', now() + interval '7 days'
    from bench_users`);
  await db.execute(sql`insert into bench_outbox (id, company_id, "to", subject, text, html, template, language, status)
    select gen_random_uuid(), company_id, email, ${mail.subject}, replace(${mail.text}, 'NAME', full_name),
      replace(${mail.html}, 'NAME', full_name), 'invite', 'en', 'held'
    from bench_users`);
}

/** The baseline the issue names: the users alone. */
export const insertUsersFromStaging = (db: Db) =>
  db.execute(sql`insert into users select * from bench_users`);

/** The floor for what an upload writes: users, links and mails, in one transaction. */
export const insertAllFromStaging = (db: Db) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`insert into users select * from bench_users`);
    await tx.execute(sql`insert into password_links select * from bench_links`);
    await tx.execute(sql`insert into outbox_messages select * from bench_outbox`);
  });
