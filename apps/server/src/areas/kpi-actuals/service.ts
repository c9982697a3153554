import type { TKpiActualRow, ZKpiActualEntry } from '@rally/contracts/kpi-actuals';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  games,
  kpiActuals,
  kpis,
  playerScores,
  setTimes,
  teamScores,
  teams,
  users,
} from '../../db/schema/index.ts';
import { type FieldError, invalidFields, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { LOCK_GAME, requireGame } from '../games/service.ts';
import { kpiAchievement } from './points.ts';
import {
  type ActualWrite,
  assertGameTakesActuals,
  assertRoundOpen,
  type GameRef,
  type KpiRef,
  kpiRefColumns,
  lockRounds,
  playersOfGame,
  type RoundRef,
  targetsFor,
  teamsOfGame,
  writeActuals,
  writeRoundColumns,
} from './store.ts';

type Subject = 'player' | 'team';

/** The KPIs of a game in their order. */
export function gameKpis(db: Executor, gameId: string): Promise<(KpiRef & { unit: string })[]> {
  return db
    .select({ ...kpiRefColumns, unit: kpis.unit })
    .from(kpis)
    .where(eq(kpis.gameId, gameId))
    .orderBy(asc(kpis.position), asc(kpis.name));
}

/** The rounds of a game in their order. */
export function gameRounds(db: Executor, gameId: string): Promise<RoundRef[]> {
  return db
    .select(writeRoundColumns)
    .from(setTimes)
    .innerJoin(games, eq(games.id, setTimes.gameId))
    .where(eq(setTimes.gameId, gameId))
    .orderBy(asc(setTimes.startsOn), asc(setTimes.position));
}

/** The rows of the grid: the game's players (name, e-mail, team) or its teams (name, members). */
async function subjects(db: Executor, gameId: string, subject: Subject) {
  if (subject === 'team') {
    const rows = await db
      .select({ id: teams.id, name: teams.name, members: teamScores.members })
      .from(teams)
      .leftJoin(teamScores, eq(teamScores.teamId, teams.id))
      .where(eq(teams.gameId, gameId))
      .orderBy(asc(teams.name), asc(teams.id));
    return rows.map((t) => ({ id: t.id, name: t.name, detail: String(t.members ?? 0), teamName: null }));
  }
  return db
    .select({ id: playerScores.userId, name: users.fullName, detail: users.email, teamName: teams.name })
    .from(playerScores)
    .innerJoin(users, eq(users.id, playerScores.userId))
    .innerJoin(teams, eq(teams.id, playerScores.teamId))
    .where(eq(playerScores.gameId, gameId))
    .orderBy(asc(users.fullName), asc(playerScores.userId));
}

/** `GET /kpi-actuals/competition/{id}`: the grid of one round (or the whole game), players or teams. */
export async function getActualGrid(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  roundId: string | null;
  subject: Subject;
}) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const rounds = await gameRounds(opts.db, game.id);
  const round = opts.roundId ? rounds.find((r) => r.id === opts.roundId) : null;
  if (round === undefined) throw notFound('kpis.setTimeNotFound');
  const columnsOf = await gameKpis(opts.db, game.id);
  const targetOf = await targetsFor(
    opts.db,
    columnsOf.map((k) => k.id),
  );
  const roundId = round?.id ?? null;
  const columns = columnsOf.map((k) => {
    const t = targetOf(k.id, roundId);
    return {
      kpiId: k.id,
      name: k.name,
      unit: k.unit,
      direction: k.direction,
      weight: k.weight,
      target: t.target,
      targetScope: t.scope,
    };
  });
  const people = await subjects(opts.db, game.id, opts.subject);
  const actuals = await opts.db
    .select({
      kpiId: kpiActuals.kpiId,
      userId: kpiActuals.userId,
      teamId: kpiActuals.teamId,
      value: kpiActuals.value,
      points: kpiActuals.points,
      source: kpiActuals.source,
      updatedAt: kpiActuals.updatedAt,
    })
    .from(kpiActuals)
    .where(
      and(
        eq(kpiActuals.gameId, game.id),
        roundId ? eq(kpiActuals.setTimeId, roundId) : isNull(kpiActuals.setTimeId),
        opts.subject === 'team' ? isNotNull(kpiActuals.teamId) : isNotNull(kpiActuals.userId),
      ),
    );
  const bySubject = new Map<string, typeof actuals>();
  for (const a of actuals) {
    const id = a.userId ?? a.teamId ?? '';
    bySubject.set(id, [...(bySubject.get(id) ?? []), a]);
  }
  const byKpi = new Map(columns.map((c) => [c.kpiId, c]));
  const rows: TKpiActualRow[] = people.map((p) => {
    const cells = (bySubject.get(p.id) ?? [])
      .filter((a) => byKpi.has(a.kpiId))
      .map((a) => {
        const c = byKpi.get(a.kpiId);
        const value = Number(a.value);
        return {
          kpiId: a.kpiId,
          value,
          achievement: c ? kpiAchievement(c.direction, value, c.target) : null,
          points: a.points,
          source: a.source,
          updatedAt: a.updatedAt.toISOString(),
        };
      });
    return { ...p, cells, points: cells.reduce((s, c) => s + c.points, 0) };
  });
  return {
    gameId: game.id,
    roundId,
    subject: opts.subject,
    rounds: rounds.map((r) => ({
      id: r.id,
      name: r.name,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      closed: Boolean(r.closedAt || r.closed),
    })),
    closed: round ? Boolean(round.closedAt || round.closed) : game.resultsFrozenAt !== null,
    columns,
    rows,
  };
}

