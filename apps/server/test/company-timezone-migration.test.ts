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

/**
 * The company time zone migration: a company that already runs games gets the zone most of them
 * run in (its organisers' new games kept starting there), one without games UTC.
 */
describe('migration company_timezone', () => {
  it("gives each company the zone most of its games run in, the newest game's on a tie", async () => {
    const pg = new PGlite();
    try {
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf('0016_company_timezone');
      expect(at).toBeGreaterThan(0);
      for (const tag of tags.slice(0, at)) for (const s of statements(tag)) await pg.exec(s);
      await pg.exec(`
        insert into companies (id, name) values
          ('01900000-0000-7000-8000-00000000000a', 'Berlin mostly'),
          ('01900000-0000-7000-8000-00000000000b', 'Tied'),
          ('01900000-0000-7000-8000-00000000000c', 'No games');
        insert into games (id, company_id, name, timezone, rules, public_id, created_at) values
          (gen_random_uuid(), '01900000-0000-7000-8000-00000000000a', 'One', 'Europe/Berlin', '{}', 'p1', '2026-01-01'),
          (gen_random_uuid(), '01900000-0000-7000-8000-00000000000a', 'Two', 'Europe/Berlin', '{}', 'p2', '2026-01-02'),
          (gen_random_uuid(), '01900000-0000-7000-8000-00000000000a', 'Three', 'Asia/Tokyo', '{}', 'p3', '2026-01-03'),
          (gen_random_uuid(), '01900000-0000-7000-8000-00000000000b', 'Old', 'America/Chicago', '{}', 'p4', '2026-01-01'),
          (gen_random_uuid(), '01900000-0000-7000-8000-00000000000b', 'New', 'Europe/Lisbon', '{}', 'p5', '2026-02-01');
      `);
      for (const s of statements(tags[at] as string)) await pg.exec(s);

      const { rows } = await pg.query<{ name: string; timezone: string }>(
        'select name, timezone from companies order by name',
      );
      expect(rows).toEqual([
        { name: 'Berlin mostly', timezone: 'Europe/Berlin' },
        { name: 'No games', timezone: 'UTC' },
        { name: 'Tied', timezone: 'Europe/Lisbon' },
      ]);
    } finally {
      await pg.close();
    }
  });
});
