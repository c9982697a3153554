import { dayIn } from '@rally/contracts/game-lifecycle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATCH_UP_MINUTES, inQuietHours, localNow, reminderDue } from '../src/areas/reminders/clock.ts';

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'Australia/Sydney',
  'America/New_York',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const instant = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const minutes = (c: string) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3));

/** Reminder clock rules (ADR 0031), against plain definitions, over zones with DST, UTC+14 and UTC−11. */
describe('reminder clock', () => {
  it("reads the player's day as the streaks do, with a wall-clock minute of that day", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instant, (zone, at) => {
        const local = localNow(zone, at);
        expect(local.day).toBe(dayIn(zone, at));
        expect(local.minutes).toBeGreaterThanOrEqual(0);
        expect(local.minutes).toBeLessThan(24 * 60);
        expect(local.weekday).toBe(((new Date(`${local.day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
      }),
    );
  });

  it('keeps quiet exactly the minutes walked from the start up to the end, across midnight', () => {
    fc.assert(
      fc.property(clock, clock, fc.integer({ min: 0, max: 1439 }), (from, to, m) => {
        const quiet = new Set<number>();
        for (let x = minutes(from); x !== minutes(to); x = (x + 1) % 1440) quiet.add(x);
        expect(inQuietHours(m, from, to)).toBe(quiet.has(m));
      }),
    );
  });

  it('is due from the hour for the catch-up window, on chosen days only, never in quiet hours', () => {
    fc.assert(
      fc.property(
        clock,
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 7 }),
        fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
        fc.option(fc.tuple(clock, clock), { nil: null }),
        (time, m, weekday, weekdays, quiet) => {
          const due = reminderDue(
            {
              time,
              weekdays,
              startDate: null,
              endDate: null,
              quietFrom: quiet?.[0] ?? null,
              quietTo: quiet?.[1] ?? null,
            },
            { day: '2026-06-10', minutes: m, weekday },
          );
          const inWindow = m >= minutes(time) && m < minutes(time) + CATCH_UP_MINUTES;
          const quietAtHour = quiet !== null && inQuietHours(minutes(time), quiet[0], quiet[1]);
          expect(due).toBe(inWindow && weekdays.includes(weekday) && !quietAtHour);
        },
      ),
    );
  });
});
