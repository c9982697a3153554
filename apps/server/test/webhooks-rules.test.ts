import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressPolicy } from '../src/areas/webhooks/address.ts';
import { GIVE_UP_AFTER_MS, nextDelayMs, RETRY_DELAYS_MS } from '../src/areas/webhooks/deliver.ts';

/** The rules of webhook deliveries that have many paths (decision 0033). */
describe('webhook retry schedule', () => {
  it('waits at least the schedule, honours a longer Retry-After up to a day, and never past three days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 4 * GIVE_UP_AFTER_MS }),
        fc.option(fc.integer({ min: 0, max: 10 * 86_400_000 }), { nil: undefined }),
        (attempt, since, retryAfter) => {
          const delay = nextDelayMs(attempt, since, retryAfter);
          const scheduled = RETRY_DELAYS_MS[attempt - 1];
          const wanted =
            scheduled === undefined ? null : Math.max(scheduled, Math.min(retryAfter ?? 0, 86_400_000));
          if (wanted === null || since + wanted > GIVE_UP_AFTER_MS) expect(delay).toBeNull();
          else {
            expect(delay).toBe(wanted);
            expect(delay).toBeGreaterThanOrEqual(scheduled ?? 0);
          }
        },
      ),
    );
  });

  it('makes ten attempts within three days for a receiver that is always down', () => {
    let since = 0;
    let attempts = 1;
    for (let delay = nextDelayMs(1, 0); delay !== null; delay = nextDelayMs(attempts, since)) {
      since += delay;
      attempts++;
    }
    expect(attempts).toBe(10);
    expect(since).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
  });
});

describe('webhook address policy', () => {
  const strict = addressPolicy([]);
  const refused = [
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::a00:1',
    'not-an-address',
  ];

  it('refuses loopback, private, link-local, shared, multicast and mapped addresses', () => {
    expect(refused.filter((a) => !strict.refuses(a))).toEqual([]);
  });

  it('lets public addresses through', () => {
    expect(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'].filter((a) => strict.refuses(a))).toEqual([]);
  });

  it('refuses every address of a private range unless the operator allows it', () => {
    const open = addressPolicy(['10.1.0.0/16', '127.0.0.1']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (c, d) => {
        const inside = `10.1.${c}.${d}`;
        const outside = `10.2.${c}.${d}`;
        expect(strict.refuses(inside)).toBe(true);
        expect(open.refuses(inside)).toBe(false);
        expect(open.allows(inside)).toBe(true);
        expect(open.refuses(outside)).toBe(true);
      }),
    );
    expect(open.refuses('127.0.0.2')).toBe(true);
  });
});
