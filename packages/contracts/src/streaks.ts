import { z } from 'zod';
import { addDays } from './game-lifecycle.ts';

/**
 * Streaks (issue 29, docs/decisions/0028): days in a row on which a player has at least one counted
 * (approved, not removed) log in a game, and the same per behaviour. A day is a calendar day
 * `YYYY-MM-DD`: the day a log names, and "today" is the player's today in their own zone. Days are
 * compared as dates, never as instants, so a daylight-saving night or a change of zone cannot split
 * or merge a day: it only moves when the player's today turns.
 */

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Freeze days a player may have per round: a few excuse a fair miss; more make the streak meaningless. */
export const MAX_STREAK_FREEZES = 10;
/** Streak bonus bounds: points per bonus day (0 = no bonus), the streak length it starts at, the cap per round. */
export const MAX_STREAK_BONUS_POINTS = 1000;
export const MAX_STREAK_BONUS_FROM = 365;
export const MAX_STREAK_BONUS_CAP = 100_000;

/** The game's streak settings, part of its rules. */
export type TStreakSettings = {
  /** Which weekdays count; a day of another weekday neither breaks nor extends a streak. */
  streakWeekdays: readonly number[];
  /** How many missed counting days per round a streak survives. */
  streakFreezes: number;
};

/** The ISO weekday (1 = Monday) of a calendar day: a property of the date, in no zone. */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** A round's days; a day outside every round belongs to the game's own allowance. */
export type TStreakRound = { id: string; startsOn: string; endsOn: string };

export type TStreakInput = TStreakSettings & {
  /** Counted days of the player (any behaviour) or of one behaviour, in any order, repeats allowed. */
  days: Iterable<string>;
  /** The player's today in their zone. */
  today: string;
  /** The game's first and last day (null: open). Days outside never count nor break. */
  firstDay: string | null;
  lastDay: string | null;
  rounds: readonly TStreakRound[];
  /**
   * Days excused for this player (their freezes). Left out, the walk spends freezes itself (the
   * player's streak); a behaviour's streak passes the player's, so a freeze excuses the day for
   * every behaviour and a player has one allowance, not one per behaviour.
   */
  excused?: ReadonlySet<string>;
};

export type TStreakWalk = {
  current: number;
  longest: number;
  loggedToday: boolean;
  /** Today counts, is inside the game and has no counted log yet: logging today extends the streak. */
  todayOpen: boolean;
  /** Days a freeze was spent on. */
  frozen: Set<string>;
  /** Freezes left in the round of today (or of the game's last day once it ended). */
  freezesLeft: number;
};

const roundOf = (rounds: readonly TStreakRound[], day: string) =>
  rounds.find((r) => r.startsOn <= day && day <= r.endsOn)?.id ?? '';

/**
 * Walks the days from the game's first day (or the first counted day) to today (or a later counted
 * day: after a zone change westwards a log may name a day that is not over yet) and the game's end.
 * A counting day with a log extends the streak; one not yet over is open (never a miss); a past
 * one without a log spends a freeze of its round if the streak has one to protect and one is left,
 * else breaks the streak. A day of a weekday that does not count is skipped.
 */
