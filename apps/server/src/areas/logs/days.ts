import { addDays, dayIn, gameRules, type TGameDates } from '@rally/contracts/game-lifecycle';
import type { TGameRules } from '@rally/contracts/games';
import { LOG_BACKDATE_DAYS, loggableDays } from '@rally/contracts/logs';
import type { TMessageCode, TMessageParams } from '@rally/contracts/messages';
import { conflict, invalid } from '../../lib/errors.ts';
import { inFinalGrace } from '../rounds/late-logs.ts';

/**
 * 409 unless players may log now: the game is running, or it ended and its grace window for late
 * logs is still open (ADR 0014; the days a log may name stay those of the game, at most 7 back).
 */
export function assertRunning(game: TGameDates & { rules: Partial<TGameRules> }, now: Date): void {
  if (!gameRules(game, now).playersLog && !inFinalGrace(game, now)) throw conflict('logs.gameNotRunning');
}

type Refusal = { code: TMessageCode; params?: TMessageParams };

/** Why a log may not name `day` now, or undefined when it may. */
export function dayRefusal(game: TGameDates, day: string, now: Date): Refusal | undefined {
  const { today, firstDay, lastDay } = loggableDays(game, now);
  if (day > today) return { code: 'logs.dayInFuture' };
  if (day < addDays(today, -LOG_BACKDATE_DAYS))
    return { code: 'logs.dayTooOld', params: { days: LOG_BACKDATE_DAYS } };
  if (day < firstDay || day > lastDay) {
    return {
      code: 'logs.dayOutsideGame',
      params: { startDate: game.startDate ?? '', endDate: game.endDate ?? '' },
    };
  }
  return undefined;
}

/** The day a log names (today when left out), or 400 naming `day` with the rule it breaks. */
export function checkLogDay(game: TGameDates, day: string | undefined, now: Date): string {
  const chosen = day ?? dayIn(game.timezone, now);
  const refusal = dayRefusal(game, chosen, now);
  if (refusal) throw invalid('day', refusal.code, refusal.params);
  return chosen;
}