/** The grid of one round (or the whole game) of a game; the routes answer it in the API's words. */
export type ActualGrid = Awaited<ReturnType<typeof getActualGrid>>;

/**
 * Checks the parts of writes every entry way shares, after the game is locked: the round exists
 * and is open, every KPI is the game's (another's is 404), every player or team is in the game.
 */
export async function resolveRound(tx: Executor, game: GameRef, roundId: string | null) {
  const round = roundId ? (await lockRounds(tx, game.id, [roundId])).get(roundId) : null;
  if (round === undefined) throw notFound('kpis.setTimeNotFound');
  assertRoundOpen(game, round);
  return round;
}

/** `PUT /kpi-actuals/competition/{id}`: the grid's changed cells, in one transaction. */
export async function saveActualGrid(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  input: { roundId: string | null; subject: Subject; entries: z.output<typeof ZKpiActualEntry>[] };
}) {
  const game = await requireGame(opts.tx, opts.scope, opts.gameId, LOCK_GAME);
  assertGameTakesActuals(game);
  const round = await resolveRound(opts.tx, game, opts.input.roundId);
  const { entries, subject } = opts.input;
  const gameKpiList = await opts.tx
    .select(kpiRefColumns)
    .from(kpis)
    .where(and(eq(kpis.gameId, game.id), inArray(kpis.id, [...new Set(entries.map((e) => e.kpiId))])));
  const kpiById = new Map(gameKpiList.map((k) => [k.id, k]));
  if (entries.some((e) => !kpiById.has(e.kpiId))) throw notFound('kpis.notFound');
  const ids = entries.map((e) => e.subjectId);
  const known =
    subject === 'team'
      ? await teamsOfGame(opts.tx, game.id, ids)
      : new Set((await playersOfGame(opts.tx, game.id, ids)).keys());
  const wrong: FieldError[] = entries.flatMap((e, i) =>
    known.has(e.subjectId)
      ? []
      : [
          {
            path: `entries.${i}.subjectId`,
            messageCode: subject === 'team' ? 'kpiActuals.teamNotInGame' : 'kpiActuals.notAPlayer',
          } satisfies FieldError,
        ],
  );
  if (wrong.length > 0) throw invalidFields(wrong);
  const writes: ActualWrite[] = entries.map((e) => ({
    kpi: kpiById.get(e.kpiId) as KpiRef,
    round,
    userId: subject === 'player' ? e.subjectId : null,
    teamId: subject === 'team' ? e.subjectId : null,
    value: e.value,
  }));
  await writeActuals(opts.tx, game, writes, { source: 'hand', enteredBy: opts.scope.userId, apiKeyId: null });
  return getActualGrid({
    db: opts.tx,
    scope: opts.scope,
    gameId: game.id,
    roundId: round?.id ?? null,
    subject,
  });
}
