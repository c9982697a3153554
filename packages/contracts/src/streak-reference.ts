import type { TStreakInput } from './streaks.ts';

// For tests only (the rule's and the server's property tests): the app never imports it.

/**
 * A naive reference: list the counting days one by one with the plain Date API, each marked logged,
 * open or missed, then fold runs. No day arithmetic of the rule's own.
 */
export function streakReference(input: TStreakInput): { current: number; longest: number } {
  const logged = new Set(input.days);
  const sorted = [...logged].sort();
  const first = input.firstDay ?? sorted[0];
  if (!first) return { current: 0, longest: 0 };
  let last = [input.today, ...sorted].sort().at(-1) as string;
  if (input.lastDay && last > input.lastDay) last = input.lastDay;
  const marks: { day: string; mark: 'L' | 'O' | 'M' }[] = [];
  for (let t = Date.parse(`${first}T12:00:00Z`); t <= Date.parse(`${last}T12:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    const day = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
    if (!input.streakWeekdays.includes(weekday)) continue;
    marks.push({ day, mark: logged.has(day) ? 'L' : day >= input.today ? 'O' : 'M' });
  }
  let current = 0;
  let longest = 0;
  const used: Record<string, number> = {};
  for (const { day, mark } of marks) {
    if (mark === 'L') longest = Math.max(longest, ++current);
    if (mark !== 'M') continue;
    const round = input.rounds.filter((r) => r.startsOn <= day && r.endsOn >= day)[0]?.id ?? '';
    if (current > 0 && (used[round] ?? 0) < input.streakFreezes) used[round] = (used[round] ?? 0) + 1;
    else current = 0;
  }
  return { current, longest };
}
