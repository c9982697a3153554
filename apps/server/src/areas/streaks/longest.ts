import { dayIn } from '@rally/contracts/game-lifecycle';
import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import { walkStreak } from '@rally/contracts/streaks';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';

/** What a game's streak walk needs besides a player's days: its dates, zone, rules and rounds. */
export type StreakGame = {
  timezone: string;
  first: string | null;
  last: string | null;
  rules: Partial<TGameRules>;
  rounds: { id: string; startsOn: string; endsOn: string }[];
};

/** The game's side of the streak walk, in one read (`undefined` when there is no such game). */
export async function streakGame(db: Executor, gameId: string): Promise<StreakGame | undefined> {
  const [game] = await executeRows<StreakGame>(
    db,
    sql`select g.timezone, to_char(g.start_date, 'YYYY-MM-DD') as first, to_char(g.end_date, 'YYYY-MM-DD') as last,
      g.rules, coalesce((select json_agg(json_build_object('id', s.id,
          'startsOn', to_char(s.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(s.ends_on, 'YYYY-MM-DD')))
        from set_times s where s.game_id = g.id), '[]') as rounds
      from games g where g.id = ${gameId}::uuid`,
  );
  if (!game) return undefined;
  // Some drivers hand json back as its text.
  const rounds = typeof game.rounds === 'string' ? JSON.parse(game.rounds) : game.rounds;
  return { ...game, rounds };
}

/**
 * One player's longest streak as of `now` in their own zone (their `timezone`, else the game's),
 * over their counted days (approved, not removed), by the rule the streaks screen shows (ADR 0028).
 */
export function longestOf(
  game: StreakGame,
  player: { timezone: string | null; days: string[] | string | null },
  now = new Date(),
): number {
  const rules = { ...DEFAULT_GAME_RULES, ...game.rules };
  return walkStreak({
    days: arrayOf(player.days ?? []),
    today: dayIn(player.timezone ?? game.timezone, now),
    firstDay: game.first,
    lastDay: game.last,
    rounds: game.rounds,
    streakWeekdays: rules.streakWeekdays,
    streakFreezes: rules.streakFreezes,
  }).longest;
}

/** A text array as the driver hands it: an array, or (some drivers) its `{a,b}` literal. */
const arrayOf = (value: string[] | string) =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
