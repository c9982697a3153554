import { asc, eq } from 'drizzle-orm';
import { kpiRefColumns, roundRefColumns, writeActuals } from '../areas/kpi-actuals/store.ts';
import type { Executor } from '../db/client.ts';
import { games, kpis, playerScores, setTimes } from '../db/schema/index.ts';

/**
 * The running demo game's KPI actuals (ADR 0015): every player's figures for the first round (as an
 * organiser's upload would leave them, before that round froze) and about half of them for the
 * running round, booked through the same path as the API, so the scores include their points.
 */
export async function seedDemoKpiActuals(db: Executor, gameId: string) {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw new Error('demo game missing');
  const kpiRows = await db
    .select(kpiRefColumns)
    .from(kpis)
    .where(eq(kpis.gameId, gameId))
    .orderBy(asc(kpis.position));
  const rounds = await db
    .select(roundRefColumns)
    .from(setTimes)
    .where(eq(setTimes.gameId, gameId))
    .orderBy(asc(setTimes.startsOn));
  const players = await db
    .select({ userId: playerScores.userId })
    .from(playerScores)
    .where(eq(playerScores.gameId, gameId))
    .orderBy(asc(playerScores.userId));
  const writes = rounds.flatMap((round, r) =>
    players.flatMap(({ userId }, p) =>
      // The running round has figures for every other player so far.
      r > 0 && p % 2 === 1
        ? []
        : kpiRows.map((kpi, k) => ({
            kpi,
            round,
            userId,
            teamId: null,
            // Calls around the target of 120 (some above it: capped); sick days 0 to 4 (lower is better).
            value: kpi.direction === 'lower' ? (p * 3 + r + k) % 5 : 70 + ((p * 37 + r * 11) % 80),
          })),
    ),
  );
  await writeActuals(db, game, writes, { source: 'upload', enteredBy: game.createdBy, apiKeyId: null });
}
