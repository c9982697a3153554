import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../src/db/schema/index.ts';
import { purgeExpiredLimits } from '../src/plugins/limit-store.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const HOUR = 3_600_000;

describe('the shared store of rate limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('purges only rows whose window ended over an hour ago', async () => {
    const now = new Date();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    await t.db.insert(rateLimits).values([
      { key: 'test:spent', points: 3, expire: at(-2 * HOUR) },
      { key: 'test:just-ended', points: 3, expire: at(-HOUR / 2) },
      { key: 'test:live', points: 3, expire: at(HOUR) },
      { key: 'test:forever', points: 3, expire: null },
    ]);
    expect(await purgeExpiredLimits(t.db, now)).toBe(1);
    const left = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(left).toEqual(expect.arrayContaining(['test:just-ended', 'test:live', 'test:forever']));
    expect(left).not.toContain('test:spent');
  });
});

describe('an app and its timers', () => {
  it('leaves no timer armed when it closes (a timer would keep the closed app in memory)', async () => {
    const armed: NodeJS.Timeout[] = [];
    const real = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      ...args: Parameters<typeof setTimeout>
    ) => {
      const timer = real(...args);
      if (Number(args[1] ?? 0) >= 60_000) armed.push(timer);
      return timer;
    }) as typeof setTimeout);
    try {
      const t = await createTestApp();
      await t.close();
    } finally {
      spy.mockRestore();
    }
    // A cleared or fired timer is destroyed; one still pending after close outlives its app.
    const pending = armed.filter((timer) => !(timer as unknown as { _destroyed: boolean })._destroyed);
    expect(pending.map((timer) => (timer as unknown as { _idleTimeout: number })._idleTimeout)).toEqual([]);
  });
});
