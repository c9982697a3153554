import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import { streakBonusDays } from '@rally/contracts/streaks';
import { sql } from 'drizzle-orm';
import { executeRows, textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { playerScores } from '../../db/schema/index.ts';
import { applyScoreDeltas, type ScoreDelta } from './engine-deltas.ts';
import type { DayPoints } from './engine-sources.ts';

/**
 * The streak bonus (docs/decisions/0028): points on the days a streak earns them, by the game's
 * rules, a fact of the player's counted logs up to that day (`streakBonusDays`). It is booked by
 * recomputing the bonus days of the players whose logs changed and booking the difference from
 * what their day buckets hold, so a review, an undo or a backdated log that changes later days'
 * bonus moves exactly those days.
 */

type Game = {
  first: string | null;
  last: string | null;
  rules: Partial<TGameRules>;
  rounds: { id: string; startsOn: string; endsOn: string }[];
};

/**
 * The game's days, rules and rounds (one round trip): a log reads them to learn whether a bonus is
 * on. With `lock`, the score rows of those players (every player: 'all') are locked first, in user
 * id order as every score write locks them, so the rules, rounds and logs read next are the ones
 * committed by whoever held them: two logs of one player, or a log and a change of the rules,
 * book one after the other instead of each missing the other's part of the streak.
 */
async function readGame(db: Executor, gameId: string, lock?: string[] | 'all'): Promise<Game | null> {
  // Its own statement: a statement that waited for a lock still reads what was committed before it
  // began, so the rules are read by the next one.
  if (lock)
    await executeRows(
      db,
      sql`select 1 from ${playerScores} where game_id = ${gameId}::uuid
        ${lock === 'all' ? sql`` : sql`and user_id = any(${textArray(lock)}::uuid[])`}
        order by user_id for update`,
    );
  const [game] = await executeRows<Omit<Game, 'rounds'> & { rounds: Game['rounds'] | string }>(
    db,
    sql`select to_char(start_date, 'YYYY-MM-DD') as first, to_char(end_date, 'YYYY-MM-DD') as last, rules,
        (select coalesce(json_agg(json_build_object('id', s.id, 'startsOn', to_char(s.starts_on, 'YYYY-MM-DD'),
          'endsOn', to_char(s.ends_on, 'YYYY-MM-DD'))), '[]'::json) from set_times s where s.game_id = games.id) as rounds
      from games where id = ${gameId}::uuid`,
  );
  if (!game) return null;
  // Some drivers hand JSON back as its text.
  const rounds = typeof game.rounds === 'string' ? (JSON.parse(game.rounds) as Game['rounds']) : game.rounds;
  return { ...game, rounds };
}

const bonusOn = (game: Game | null) =>
  Number(game?.rules.streakBonusPoints ?? DEFAULT_GAME_RULES.streakBonusPoints) > 0;

/** The bonus days the rules and the counted logs give, of the given players (all: undefined). */
async function bonusFromLogs(
  db: Executor,
  gameId: string,
  game: Game,
  userIds?: string[],
): Promise<DayPoints> {
  const rules = { ...DEFAULT_GAME_RULES, ...game.rules };
  const players = await executeRows<{ user_id: string; days: string[] | string }>(
    db,
    sql`select user_id, array_agg(distinct to_char(day, 'YYYY-MM-DD')) as days from behaviour_logs
      where game_id = ${gameId}::uuid and status = 'approved' and removed_at is null
        ${userIds ? sql`and user_id = any(${textArray(userIds)}::uuid[])` : sql``}
      group by user_id`,
  );
  const out: DayPoints = [];
  for (const p of players) {
    const bonus = streakBonusDays({
      days: arrayOf(p.days),
      firstDay: game.first,
      lastDay: game.last,
      rounds: game.rounds,
      streakWeekdays: rules.streakWeekdays,
      streakFreezes: rules.streakFreezes,
      streakBonusPoints: rules.streakBonusPoints,
      streakBonusFrom: rules.streakBonusFrom,
      streakBonusCap: rules.streakBonusCap,
    });
    for (const [day, points] of bonus) out.push({ userId: p.user_id, day, points });
  }
  return out;
}

/** Each player's streak bonus per day, from their logs: the source's sum (`pointSources`). */
export async function streakDayTotals(db: Executor, gameId: string, userIds?: string[]): Promise<DayPoints> {
  const game = await readGame(db, gameId);
  if (!game || !bonusOn(game)) return [];
  return bonusFromLogs(db, gameId, game, userIds);
}

/**
 * The deltas that bring the booked bonus of the given players (all: undefined) to what their logs
 * give now. With the bonus off nobody holds any (a change of the rules recomputes every player),
 * so a log then costs the lock and one read of the game; `everyone` (a change of the rules or
 * rounds) always looks at the booked days.
 */
export async function streakDeltas(
  tx: Executor,
  gameId: string,
  userIds?: string[],
  everyone = false,
): Promise<ScoreDelta[]> {
  const game = await readGame(tx, gameId, userIds ?? 'all');
  if (!game || (!everyone && !bonusOn(game))) return [];
  const [want, held] = await readAll(
    tx,
    () => (bonusOn(game) ? bonusFromLogs(tx, gameId, game, userIds) : Promise.resolve([])),
    () =>
      executeRows<{ user_id: string; day: string; points: number }>(
        tx,
        sql`select user_id, to_char(day, 'YYYY-MM-DD') as day, streak_points as points from player_score_days
        where game_id = ${gameId}::uuid and streak_points <> 0
          ${userIds ? sql`and user_id = any(${textArray(userIds)}::uuid[])` : sql``}`,
      ),
  );
  const diff = new Map<string, ScoreDelta>();
  const add = (userId: string, day: string, points: number) => {
    const key = `${userId} ${day}`;
    const d = diff.get(key) ?? { userId, day, source: 'streak' as const, points: 0 };
    d.points += points;
    diff.set(key, d);
  };
  for (const w of want) add(w.userId, w.day, w.points);
  for (const h of held) add(h.user_id, h.day, -Number(h.points));
  return [...diff.values()].filter((d) => d.points !== 0);
}

/**
 * The event of a game's streak rules, rounds or dates changing: every player's bonus is booked
 * again from their logs, in the caller's transaction.
 */
export async function rebookStreakBonus(tx: Executor, gameId: string): Promise<void> {
  await applyScoreDeltas(tx, gameId, await streakDeltas(tx, gameId, undefined, true));
}

/** A text array as the driver hands it: an array, or (some drivers) its `{a,b}` literal. */
const arrayOf = (value: string[] | string) =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
