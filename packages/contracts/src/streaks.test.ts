import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from './game-lifecycle.ts';
import { streakReference as reference } from './streak-reference.ts';
import { isoWeekday, streakBonusDays, type TStreakInput, type TStreakRound, walkStreak } from './streaks.ts';

const ALL = [1, 2, 3, 4, 5, 6, 7];
const WORKDAYS = [1, 2, 3, 4, 5];
const base = { streakWeekdays: ALL, streakFreezes: 0, firstDay: null, lastDay: null, rounds: [] };
const walk = (over: Partial<TStreakInput> & Pick<TStreakInput, 'days' | 'today'>) =>
  walkStreak({ ...base, ...over });
const run = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

describe('a streak counts days in a row with a counted log', () => {
  it('keeps a streak whose today is still open, and breaks it once a day passes unlogged', () => {
    const days = run('2026-03-02', 5); // Monday to Friday
    expect(walk({ days, today: '2026-03-07' })).toMatchObject({
      current: 5,
      loggedToday: false,
      todayOpen: true,
    });
    expect(walk({ days, today: '2026-03-08' })).toMatchObject({ current: 0, longest: 5 });
    expect(walk({ days, today: '2026-03-06' })).toMatchObject({
      current: 5,
      loggedToday: true,
      todayOpen: false,
    });
  });

  it('skips weekdays that do not count: a weekend neither breaks nor extends a workday streak', () => {
    const days = [...run('2026-03-02', 5), '2026-03-09'];
    expect(walk({ days, today: '2026-03-09', streakWeekdays: WORKDAYS })).toMatchObject({ current: 6 });
    // A log on a Saturday does not count either.
    expect(
      walk({ days: [...days, '2026-03-07'], today: '2026-03-09', streakWeekdays: WORKDAYS }).current,
    ).toBe(6);
    expect(walk({ days: days.slice(0, 5), today: '2026-03-08', streakWeekdays: WORKDAYS })).toMatchObject({
      current: 5,
      todayOpen: false,
    });
    expect(walk({ days, today: '2026-03-09', streakWeekdays: ALL }).current).toBe(1);
  });

  it('spends a freeze per missed day of a round, then breaks; each round has its own', () => {
    const rounds: TStreakRound[] = [
      { id: 'r1', startsOn: '2026-03-01', endsOn: '2026-03-10' },
      { id: 'r2', startsOn: '2026-03-11', endsOn: '2026-03-20' },
    ];
    const days = ['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-06', '2026-03-07'];
    const one = walk({ days, today: '2026-03-07', streakFreezes: 1, rounds });
    expect(one).toMatchObject({ current: 2, longest: 3, freezesLeft: 0 });
    expect([...one.frozen]).toEqual(['2026-03-03']);
    const two = walk({ days, today: '2026-03-07', streakFreezes: 2, rounds });
    expect(two).toMatchObject({ current: 5, freezesLeft: 0 });
    // The next round starts with its allowance again.
    const later = walk({
      days: [...days, '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-12'],
      today: '2026-03-12',
      streakFreezes: 2,
      rounds,
    });
    expect(later).toMatchObject({ current: 9, freezesLeft: 1 });
  });

  it('spends no freeze when there is no streak to protect', () => {
    expect(
      walk({ days: ['2026-03-05'], today: '2026-03-05', firstDay: '2026-03-01', streakFreezes: 3 }),
    ).toMatchObject({
      current: 1,
      freezesLeft: 3,
    });
  });

  it('counts only days inside the game, and stops at its end', () => {
    const days = run('2026-03-01', 10);
    expect(walk({ days, today: '2026-04-01', firstDay: '2026-03-03', lastDay: '2026-03-10' })).toMatchObject({
      current: 8,
      todayOpen: false,
    });
  });

  it('keeps a log that names a day not yet begun where the player now is (moved westwards)', () => {
    // Logged Monday and Tuesday in Sydney, then flew to Honolulu, where it is still Monday.
    expect(walk({ days: ['2026-03-02', '2026-03-03'], today: '2026-03-02' }).current).toBe(2);
    expect(walk({ days: ['2026-03-01', '2026-03-03'], today: '2026-03-02' })).toMatchObject({
      current: 2,
      todayOpen: true,
    });
  });

  it('lets a behaviour streak use the player freezes instead of an allowance of its own', () => {
    const excused = new Set(['2026-03-03']);
    expect(walk({ days: ['2026-03-02', '2026-03-04'], today: '2026-03-04', excused }).current).toBe(2);
    expect(walk({ days: ['2026-03-02', '2026-03-04'], today: '2026-03-04' }).current).toBe(1);
  });
});

