import type { TGame } from '@rally/contracts/games';
import dayjs from 'dayjs';

/** The calendar day `YYYY-MM-DD` it is now in `timezone`: a game's days begin and end there. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' }).format(now);
  } catch {
    return dayjs(now).format('YYYY-MM-DD');
  }
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
export const daysBetween = (from: string, to: string) => dayjs(to).diff(dayjs(from), 'day');

/**
 * What may change in a game (ADR 0006), as the server decides it: finished and archived games are
 * read-only; once an active game's start day has come, its start date and zone stay put because
 * players' days already count from them; an active game keeps both dates set.
 */
export function gameLocks(game: TGame | undefined, now: Date = new Date()) {
  if (!game) return { readOnly: false, startLocked: false, datesRequired: false };
  const readOnly = game.status === 'finished' || game.status === 'archived';
  const started =
    game.status === 'active' && game.startDate !== null && todayIn(game.timezone, now) >= game.startDate;
  return { readOnly, startLocked: readOnly || started, datesRequired: game.status === 'active' };
}

/** Where a game stands in time: starts in n days, n days left (today included), or ended. */
export function gameTiming(game: TGame, now: Date = new Date()) {
  if (!game.startDate || !game.endDate) return null;
  const today = todayIn(game.timezone, now);
  if (today < game.startDate) return { kind: 'startsIn', days: daysBetween(today, game.startDate) } as const;
  if (today <= game.endDate) return { kind: 'daysLeft', days: daysBetween(today, game.endDate) + 1 } as const;
  return { kind: 'ended', days: daysBetween(game.endDate, today) } as const;
}
