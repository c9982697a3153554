import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { currentLanguage } from './i18n.ts';

/**
 * The one place dates become text (STYLE habit 14: one date library). Every format follows the
 * interface language, so a date reads "5 janv. 2026" in French and "5. Jan. 2026" in German.
 * Components that call these also call `useTranslation()`, so they re-render on a language switch.
 */
dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

type TDateInput = string | number | Date | null | undefined;

function parse(value: TDateInput) {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date.locale(currentLanguage()) : null;
}

// A missing date shows as a dash, so an empty cell reads as "none" rather than as a gap.
const NONE = '—';

/** A day: "Jan 5, 2026". */
export function formatDate(value: TDateInput): string {
  return parse(value)?.format('ll') ?? NONE;
}

/** A day and time of day, in the browser's time zone: "Jan 5, 2026 3:04 PM". */
export function formatDateTime(value: TDateInput): string {
  return parse(value)?.format('lll') ?? NONE;
}

/** Distance from now: "3 days ago", "in 2 hours". */
export function formatRelative(value: TDateInput): string {
  return parse(value)?.fromNow() ?? NONE;
}

/** A game day (`YYYY-MM-DD`, no time zone) in a day strip: its short weekday ("Mo", "Lu") and number. */
export function formatDayParts(day: string): { weekday: string; date: string } {
  const date = parse(day);
  return { weekday: date?.format('dd') ?? NONE, date: date?.format('D') ?? NONE };
}

/** A game day said in full: "Monday, November 23, 2026". */
export function formatDayLong(day: string): string {
  const date = parse(day);
  return date ? `${date.format('dddd')}, ${date.format('LL')}` : NONE;
}

/** A month of a calendar (`YYYY-MM`), in the interface language: "November 2026", "novembre 2026". */
export function formatMonth(month: string): string {
  return parse(`${month}-01`)?.format('MMMM YYYY') ?? NONE;
}

/** The days of the week, Monday first (ISO 8601), short ("Mo") and in full ("Monday"). */
export function weekdayNames(): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = parse(`2024-01-0${i + 1}`);
    return { short: date?.format('dd') ?? NONE, long: date?.format('dddd') ?? NONE };
  });
}
