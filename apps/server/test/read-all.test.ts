import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/bulk.ts';
import type { Executor } from '../src/db/client.ts';
import { readAll } from '../src/db/read-all.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('independent reads (readAll)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Two reads that note when each starts and ends, and what they answered. */
  async function twoReads(db: Executor) {
    const events: string[] = [];
    const read = (name: string, value: number) => async () => {
      events.push(`${name} starts`);
      const [row] = await executeRows<{ v: number }>(db, sql`select ${value}::int as v, pg_sleep(0.02)`);
      events.push(`${name} ends`);
      return row?.v;
    };
    const answers = await readAll(db, read('a', 1), read('b', 2));
    return { answers, events };
  }

  it('runs them one after the other in a transaction, whose one connection cannot run two at once', async () => {
    const { answers, events } = await t.db.transaction((tx) => twoReads(tx));
    expect(answers).toEqual([1, 2]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('starts them together on the pool, in the order given', async () => {
    const { answers, events } = await twoReads(t.db);
    expect(answers).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });
});
