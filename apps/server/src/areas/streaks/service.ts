import { dayIn } from '@rally/contracts/game-lifecycle';
import { DEFAULT_GAME_RULES } from '@rally/contracts/games';
import { type TStreakInput, type TStreaks, walkStreak } from '@rally/contracts/streaks';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireGame } from '../games/service.ts';
import { countedDays } from '../logs/reads.ts';
import { playerOf } from '../logs/view.ts';
import { listGameRounds } from '../rounds/service.ts';
import { playerTeamId } from '../teams/reads.ts';
import { userZoneIn } from '../users/reads.ts';

/**
 * `GET /game/{id}/players/{userId}/streaks`: the player's streaks in the game as of `now` in their
 * zone, computed from their counted logs on every read (ADR 0028): an approval, a rejection, an
 * undo or a backdated log shows at once, with nothing stored to keep in step. A player reads their
 * own; an organiser any player of the game (the game is in their company, or 404).
 */
export async function getPlayerStreaks(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  userId: string;
  now?: Date;
}): Promise<TStreaks> {
  const { db, scope } = opts;
  const now = opts.now ?? new Date();
  const game = await requireGame(db, scope, opts.gameId);
  const userId = playerOf(scope, opts.userId);
  if (!(await playerTeamId(db, game.id, userId))) throw notFound('logs.notAPlayer');
  const [timezone, logged, rounds] = await readAll(
    db,
    () => userZoneIn(db, userId, game.timezone),
    () => countedDays(db, game.id, userId),
    () => listGameRounds({ db, scope, gameId: game.id, now }),
  );
  const rules = { ...DEFAULT_GAME_RULES, ...game.rules };
  const today = dayIn(timezone, now);
  const base: Omit<TStreakInput, 'days'> = {
    today,
    firstDay: game.startDate,
    lastDay: game.endDate,
    rounds: rounds.map((r) => ({ id: r.id, startsOn: r.startDate, endsOn: r.endDate })),
    streakWeekdays: rules.streakWeekdays,
    streakFreezes: rules.streakFreezes,
  };
  const player = walkStreak({ ...base, days: logged.map((l) => l.day) });
  const byBehaviour = new Map<string, string[]>();
  for (const { behaviourId, day } of logged) {
    const days = byBehaviour.get(behaviourId);
    if (days) days.push(day);
    else byBehaviour.set(behaviourId, [day]);
  }
  return {
    gameId: game.id,
    userId,
    timezone,
    today,
    current: player.current,
    longest: player.longest,
    loggedToday: player.loggedToday,
    todayOpen: player.todayOpen,
    freezesLeft: player.freezesLeft,
    weekdays: [...rules.streakWeekdays],
    behaviours: [...byBehaviour].map(([behaviourId, days]) => {
      // The player's freezes excuse the day for every behaviour: one allowance, not one per behaviour.
      const s = walkStreak({ ...base, days, excused: player.frozen });
      return { behaviourId, current: s.current, longest: s.longest, loggedToday: s.loggedToday };
    }),
  };
}
