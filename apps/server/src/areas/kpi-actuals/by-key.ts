import type { ZKeyActualsRequest } from '@rally/contracts/kpi-actuals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { games, kpis, playerScores, users } from '../../db/schema/index.ts';
import { type FieldError, invalidFields, notFound } from '../../lib/errors.ts';
import type { CompanyKey } from '../../plugins/types.ts';
import { touchKey } from './api-keys.ts';
import {
  type ActualWrite,
  assertGameTakesActuals,
  assertRoundOpen,
  type GameRef,
  kpiRefColumns,
  lockRounds,
  type SavedActual,
  teamsOfGame,
  writeActuals,
} from './store.ts';

type Input = z.output<typeof ZKeyActualsRequest>['actuals'];

/**
 * `POST /kpi-actuals/by-key`: actuals from a company's own system. The key reaches its company's
 * KPIs only: a KPI (or round) of another company reads as not found, like any other record there.
 * All or nothing: one refused actual refuses the call, and nothing is written.
 */
export async function saveActualsByKey(opts: { tx: Executor; key: CompanyKey; actuals: Input }) {
  const { tx, key, actuals } = opts;
  const kpiRows = await tx
    .select(kpiRefColumns)
    .from(kpis)
    .where(
      and(eq(kpis.companyId, key.companyId), inArray(kpis.id, [...new Set(actuals.map((a) => a.kpiId))])),
    );
  const kpiById = new Map(kpiRows.map((k) => [k.id, k]));
  if (actuals.some((a) => !kpiById.has(a.kpiId))) throw notFound('kpis.notFound');
  // Games in id order, each locked: writes of one game take turns, and two calls never deadlock.
  const gameIds = [...new Set(kpiRows.map((k) => k.gameId))].sort();
  const saved: SavedActual[] = [];
  const wrong: FieldError[] = [];
  const plans: { game: GameRef; writes: ActualWrite[] }[] = [];
  for (const gameId of gameIds) {
    const [game] = await tx
      .select({
        id: games.id,
        companyId: games.companyId,
        status: games.status,
        startDate: games.startDate,
        endDate: games.endDate,
        resultsFrozenAt: games.resultsFrozenAt,
      })
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.companyId, key.companyId)))
      .for('update');
    if (!game) throw notFound('kpis.notFound');
    assertGameTakesActuals(game);
    const mine = actuals.map((a, i) => ({ a, i })).filter(({ a }) => kpiById.get(a.kpiId)?.gameId === gameId);
    const rounds = await lockRounds(
      tx,
      gameId,
      mine.flatMap(({ a }) => (a.setTimeId ? [a.setTimeId] : [])),
    );
    const emails = mine.flatMap(({ a }) => (a.email ? [a.email.toLowerCase()] : []));
    const userIds = mine.flatMap(({ a }) => (a.userId ? [a.userId] : []));
    const players = await tx
      .select({ userId: playerScores.userId, email: sql<string>`lower(${users.email})` })
      .from(playerScores)
      .innerJoin(users, eq(users.id, playerScores.userId))
      .where(
        and(
          eq(playerScores.gameId, gameId),
          sql`(lower(${users.email}) = any(${textArray(emails)}) or ${playerScores.userId} = any(${textArray(userIds)}::uuid[]))`,
        ),
      )
      .orderBy(asc(playerScores.userId));
    const byEmail = new Map(players.map((p) => [p.email, p.userId]));
    const inGame = new Set(players.map((p) => p.userId));
    const teamIds = await teamsOfGame(
      tx,
      gameId,
      mine.flatMap(({ a }) => (a.teamId ? [a.teamId] : [])),
    );
    const writes: ActualWrite[] = [];
    for (const { a, i } of mine) {
      const round = a.setTimeId ? rounds.get(a.setTimeId) : null;
      if (round === undefined) throw notFound('kpis.setTimeNotFound');
      assertRoundOpen(game, round);
      const userId = a.email
        ? (byEmail.get(a.email.toLowerCase()) ?? null)
        : a.userId && inGame.has(a.userId)
          ? a.userId
          : null;
      const teamId = a.teamId && teamIds.has(a.teamId) ? a.teamId : null;
      if (a.teamId && !teamId)
        wrong.push({ path: `actuals.${i}.teamId`, messageCode: 'kpiActuals.teamNotInGame' });
      else if (!a.teamId && !userId) {
        wrong.push({
          path: `actuals.${i}.${a.email ? 'email' : 'userId'}`,
          messageCode: 'kpiActuals.notAPlayer',
        });
      }
      const kpi = kpiById.get(a.kpiId);
      if (kpi) writes.push({ kpi, round, userId: a.teamId ? null : userId, teamId, value: a.value });
    }
    plans.push({ game, writes });
  }
  if (wrong.length > 0) throw invalidFields(wrong);
  for (const { game, writes } of plans) {
    saved.push(
      ...(await writeActuals(tx, game, writes, { source: 'api', enteredBy: null, apiKeyId: key.id })),
    );
  }
  await touchKey(tx, key.id);
  return { saved: saved.length, actuals: saved };
}
