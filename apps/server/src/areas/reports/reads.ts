/**
 * What the report shares with the dashboard's game overview, which charts the same figures of a
 * game. The SQL files of this area stay private to it (decision 0024).
 */
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import type { DayRange } from '../scores/reads.ts';
import { countActive, kpiAchievement, participationByDay } from './queries.ts';

/**
 * A game's participation and KPI figures: its players and how many were active in `range`, logs
 * and active players per day from `days.from` through `days.to` (none when `days` is null), and
 * each KPI's achievement in one round (`roundId`) or the whole game (null).
 */
export async function gameFigures(
  db: Executor,
  gameId: string,
  opts: { range: DayRange; days: { from: string; to: string } | null; roundId: string | null },
) {
  const [counts, days, kpis] = await readAll(
    db,
    () => countActive(db, gameId, opts.range),
    () => (opts.days ? participationByDay(db, gameId, opts.days.from, opts.days.to) : []),
    () => kpiAchievement(db, gameId, opts.roundId),
  );
  return { counts, days, kpis };
}
