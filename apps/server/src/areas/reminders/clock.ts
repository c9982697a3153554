import { clockMinutes } from '@rally/contracts/reminders';
import { wallClockAt } from '../../lib/wall-clock.ts';

export type LocalNow = {
  /** The calendar day in the zone, `YYYY-MM-DD`. */
  day: string;
  /** Minutes since that day's midnight on the wall clock (a DST day skips or repeats some). */
  minutes: number;
  /** ISO weekday of `day`, 1 = Monday. */
  weekday: number;
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string) {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  return f;
}

/** What the wall clock says in `zone` at `now`. */
export function localNow(zone: string, now: Date): LocalNow {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday };
}

/**
 * How long after its hour a reminder may still go, in real minutes from the first instant the wall
 * clock reads that hour: a process that was down sends it late rather than never; later than this
 * it would arrive out of place, and is dropped.
 */
export const CATCH_UP_MINUTES = 60;

const instants = new Map<string, number>();
/**
 * The first instant (epoch ms) at which the wall clock in `zone` reads `time` of `day` or later:
 * the hour itself on an ordinary day, its first showing when a fall-back night repeats it, and the
 * jump itself when a spring-forward night skips it (02:30 in Berlin on 29 March 2026 is 03:00 CEST).
 */
export function reminderInstant(zone: string, day: string, time: string): number {
  const key = `${zone}|${day}|${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The zone's offsets a day either side bound the instant (no zone changes its offset twice a day).
  const offsets = [-86_400_000, 0, 86_400_000].map((d) => wallClockAt(zone, wall + d) - (wall + d));
  const candidates = offsets.map((o) => wall - o).sort((a, b) => a - b);
  let found = candidates.find((t) => wallClockAt(zone, t) === wall);
  if (found === undefined) {
    // A skipped hour: the clock jumps forward between the candidates; find the jump to the second.
    let lo = candidates[0] ?? wall;
    let hi = candidates.at(-1) ?? wall;
    while (hi - lo > 1_000) {
      const mid = lo + Math.floor((hi - lo) / 2_000) * 1_000;
      if (wallClockAt(zone, mid) >= wall) hi = mid;
      else lo = mid;
    }
    found = hi;
  }
  if (instants.size > 10_000) instants.clear();
  instants.set(key, found);
  return found;
}

/** Whether a minute of the day falls inside quiet hours (`from` inclusive, `to` exclusive; may wrap midnight). */
export function inQuietHours(minute: number, from: string | null, to: string | null) {
  if (from === null || to === null) return false;
  const a = clockMinutes(from);
  const b = clockMinutes(to);
  // An empty span (the API refuses one) keeps nothing quiet, not the whole day.
  if (a === b) return false;
  return a < b ? minute >= a && minute < b : minute >= a || minute < b;
}

export type ReminderChoice = {
  time: string;
  weekdays: readonly number[];
  startDate: string | null;
  endDate: string | null;
  quietFrom: string | null;
  quietTo: string | null;
};

/**
 * Whether a player's reminder is due at `now` in their `zone`: a day of their days inside the
 * game's dates, within the catch-up window from the first instant their wall clock reads their hour
 * that day (see `reminderInstant`: a skipped hour goes at the jump, a repeated one from its first
 * showing), and the hour not in quiet hours (such a reminder is skipped that day, not moved: ADR 0031).
 */
export function reminderDue(choice: ReminderChoice, zone: string, now: Date, local = localNow(zone, now)) {
  if (!choice.weekdays.includes(local.weekday)) return false;
  if (choice.startDate !== null && local.day < choice.startDate) return false;
  if (choice.endDate !== null && local.day > choice.endDate) return false;
  const since = now.getTime() - reminderInstant(zone, local.day, choice.time);
  if (since < 0 || since >= CATCH_UP_MINUTES * 60_000) return false;
  return !inQuietHours(clockMinutes(choice.time), choice.quietFrom, choice.quietTo);
}
