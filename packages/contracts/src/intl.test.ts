import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayIn } from './game-lifecycle.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const medium = dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(medium);
    expect(medium.format(new Date('2026-01-05T12:00:00Z'))).toBe('05.01.2026');
    expect(numberFormat('pt', { maximumFractionDigits: 1 })).toBe(
      numberFormat('pt', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('pt', { maximumFractionDigits: 1 }).format(12.25)).toBe('12,3');
  });

  it("builds a zone's day formatter once, however many games ask for their day", () => {
    const now = new Date('2026-06-10T20:00:00Z');
    expect(dayIn('Asia/Tokyo', now)).toBe('2026-06-11');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 50; i++) {
      expect(dayIn('Asia/Tokyo', now)).toBe('2026-06-11');
      expect(dayIn('UTC', now)).toBe('2026-06-10');
    }
    // UTC's, once; Tokyo's was already built.
    expect(built).toHaveBeenCalledTimes(1);
  });
});