export function walkStreak(
  input: TStreakInput,
  /** Called on each counted day in order, with the streak's length once that day is in it. */
  onCounted?: (day: string, current: number) => void,
): TStreakWalk {
  const logged = new Set(input.days);
  const counts = new Set(input.streakWeekdays);
  const spent = new Map<string, number>();
  const frozen = new Set<string>();
  const sorted = [...logged].sort();
  const lastLogged = sorted.at(-1);
  const from = input.firstDay ?? sorted[0];
  let to = lastLogged && lastLogged > input.today ? lastLogged : input.today;
  if (input.lastDay && to > input.lastDay) to = input.lastDay;
  let current = 0;
  let longest = 0;
  for (let day = from; day && day <= to; day = addDays(day, 1)) {
    if (!counts.has(isoWeekday(day))) continue;
    if (logged.has(day)) {
      current += 1;
      if (current > longest) longest = current;
      onCounted?.(day, current);
    } else if (day >= input.today) {
      // Not over yet where the player is: neither kept nor missed.
    } else if (input.excused) {
      if (!input.excused.has(day)) current = 0;
    } else {
      const round = roundOf(input.rounds, day);
      const used = spent.get(round) ?? 0;
      if (current > 0 && used < input.streakFreezes) {
        spent.set(round, used + 1);
        frozen.add(day);
      } else current = 0;
    }
  }
  const inGame =
    (!input.firstDay || input.today >= input.firstDay) && (!input.lastDay || input.today <= input.lastDay);
  const loggedToday = logged.has(input.today);
  const todayRound = roundOf(
    input.rounds,
    input.lastDay && input.today > input.lastDay ? input.lastDay : input.today,
  );
  return {
    current,
    longest,
    loggedToday,
    todayOpen: inGame && !loggedToday && counts.has(isoWeekday(input.today)),
    frozen,
    freezesLeft: Math.max(0, input.streakFreezes - (spent.get(todayRound) ?? 0)),
  };
}

/** The organiser's streak bonus (ADR 0028), part of the game's rules; `streakBonusPoints` 0 is off. */
export type TStreakBonusRule = {
  /** Points on each counted day that makes the streak at least `streakBonusFrom` days long. */
  streakBonusPoints: number;
  streakBonusFrom: number;
  /** At most this many bonus points per round (days outside every round share one more cap). */
  streakBonusCap: number;
};

/**
 * The streak bonus per day (ADR 0028): each counted day on which the player's streak is at least
 * `streakBonusFrom` days long earns `streakBonusPoints`, until the bonus of the day's round reaches
 * `streakBonusCap`. A flat amount, not growing with the streak nor with the player's points, and
 * capped per round, so a long run cannot snowball into a lead; the cap restarts each round.
 *
 * The bonus of day d is a fact of the logs up to d and the rules: the walk treats every counting day
 * without a log before the last logged day as missed (never "today", never the player's zone), and
 * freezes and caps are spent in day order, so a later log never changes an earlier day's bonus.
 * Days with no bonus are left out.
 */
export function streakBonusDays(
  input: Omit<TStreakInput, 'today' | 'excused'> & TStreakBonusRule,
): Map<string, number> {
  const bonus = new Map<string, number>();
  if (input.streakBonusPoints <= 0) return bonus;
  const days = [...new Set(input.days)].sort();
  const last = days.at(-1);
  if (!last) return bonus;
  const paid = new Map<string, number>();
  walkStreak({ ...input, days, today: addDays(last, 1) }, (day, current) => {
    if (current < input.streakBonusFrom) return;
    const round = roundOf(input.rounds, day);
    const used = paid.get(round) ?? 0;
    const points = Math.min(input.streakBonusPoints, input.streakBonusCap - used);
    if (points <= 0) return;
    paid.set(round, used + points);
    bonus.set(day, points);
  });
  return bonus;
}

/** `GET /game/{id}/players/{userId}/streaks`: a player's streaks in a game, as of now in their zone. */
export const ZBehaviourStreak = z.object({
  behaviourId: z.uuid(),
  current: z.number().int(),
  longest: z.number().int(),
  loggedToday: z.boolean(),
});
export const ZStreaks = z.object({
  gameId: z.uuid(),
  userId: z.uuid(),
  /** The zone the days were counted in: the player's, or the game's until they set one. */
  timezone: z.string(),
  /** The player's today in that zone. */
  today: z.iso.date(),
  current: z.number().int(),
  longest: z.number().int(),
  loggedToday: z.boolean(),
  /** Today counts and is not logged yet: a log today extends the streak (else it breaks or freezes tomorrow). */
  todayOpen: z.boolean(),
  freezesLeft: z.number().int(),
  /** The game's counting weekdays (ISO, 1 = Monday), for the screen to word a day that does not count. */
  weekdays: z.array(z.number().int()),
  behaviours: z.array(ZBehaviourStreak),
});
export type TStreaks = z.infer<typeof ZStreaks>;