describe("today is the player's calendar day in their zone, across daylight saving and zone changes", () => {
  // Each case: a zone, an instant, and the calendar day it is there.
  const cases: [string, string, string][] = [
    ['Europe/Berlin', '2026-03-28T22:59:00Z', '2026-03-28'], // 23:59 CET, before the spring-forward night
    ['Europe/Berlin', '2026-03-28T23:00:00Z', '2026-03-29'], // 00:00 on the 23-hour day
    ['Europe/Berlin', '2026-03-29T21:59:00Z', '2026-03-29'], // 23:59 CEST, that day's end
    ['Europe/Berlin', '2026-10-24T22:00:00Z', '2026-10-25'], // 00:00 on the 25-hour day
    ['Europe/Berlin', '2026-10-25T22:59:00Z', '2026-10-25'], // 23:59 CET, its end
    ['Australia/Sydney', '2026-04-04T13:00:00Z', '2026-04-05'], // 00:00 AEDT, the 25-hour day
    ['Australia/Sydney', '2026-04-05T13:59:00Z', '2026-04-05'], // 23:59 AEST, its end
    ['Australia/Sydney', '2026-10-03T14:00:00Z', '2026-10-04'], // 00:00 AEST, the 23-hour day
    ['Australia/Sydney', '2026-10-04T12:59:00Z', '2026-10-04'], // 23:59 AEDT, its end
    ['Pacific/Kiritimati', '2026-03-01T10:00:00Z', '2026-03-02'], // UTC+14: already tomorrow
    ['Pacific/Pago_Pago', '2026-03-01T10:59:00Z', '2026-02-28'], // UTC−11: still yesterday
  ];
  it.each(cases)('%s at %s is %s', (zone, instant, day) => {
    expect(dayIn(zone, new Date(instant))).toBe(day);
  });

  it('keeps a daily streak alive through both Berlin and Sydney change nights, at every hour', () => {
    for (const [zone, from] of [
      ['Europe/Berlin', '2026-03-27'],
      ['Europe/Berlin', '2026-10-23'],
      ['Australia/Sydney', '2026-04-03'],
      ['Australia/Sydney', '2026-10-02'],
    ] as const) {
      const days = run(from, 4);
      const fourth = addDays(from, 3);
      // Every hour of the fourth day, wherever the clock stands, is that day: logged, streak 4.
      for (let h = -14; h < 38; h++) {
        const now = new Date(Date.parse(`${fourth}T00:00:00Z`) + h * 3_600_000);
        const today = dayIn(zone, now);
        const s = walk({ days, today });
        if (today === fourth) expect(s).toMatchObject({ current: 4, loggedToday: true });
        if (today === addDays(fourth, 1)) expect(s).toMatchObject({ current: 4, todayOpen: true });
      }
    }
  });

  it('survives a player changing zone mid-streak, east or west, at UTC+14 and UTC−11', () => {
    const days = run('2026-03-01', 3); // logged Sunday to Tuesday in Berlin
    const now = new Date('2026-03-03T20:00:00Z'); // Tuesday evening in Berlin
    expect(walk({ days, today: dayIn('Europe/Berlin', now) })).toMatchObject({
      current: 3,
      loggedToday: true,
    });
    // Flies to Kiritimati: it is already Wednesday there, not logged yet but open.
    expect(walk({ days, today: dayIn('Pacific/Kiritimati', now) })).toMatchObject({
      current: 3,
      todayOpen: true,
    });
    // Flies to Pago Pago: it is still Tuesday morning there; Tuesday is logged.
    expect(walk({ days, today: dayIn('Pacific/Pago_Pago', now) })).toMatchObject({
      current: 3,
      loggedToday: true,
    });
  });
});

