import { dayIn, gameRules } from '@rally/contracts/game-lifecycle';
import type { TGame } from '@rally/contracts/games';
import dayjs from 'dayjs';

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
export const daysBetween = (from: string, to: string) => dayjs(to).diff(dayjs(from), 'day');

/**
 * What may change in a game, by the rules the server enforces (contracts/game-lifecycle.ts):
 * finished and archived games are read-only; once an active game's start day has come, its start
 * date and zone stay put; an active game keeps both dates set.
 */
export function gameLocks(game: TGame | undefined, now: Date = new Date()) {
  if (!game) return { readOnly: false, startLocked: false, datesRequired: false };
  const rules = gameRules(game, now);
  return { readOnly: !rules.editContent, startLocked: rules.startFixed, datesRequired: rules.datesRequired };
}

/** Where a game stands in time: starts in n days, n days left (today included), or ended. */
export function gameTiming(game: TGame, now: Date = new Date()) {
  if (!game.startDate || !game.endDate) return null;
  const today = dayIn(game.timezone, now);
  if (today < game.startDate) return { kind: 'startsIn', days: daysBetween(today, game.startDate) } as const;
  if (today <= game.endDate) return { kind: 'daysLeft', days: daysBetween(today, game.endDate) + 1 } as const;
  return { kind: 'ended', days: daysBetween(game.endDate, today) } as const;
}
