import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../src/db/timestamps.ts';
import { freshDatabase } from './helpers.ts';

describe('isoTimestamp', () => {
  it('writes what a Date of the same text writes, for every fraction and offset PostgreSQL sends', () => {
    const texts = [
      '2026-11-24 18:00:00+00',
      '2026-11-24 18:00:00.5+00',
      '2026-11-24 18:00:00.12+00',
      '2026-11-24 18:00:00.123+00',
      '2026-11-24 18:00:00.1239+00',
      '2026-11-24 18:00:00.999999+00',
      '2024-02-29 23:59:59.000001+00',
      '2026-11-24 19:30:00.25+01:30',
      '2026-11-24 12:00:00-05',
    ];
    for (const text of texts) expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
  });

  it("reads the database's own timestamps as its driver's Date does", async () => {
    const { database, drop } = await freshDatabase();
    try {
      const { rows } = (await database.db.execute(
        sql`select (now() + interval '0.000456 second')::text as at
            union all select '2026-11-24 18:00:00+00'::timestamptz::text`,
      )) as unknown as { rows: { at: string }[] };
      expect(rows).toHaveLength(2);
      for (const { at } of rows) expect(isoTimestamp(at)).toBe(new Date(at).toISOString());
    } finally {
      await database.close();
      await drop();
    }
  });
});
