import { addDays } from '@rally/contracts/game-lifecycle';

/**
 * The calendar weeks (Monday to Sunday) a game's dates touch, each cut to the dates: a game from a
 * Wednesday to the Sunday after next has a short first week and two whole ones.
 */
export function weeksOf(startDate: string, endDate: string): { startDate: string; endDate: string }[] {
  const weeks: { startDate: string; endDate: string }[] = [];
  let first = startDate;
  while (first <= endDate) {
    // getUTCDay: Sunday 0 ... Saturday 6; the week ends on its Sunday.
    const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
    const sunday = addDays(first, (7 - weekday) % 7);
    const last = sunday < endDate ? sunday : endDate;
    weeks.push({ startDate: first, endDate: last });
    first = addDays(last, 1);
  }
  return weeks;
}
