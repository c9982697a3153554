import { dayIn } from '@rally/contracts/game-lifecycle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATCH_UP_MINUTES,
  inQuietHours,
  localNow,
  reminderDue,
  reminderInstant,
} from '../src/areas/reminders/clock.ts';

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
        fc.integer({ min: -120, max: 180 }),
        fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
        fc.option(fc.tuple(clock, clock), { nil: null }),
        (time, offset, weekdays, quiet) => {
          // 10 June 2026 is a Wednesday (3) in UTC, a zone without DST: the hour is `time` itself.
          const now = new Date(Date.parse(`2026-06-10T${time}:00Z`) + offset * 60_000);
          const local = localNow('UTC', now);
          const due = reminderDue(
            {
              time,
              weekdays,
              startDate: null,
              endDate: null,
              quietFrom: quiet?.[0] ?? null,
              quietTo: quiet?.[1] ?? null,
            },
            'UTC',
            now,
          );
          const inWindow = local.day === '2026-06-10' && offset >= 0 && offset < CATCH_UP_MINUTES;
          const quietAtHour = quiet !== null && inQuietHours(minutes(time), quiet[0], quiet[1]);
          expect(due).toBe(inWindow && weekdays.includes(local.weekday) && !quietAtHour);
        },
      ),
    );
  });

  /** The first whole minute on `day` whose wall clock in `zone` reads `time` or later: walked minute by minute. */
  function firstMinuteAtOrAfter(zone: string, day: string, time: string) {
    const from = Date.parse(`${day}T00:00:00Z`) - 15 * 3_600_000;
    // UTC+14 to UTC−11: the day runs from 14 hours before its UTC midnight to 35 hours after it.
    for (let t = from; t < from + 50 * 3_600_000; t += 60_000) {
      const local = localNow(zone, new Date(t));
      if (local.day === day && local.minutes >= minutes(time)) return t;
    }
    throw new Error(`no ${time} on ${day} in ${zone}`);
  }

  /** Days when a zone's clocks jump (2026 and 2027), and ordinary days around them. */
  const DST_DAYS: Record<string, string[]> = {
    'Europe/Berlin': ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'],
    'America/New_York': ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'],
    'Australia/Sydney': ['2026-04-05', '2026-10-04', '2027-04-04', '2027-10-03'],
    'Pacific/Kiritimati': ['2026-06-10'],
    'Pacific/Pago_Pago': ['2026-06-10'],
    UTC: ['2026-06-10'],
  };
  const zoneDay = fc.constantFrom(...ZONES).chain((zone) =>
    fc.tuple(
      fc.constant(zone),
      fc.oneof(
        fc.constantFrom(...(DST_DAYS[zone] ?? [])),
        fc
          .date({
            min: new Date('2026-01-02T00:00:00Z'),
            max: new Date('2027-12-30T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
    ),
  );
  // Hours around the jumps (00:00–04:00) most of the time, any hour otherwise.
  const nightOrAny = fc.oneof(
    fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    clock,
  );

  it('reminds each day once, at the first minute at or after the hour, across skipped and repeated hours', () => {
    fc.assert(
      fc.property(zoneDay, nightOrAny, ([zone, day], time) => {
        const expected = firstMinuteAtOrAfter(zone, day, time);
        expect(reminderInstant(zone, day, time)).toBe(expected);
        // A planner pass every minute from 6 hours before to 6 hours after; a day's claim is taken once.
        const choice = {
          time,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          startDate: null,
          endDate: null,
          quietFrom: null,
          quietTo: null,
        };
        const due: number[] = [];
        const claimed = new Map<string, number>();
        for (let t = expected - 6 * 3_600_000; t <= expected + 6 * 3_600_000; t += 60_000) {
          const now = new Date(t);
          const local = localNow(zone, now);
          if (!reminderDue(choice, zone, now)) continue;
          if (local.day === day) due.push(t);
          if (!claimed.has(local.day)) claimed.set(local.day, t);
        }
        // Due from the instant, for at most the catch-up window of real minutes (the day may end first).
        expect(due[0]).toBe(expected);
        expect(due.length).toBeLessThanOrEqual(CATCH_UP_MINUTES);
        expect(due.every((t) => t - expected < CATCH_UP_MINUTES * 60_000)).toBe(true);
        expect(claimed.get(day)).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('reminds at 02:00 on the night Berlin skips 02:00–02:59, and 02:30 once on the night it repeats', () => {
    const berlin = 'Europe/Berlin';
    const choice = (time: string) => ({
      time,
      weekdays: [7],
      startDate: null,
      endDate: null,
      quietFrom: null,
      quietTo: null,
    });
    // 29 March 2026: 01:59 CET (00:59Z) is followed by 03:00 CEST (01:00Z).
    expect(reminderInstant(berlin, '2026-03-29', '02:00')).toBe(Date.parse('2026-03-29T01:00:00Z'));
    expect(reminderDue(choice('02:00'), berlin, new Date('2026-03-29T00:59:00Z'))).toBe(false);
    expect(reminderDue(choice('02:00'), berlin, new Date('2026-03-29T01:00:00Z'))).toBe(true);
    expect(reminderDue(choice('02:59'), berlin, new Date('2026-03-29T01:00:00Z'))).toBe(true);
    // 25 October 2026: 02:30 CEST (00:30Z) and 02:30 CET (01:30Z); due from the first for an hour only.
    expect(reminderInstant(berlin, '2026-10-25', '02:30')).toBe(Date.parse('2026-10-25T00:30:00Z'));
    expect(reminderDue(choice('02:30'), berlin, new Date('2026-10-25T00:30:00Z'))).toBe(true);
    expect(reminderDue(choice('02:30'), berlin, new Date('2026-10-25T01:29:00Z'))).toBe(true);
    expect(reminderDue(choice('02:30'), berlin, new Date('2026-10-25T01:30:00Z'))).toBe(false);
  });
});
