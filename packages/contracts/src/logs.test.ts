import { describe, expect, it } from 'vitest';
import { addDays } from './game-lifecycle.ts';
import { LOG_BACKDATE_DAYS, loggableDays } from './logs.ts';

// 2026-03-29 01:30 UTC: in Berlin the clocks have just moved to summer time (03:30 local).
const dstNight = new Date('2026-03-29T01:30:00Z');

describe('the days a log may be dated (one rule for the server and the day picker)', () => {
  it('reaches back the allowed days inside a long game, up to today in the game zone', () => {
    const game = { timezone: 'Europe/Berlin', startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(loggableDays(game, dstNight)).toEqual({
      today: '2026-03-29',
      firstDay: addDays('2026-03-29', -LOG_BACKDATE_DAYS),
      lastDay: '2026-03-29',
    });
  });

  it('starts at the first day of a game that began recently, and ends at the last day of one that ended', () => {
    expect(loggableDays({ timezone: 'UTC', startDate: '2026-03-28', endDate: null }, dstNight).firstDay).toBe(
      '2026-03-28',
    );
    expect(loggableDays({ timezone: 'UTC', startDate: null, endDate: '2026-03-27' }, dstNight).lastDay).toBe(
      '2026-03-27',
    );
  });

  it('counts today in the game zone, not the machine zone: the same instant is a day later at UTC+14', () => {
    const game = { timezone: 'Pacific/Kiritimati', startDate: null, endDate: null };
    expect(loggableDays(game, new Date('2026-03-28T11:00:00Z')).today).toBe('2026-03-29');
  });
});

describe('calendar days', () => {
  it('move across month ends, leap days and DST changes without a clock', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
