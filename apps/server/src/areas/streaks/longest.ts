import { dayIn } from '@rally/contracts/game-lifecycle';
import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import { walkStreak } from '@rally/contracts/streaks';
import { sql } from 'drizzle-orm';
import { executeRows, textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';

/**
 * Each asked player's longest streak in a game as of `now` in their own zone, by the rule the
 * streaks screen shows (ADR 0028: `walkStreak` over the counted days), for the N-day streak badge
 * (ADR 0029). Three indexed reads whatever the number of players (the game, its rounds, the players'
 * zones with their counted days), so measuring after one player's log stays cheap. Players without
 * a counted day are answered 0.
 */
export async function longestStreaks(
  db: Executor,
  gameId: string,
  userIds: string[],
  now = new Date(),
): Promise<Map<string, number>> {
  const longest = new Map<string, number>();
  if (userIds.length === 0) return longest;
  const [[game], rounds, players] = await Promise.all([
    executeRows<{ timezone: string; first: string | null; last: string | null; rules: Partial<TGameRules> }>(
      db,
      sql`select timezone, to_char(start_date, 'YYYY-MM-DD') as first, to_char(end_date, 'YYYY-MM-DD') as last,
        rules from games where id = ${gameId}::uuid`,
    ),
    executeRows<{ id: string; startsOn: string; endsOn: string }>(
      db,
      sql`select id, to_char(starts_on, 'YYYY-MM-DD') as "startsOn", to_char(ends_on, 'YYYY-MM-DD') as "endsOn"
        from set_times where game_id = ${gameId}::uuid`,
    ),
    executeRows<{ user_id: string; timezone: string | null; days: string[] | string }>(
      db,
      sql`select l.user_id, u.timezone, array_agg(distinct to_char(l.day, 'YYYY-MM-DD')) as days
        from behaviour_logs l join users u on u.id = l.user_id
        where l.game_id = ${gameId}::uuid and l.user_id = any(${textArray(userIds)}::uuid[])
          and l.status = 'approved' and l.removed_at is null
        group by l.user_id, u.timezone`,
    ),
  ]);
  for (const id of userIds) longest.set(id, 0);
  if (!game) return longest;
  const rules = { ...DEFAULT_GAME_RULES, ...game.rules };
  for (const p of players) {
    const walk = walkStreak({
      days: arrayOf(p.days),
      today: dayIn(p.timezone ?? game.timezone, now),
      firstDay: game.first,
      lastDay: game.last,
      rounds,
      streakWeekdays: rules.streakWeekdays,
      streakFreezes: rules.streakFreezes,
    });
    longest.set(p.user_id, walk.longest);
  }
  return longest;
}

/** A text array as the driver hands it: an array, or (some drivers) its `{a,b}` literal. */
const arrayOf = (value: string[] | string) =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
