import { describe, expect, it } from 'vitest';
import { addMonths, monthWeeks, openingMonth } from './calendar-month.ts';

describe('calendar month', () => {
  it('lays a month out in weeks from Monday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('steps across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });

  it('opens on today’s month while the game runs, else its nearest end', () => {
    expect(openingMonth('2026-11-29', '2026-10-01', '2026-12-31')).toBe('2026-11');
    expect(openingMonth('2026-11-29', '2026-10-01', '2026-10-20')).toBe('2026-10');
    expect(openingMonth('2026-11-29', '2027-01-04', null)).toBe('2027-01');
  });
});
