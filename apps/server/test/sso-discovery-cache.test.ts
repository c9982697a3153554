import { describe, expect, it } from 'vitest';
import { createDiscoveryCache } from '../src/areas/sso/discovery-cache.ts';

/** The cache of providers' discovered configurations (decision 0035), on a clock the test moves. */
describe('the SSO discovery cache', () => {
  const setUp = () => {
    let now = 1_000;
    const cache = createDiscoveryCache<string>(60_000, () => now);
    let calls = 0;
    const discover = (answer: string | Error) => () => {
      calls++;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    };
    return { cache, discover, calls: () => calls, pass: (ms: number) => (now += ms) };
  };

  it('asks once while fresh, and again once the time is up', async () => {
    const c = setUp();
    expect(await c.cache.get('p', 'f', c.discover('a'))).toBe('a');
    expect(await c.cache.get('p', 'f', c.discover('b'))).toBe('a');
    c.pass(60_000);
    expect(await c.cache.get('p', 'f', c.discover('c'))).toBe('c');
    expect(c.calls()).toBe(2);
  });

  it('asks once for sign-ins arriving together', async () => {
    const c = setUp();
    const both = await Promise.all([
      c.cache.get('p', 'f', c.discover('a')),
      c.cache.get('p', 'f', c.discover('b')),
    ]);
    expect(both).toEqual(['a', 'a']);
    expect(c.calls()).toBe(1);
  });

  it('asks again when the provider was edited (another fingerprint) or dropped', async () => {
    const c = setUp();
    await c.cache.get('p', 'f', c.discover('a'));
    expect(await c.cache.get('p', 'g', c.discover('b'))).toBe('b');
    c.cache.drop('p');
    expect(await c.cache.get('p', 'g', c.discover('c'))).toBe('c');
    expect(c.calls()).toBe(3);
  });

  it('keeps no failed discovery', async () => {
    const c = setUp();
    await expect(c.cache.get('p', 'f', c.discover(new Error('down')))).rejects.toThrow('down');
    expect(await c.cache.get('p', 'f', c.discover('a'))).toBe('a');
    expect(c.calls()).toBe(2);
  });
});
