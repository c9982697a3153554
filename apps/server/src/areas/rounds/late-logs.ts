import { gameStage, type TGameDates } from '@rally/contracts/game-lifecycle';
import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import { type SQL, sql } from 'drizzle-orm';
import { executeRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { roundClosedSql } from '../../db/round-close.ts';
import { games, setTimes } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { zoneOffset } from '../../lib/wall-clock.ts';

/**
 * Late logs and rounds (DESIGN section 3, ADR 0014): after a round (or the game) ends, players may
 * still log its days for the game's grace window; once that window has ended (frozen or not yet), a
 * log for one of its days is refused, so nothing counts in the game that its frozen round does not show.
 */

/** The moment game-local day `day` begins in `timezone` (midnight there, as a UTC instant). */
export function dayStartsAt(timezone: string, day: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const first = midnight - zoneOffset(timezone, midnight);
  // Again at the first guess: the offset there is the one of that midnight (DST changes in between).
  return new Date(midnight - zoneOffset(timezone, first));
}

/** True while an ended game (active, past its end day) is inside its grace window for late logs. */
export function inFinalGrace(game: TGameDates & { rules: Partial<TGameRules> }, now: Date): boolean {
  if (gameStage(game, now) !== 'ended' || !game.endDate) return false;
  const next = new Date(Date.parse(`${game.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const grace = (game.rules.graceHours ?? DEFAULT_GAME_RULES.graceHours) * 3_600_000;
  return now.getTime() < dayStartsAt(game.timezone, next).getTime() + grace;
}

/**
 * The name of the closed round of the game `day` belongs to (null when none), as a subquery: a
 * log's own read brings it along (logs/queries.ts), instead of a round trip of its own. Closed:
 * frozen, or past its grace window though not frozen yet (`roundClosedSql`).
 */
export const closedRoundOf = (gameId: SQL | string, day: string) =>
  sql<
    string | null
  >`(select ${setTimes.name} from ${setTimes} join ${games} on ${games.id} = ${setTimes.gameId}
    where ${setTimes.gameId} = ${gameId} and ${setTimes.startsOn} <= ${day} and ${setTimes.endsOn} >= ${day}
      and ${roundClosedSql}
    limit 1)`;

/** 409 when the round `closed` names is closed (see `closedRoundOf`). */
export function assertNotClosed(closed: string | null): void {
  if (closed !== null) throw conflict('logs.roundClosed', { name: closed });
}

/** 409 when `day` belongs to a closed round of the game. */
export async function assertDayNotClosed(tx: Executor, gameId: string, day: string): Promise<void> {
  const [row] = await executeRows<{ closed: string | null }>(
    tx,
    sql`select ${closedRoundOf(gameId, day)} as closed`,
  );
  assertNotClosed(row?.closed ?? null);
}
