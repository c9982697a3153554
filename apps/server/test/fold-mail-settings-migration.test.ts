import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../src/db/migrations');
const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const statements = (tag: string) =>
  readFileSync(path.join(dir, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());

const company = '01900000-0000-7000-8000-00000000000a';
const user = (n: number) => `01900000-0000-7000-8000-00000000010${n}`;

/**
 * The old per-kind mail switches fold into opt-out rows (decision 0032, "One switch per kind of
 * mail"): whoever had turned a mail off keeps it off; the old switches leave the settings.
 */
describe('migration fold_mail_settings', () => {
  it('turns the old switches that were off into opt-outs and drops them from the settings', async () => {
    const pg = new PGlite();
    try {
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf('0027_fold_mail_settings');
      expect(at).toBeGreaterThan(0);
      for (const tag of tags.slice(0, at)) for (const s of statements(tag)) await pg.exec(s);
      const settings = [
        { notifications: { reminders: false, gameUpdates: true }, skin: 'dark' },
        { notifications: { gameUpdates: false, uploadReports: false, invitationAccepted: false } },
        { notifications: { reminders: true } },
        {},
        // Already stopped by an unsubscribe link, and off in the old switch too: one row.
        { notifications: { reminders: false } },
      ];
      await pg.exec(`insert into companies (id, name) values ('${company}', 'Acme')`);
      for (const [n, s] of settings.entries()) {
        await pg.query(
          `insert into users (id, company_id, email, full_name, role, settings) values ($1, $2, $3, $4, 'player', $5)`,
          [user(n), company, `u${n}@example.com`, `User ${n}`, JSON.stringify(s)],
        );
      }
      await pg.exec(
        `insert into mail_opt_outs (company_id, user_id, category) values ('${company}', '${user(4)}', 'reminders')`,
      );
      for (const s of statements(tags[at] as string)) await pg.exec(s);

      const optOuts = await pg.query<{ user_id: string; category: string; company_id: string }>(
        'select user_id, category, company_id from mail_opt_outs order by user_id, category',
      );
      expect(optOuts.rows).toEqual([
        { user_id: user(0), category: 'reminders', company_id: company },
        { user_id: user(1), category: 'notices', company_id: company },
        { user_id: user(4), category: 'reminders', company_id: company },
      ]);
      const stored = await pg.query<{ settings: object }>('select settings from users order by id');
      expect(stored.rows.map((r) => r.settings)).toEqual([{ skin: 'dark' }, {}, {}, {}, {}]);
    } finally {
      await pg.close();
    }
  });
});