const START = Date.parse('2026-01-01T00:00:00Z');
const arbDay = fc.nat({ max: 70 }).map((n) => new Date(START + n * 86_400_000).toISOString().slice(0, 10));
const arbInput = fc.record({
  days: fc.array(arbDay, { maxLength: 60 }),
  today: arbDay,
  streakWeekdays: fc.subarray(ALL, { minLength: 1 }),
  streakFreezes: fc.nat({ max: 4 }),
  firstDay: fc.option(arbDay),
  lastDay: fc.option(arbDay),
  rounds: fc.constantFrom<TStreakRound[]>(
    [],
    [
      { id: 'a', startsOn: '2026-01-01', endsOn: '2026-01-31' },
      { id: 'b', startsOn: '2026-02-01', endsOn: '2026-03-15' },
    ],
    [{ id: 'a', startsOn: '2026-01-10', endsOn: '2026-01-20' }],
  ),
});

describe('the rule against a naive reference (fast-check)', () => {
  it('agrees on current and longest for any logs, today, weekdays, freezes, rounds and game dates', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const s = walkStreak(input);
        expect({ current: s.current, longest: s.longest }).toEqual(reference(input));
      }),
      { numRuns: 500 },
    );
  });

  it('with every day counting and no freeze, is the run of logged days ending today or yesterday', () => {
    fc.assert(
      fc.property(fc.array(arbDay, { maxLength: 60 }), arbDay, (all, today) => {
        const days = all.filter((d) => d <= today);
        const set = new Set(days);
        let n = 0;
        for (let d = set.has(today) ? today : addDays(today, -1); set.has(d); d = addDays(d, -1)) n++;
        expect(walk({ days, today }).current).toBe(n);
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers a streak when a log is added (no freezes): a backdated log can only repair', () => {
    fc.assert(
      fc.property(fc.array(arbDay, { maxLength: 40 }), arbDay, arbDay, (days, extra, today) => {
        const before = walk({ days, today });
        const after = walk({ days: [...days, extra], today });
        expect(after.current).toBeGreaterThanOrEqual(before.current);
        expect(after.longest).toBeGreaterThanOrEqual(before.longest);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the weekday of a date the same in every zone', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });
});

describe('the streak bonus', () => {
  const rule = { streakBonusPoints: 5, streakBonusFrom: 3, streakBonusCap: 12 };
  const bonus = (over: Partial<Parameters<typeof streakBonusDays>[0]> & { days: string[] }) =>
    Object.fromEntries(streakBonusDays({ ...base, ...rule, ...over }));

  it('pays a flat amount from the Nth day of a streak, up to the cap of the round', () => {
    expect(bonus({ days: run('2026-03-02', 6) })).toEqual({
      '2026-03-04': 5,
      '2026-03-05': 5,
      '2026-03-06': 2,
    });
  });

  it('is off at 0 points, and pays nothing on a weekday that does not count', () => {
    expect(bonus({ days: run('2026-03-02', 6), streakBonusPoints: 0 })).toEqual({});
    // Mon..Fri, Sat logged: workdays only, so Saturday earns nothing and Monday continues the streak.
    expect(
      bonus({ days: [...run('2026-03-02', 6), '2026-03-09'], streakWeekdays: WORKDAYS, streakBonusCap: 100 }),
    ).toEqual({ '2026-03-04': 5, '2026-03-05': 5, '2026-03-06': 5, '2026-03-09': 5 });
  });

  it('starts again after a break, and a freeze keeps the streak without paying the frozen day', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-06', '2026-03-07', '2026-03-08'];
    expect(bonus({ days, streakBonusCap: 100 })).toEqual({ '2026-03-04': 5, '2026-03-08': 5 });
    expect(bonus({ days, streakBonusCap: 100, streakFreezes: 1 })).toEqual({
      '2026-03-04': 5,
      '2026-03-06': 5,
      '2026-03-07': 5,
      '2026-03-08': 5,
    });
  });

  it('gives each round its own cap, and days in no round share one more', () => {
    const rounds: TStreakRound[] = [
      { id: 'a', startsOn: '2026-03-01', endsOn: '2026-03-05' },
      { id: 'b', startsOn: '2026-03-06', endsOn: '2026-03-08' },
    ];
    const got = bonus({ days: run('2026-03-02', 9), rounds });
    expect(got).toEqual({
      '2026-03-04': 5,
      '2026-03-05': 5,
      '2026-03-06': 5,
      '2026-03-07': 5,
      '2026-03-08': 2,
      '2026-03-09': 5,
      '2026-03-10': 5,
    });
  });

  const day = fc.integer({ min: 0, max: 30 }).map((n) => addDays('2026-03-01', n));
  const input = fc.record({
    days: fc.array(day, { maxLength: 25 }),
    streakWeekdays: fc.subarray(ALL, { minLength: 1 }),
    streakFreezes: fc.nat({ max: 3 }),
    streakBonusPoints: fc.integer({ min: 1, max: 9 }),
    streakBonusFrom: fc.integer({ min: 2, max: 5 }),
    streakBonusCap: fc.integer({ min: 1, max: 40 }),
    split: fc.integer({ min: 1, max: 30 }),
  });
  const roundsOf = (split: number): TStreakRound[] => [
    { id: 'a', startsOn: '2026-03-01', endsOn: addDays('2026-03-01', split - 1) },
    { id: 'b', startsOn: addDays('2026-03-01', split), endsOn: '2026-03-31' },
  ];

  it('for a day, depends only on the logs up to that day (never on later ones)', () => {
    fc.assert(
      fc.property(input, day, ({ split, ...i }, cut) => {
        const rounds = roundsOf(split);
        const all = streakBonusDays({ ...base, ...i, rounds });
        const upTo = streakBonusDays({ ...base, ...i, rounds, days: i.days.filter((d) => d <= cut) });
        for (const [d, p] of all) if (d <= cut) expect(upTo.get(d)).toBe(p);
        for (const [d, p] of upTo) expect(all.get(d)).toBe(p);
      }),
    );
  });

  it('never passes the cap of a round, pays only logged counting days, and pays the points or what the cap leaves', () => {
    fc.assert(
      fc.property(input, ({ split, ...i }) => {
        const rounds = roundsOf(split);
        const got = streakBonusDays({ ...base, ...i, rounds });
        const perRound = new Map<string, number>();
        for (const [d, p] of got) {
          expect(i.days).toContain(d);
          expect(i.streakWeekdays).toContain(isoWeekday(d));
          expect(p).toBeGreaterThan(0);
          expect(p).toBeLessThanOrEqual(i.streakBonusPoints);
          const r = rounds.find((x) => x.startsOn <= d && d <= x.endsOn)?.id ?? '';
          perRound.set(r, (perRound.get(r) ?? 0) + p);
        }
        for (const total of perRound.values()) expect(total).toBeLessThanOrEqual(i.streakBonusCap);
        // The bonus days of a run are its days from the Nth on, while the cap lasts (no freezes here).
        if (i.streakFreezes === 0 && i.streakWeekdays.length === 7) {
          const sorted = [...new Set(i.days)].sort();
          let run = 0;
          for (const [k, d] of sorted.entries()) {
            run = k > 0 && addDays(sorted[k - 1] as string, 1) === d ? run + 1 : 1;
            if (run < i.streakBonusFrom) expect(got.has(d)).toBe(false);
          }
        }
      }),
    );
  });
});
