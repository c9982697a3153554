import { dateTimeFormat } from '@rally/contracts/intl';

/** A Monday (2026-03-02) plus n days: weekday names from the browser, in the UI language. */
export const weekdayName = (language: string, isoDay: number) =>
  dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 2, 1 + isoDay)),
  );

/** An `HH:MM` as the UI language writes a time of day ("5:00 PM", "17:00"), as the time field shows it. */
export const clockName = (language: string, clock: string) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${clock}:00Z`),
  );
