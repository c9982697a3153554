import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, textArray } from '../src/db/bulk.ts';
import { uuidv7Many } from '../src/lib/ids.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('bulk statement helpers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('passes any text through a text[] parameter unchanged', async () => {
    const values = ['plain', 'a,b', '{braces}', 'say "hi"', 'back\\slash', ' spaced ', 'NULL', '', 'ünï ✓'];
    const rows = await executeRows<{ v: string }>(t.db, sql`select unnest(${textArray(values)}) as v`);
    expect(rows.map((r) => r.v)).toEqual(values);
    expect(await executeRows(t.db, sql`select unnest(${textArray([])}) as v`)).toEqual([]);
  });

  it('makes many UUID v7 ids at once: valid, distinct, in order, of this millisecond', () => {
    const before = Date.now();
    const ids = uuidv7Many(5_000);
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)),
    ).toBe(true);
    expect(new Set(ids).size).toBe(5_000);
    expect([...ids].sort()).toEqual(ids);
    const msecs = Number.parseInt((ids[0] ?? '').replace('-', '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now());
  });
});
