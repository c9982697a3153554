import { type SQLWrapper, sql } from 'drizzle-orm';
import { dbNow } from './clock.ts';
import { games, setTimes as s } from './schema/index.ts';

/**
 * When a round freezes (ADR 0014), in one place for the rounds' API (`closesAt`), the closing claim
 * and every writer of a round's entries (logs, quiz answers, KPI actuals): the end of its last
 * game-local day in the game's zone plus the game's grace window, or, once reopened, the grace
 * window after the reopening (whichever is later). SQL over `set_times` joined to its `games` row.
 */
export const graceSql = sql`make_interval(hours => coalesce((${games.rules}->>'graceHours')::int, 72))`;
export const dayEndSql = (day: SQLWrapper) => sql`((${day} + 1)::timestamp at time zone ${games.timezone})`;
export const roundClosesAtSql = sql`greatest(${dayEndSql(s.endsOn)} + ${graceSql},
  coalesce(${s.reopenedAt} + ${graceSql}, '-infinity'::timestamptz))`;

/**
 * A round takes no more entries once frozen, and also as soon as its grace window has ended by the
 * database's clock, before the closing job has frozen it: the instant decides, not the job's timing.
 */
export const roundClosedSql = sql<boolean>`(${s.closedAt} is not null or ${roundClosesAtSql} <= ${dbNow()})`;
