import { clockMinutes } from '@rally/contracts/reminders';

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
 * How long after its hour a reminder may still go: a process that was down (or a clock that jumped
 * past the hour on a spring-forward night) sends it late rather than never; later than this it
 * would arrive out of place, and is dropped.
 */
export const CATCH_UP_MINUTES = 60;

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
 * Whether a player's reminder is due at their wall clock `local`: a day of their days inside the
 * game's dates, their hour reached within the catch-up window, and the hour not in quiet hours
 * (such a reminder is skipped that day, not moved: ADR 0031).
 */
export function reminderDue(choice: ReminderChoice, local: LocalNow) {
  if (!choice.weekdays.includes(local.weekday)) return false;
  if (choice.startDate !== null && local.day < choice.startDate) return false;
  if (choice.endDate !== null && local.day > choice.endDate) return false;
  const at = clockMinutes(choice.time);
  if (local.minutes < at || local.minutes >= at + CATCH_UP_MINUTES) return false;
  return !inQuietHours(at, choice.quietFrom, choice.quietTo);
}
