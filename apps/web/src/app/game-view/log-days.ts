import { dayIn } from '@rally/contracts/game-lifecycle';
import type { TGameDetail } from '@rally/contracts/games';
import { LOG_BACKDATE_DAYS } from '@rally/contracts/logs';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/**
 * The days a log may be dated today, in the game's own zone: inside the game and at most
 * `LOG_BACKDATE_DAYS` back (the server holds the same rule; this only keeps the picker honest).
 */
export function loggableDays(game: TGameDetail, now: Date = new Date()) {
  const today = dayIn(game.timezone, now);
  const back = dayjs(today).subtract(LOG_BACKDATE_DAYS, 'day').format(DAY);
  const first = game.startDate && game.startDate > back ? game.startDate : back;
  const last = game.endDate && game.endDate < today ? game.endDate : today;
  return { today: last, first, last };
}
