/**
 * The arithmetic of a month calendar, on game days (`YYYY-MM-DD`, no time zone): kept apart from
 * the screen so it is tested on its own. Weeks start on Monday (ISO 8601).
 */

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `delta` months after `month`. */
export function addMonths(month: string, delta: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The month's weeks, Monday to Sunday: each cell a day of the month, or null before its first and
 * after its last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; Monday first makes it 6.
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * The month a calendar opens on: today's while the game runs, its last month once it is over, its
 * first before it starts.
 */
export function openingMonth(today: string, start: string | null, end: string | null): string {
  if (end && today > end) return monthOf(end);
  if (start && today < start) return monthOf(start);
  return monthOf(today);
}
