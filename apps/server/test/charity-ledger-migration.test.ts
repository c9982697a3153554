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
 * Migration 0009 moves each team's single charity (teams.charity_id) into team_charities before
 * dropping the column: a choice made before the upgrade still counts after it.
 */
describe('migration 0009_charity_ledger', () => {
  it("keeps every team's charity choice", async () => {
    const db = new PGlite();
    try {
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf('0009_charity_ledger');
      expect(at).toBeGreaterThan(0);
      for (const tag of tags.slice(0, at)) for (const s of statements(tag)) await db.exec(s);

      const ids = {
        company: '01890000-0000-7000-8000-000000000001',
        game: '01890000-0000-7000-8000-000000000002',
        charity: '01890000-0000-7000-8000-000000000003',
        chose: '01890000-0000-7000-8000-000000000004',
        none: '01890000-0000-7000-8000-000000000005',
      };
      await db.exec(`
        insert into companies (id, name) values ('${ids.company}', 'Acme');
        insert into games (id, company_id, name, rules, public_id) values ('${ids.game}', '${ids.company}', 'Game', '{}', 'public-id-of-the-game');
        insert into charities (id, name) values ('${ids.charity}', 'Trees');
        insert into game_charities (id, company_id, game_id, charity_id, pledge_per_point)
          values ('01890000-0000-7000-8000-000000000006', '${ids.company}', '${ids.game}', '${ids.charity}', 0.05);
        insert into teams (id, company_id, game_id, name, charity_id) values
          ('${ids.chose}', '${ids.company}', '${ids.game}', 'Chose', '${ids.charity}'),
          ('${ids.none}', '${ids.company}', '${ids.game}', 'None', null);
      `);
      for (const tag of tags.slice(at, at + 1)) for (const s of statements(tag)) await db.exec(s);

      const chosen = await db.query('select team_id, charity_id, company_id, game_id from team_charities');
      expect(chosen.rows).toEqual([
        { team_id: ids.chose, charity_id: ids.charity, company_id: ids.company, game_id: ids.game },
      ]);
      const column = await db.query(
        "select 1 from information_schema.columns where table_name = 'teams' and column_name = 'charity_id'",
      );
      expect(column.rows).toEqual([]);
    } finally {
      await db.close();
    }
    // Applying every migration to a new embedded database takes a while on a busy machine.
  }, 120_000);
});
