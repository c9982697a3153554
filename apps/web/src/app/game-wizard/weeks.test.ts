import { describe, expect, it } from 'vitest';
import { weeksOf } from './weeks.ts';

describe('weeksOf', () => {
  it('makes one week per calendar week (Monday to Sunday), cut to the dates', () => {
    // Wednesday 3 March 2027 to Tuesday 16 March 2027.
    expect(weeksOf('2027-03-03', '2027-03-16')).toEqual([
      { startDate: '2027-03-03', endDate: '2027-03-07' },
      { startDate: '2027-03-08', endDate: '2027-03-14' },
      { startDate: '2027-03-15', endDate: '2027-03-16' },
    ]);
  });

  it('keeps a one-day game and a game from a Sunday whole', () => {
    expect(weeksOf('2027-03-07', '2027-03-07')).toEqual([{ startDate: '2027-03-07', endDate: '2027-03-07' }]);
    expect(weeksOf('2027-03-07', '2027-03-08')).toEqual([
      { startDate: '2027-03-07', endDate: '2027-03-07' },
      { startDate: '2027-03-08', endDate: '2027-03-08' },
    ]);
  });

  it('crosses months and years', () => {
    expect(weeksOf('2026-12-30', '2027-01-04')).toEqual([
      { startDate: '2026-12-30', endDate: '2027-01-03' },
      { startDate: '2027-01-04', endDate: '2027-01-04' },
    ]);
  });
});
