import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, teamMembers, teamScores, teams } from '../../db/schema/index.ts';
import { teamKpiTotals } from './engine-kpi.ts';
import { SCORE_SOURCES, type ScoreSource, sourceColumns } from './engine-sources.ts';
import { dayTotals, logTotals, pointSources } from './engine-totals.ts';

/** Points per source, as the maintained rows keep them beside their sum. */
type BySource = Record<ScoreSource, number>;

/** A game's scores in one comparable shape, sorted: players, day buckets and teams. */
export type GameScores = {
  players: {
    userId: string;
    teamId: string;
    bySource: BySource;
    points: number;
    logCount: number;
    pendingCount: number;
    flaggedCount: number;
    lastActiveAt: string | null;
  }[];
  days: { userId: string; day: string; bySource: BySource; points: number; logCount: number }[];
  teams: { teamId: string; points: number; members: number }[];
};

const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));

const none = (): BySource => Object.fromEntries(SCORE_SOURCES.map((s) => [s, 0])) as BySource;
const sum = (s: BySource) => SCORE_SOURCES.reduce((total, source) => total + s[source], 0);

/**
 * The game's scores summed from scratch over its logs, the other sources' records and its teams:
 * what the maintained rows must equal at every moment. Tests compare the two after any sequence of
 * writes; an operator can use it to check a game.
 */
export async function recomputeGameScores(db: Executor, gameId: string): Promise<GameScores> {
  const members = await db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.gameId, gameId));
  const inGame = new Map(members.map((m) => [m.userId, m.teamId]));
  const totals = new Map((await logTotals(db, gameId)).map((t) => [t.userId, t]));
  const sourceDays: { userId: string; day: string; source: ScoreSource; points: number; logCount: number }[] =
    (await dayTotals(db, gameId)).map((d) => ({
      userId: d.userId,
      day: d.day,
      source: 'behaviour',
      points: d.behaviourPoints,
      logCount: d.logCount,
    }));
  for (const [source, daysOf] of Object.entries(pointSources)) {
    for (const d of await daysOf(db, gameId)) {
      sourceDays.push({ ...d, source: source as ScoreSource, logCount: 0 });
    }
  }
  const playerSources = new Map<string, BySource>();
  const dayMap = new Map<string, GameScores['days'][number]>();
  for (const d of sourceDays) {
    if (!inGame.has(d.userId)) continue;
    const mine = playerSources.get(d.userId) ?? none();
    mine[d.source] += d.points;
    playerSources.set(d.userId, mine);
    const key = `${d.userId} ${d.day}`;
    const bucket = dayMap.get(key) ?? {
      userId: d.userId,
      day: d.day,
      bySource: none(),
      points: 0,
      logCount: 0,
    };
    bucket.bySource[d.source] += d.points;
    bucket.points += d.points;
    bucket.logCount += d.logCount;
    dayMap.set(key, bucket);
  }
  const players = members.map((m) => {
    const t = totals.get(m.userId);
    const bySource = playerSources.get(m.userId) ?? none();
    return {
      userId: m.userId,
      teamId: m.teamId,
      bySource,
      points: sum(bySource),
      logCount: t?.logCount ?? 0,
      pendingCount: t?.pendingCount ?? 0,
      flaggedCount: t?.flaggedCount ?? 0,
      lastActiveAt: t?.lastActiveAt?.toISOString() ?? null,
    };
  });
  // A bucket back at nothing is deleted by the engine, so it is left out here too.
  const days = [...dayMap.values()].filter(
    (d) => d.logCount !== 0 || SCORE_SOURCES.some((s) => d.bySource[s] !== 0),
  );
  const teamKpi = new Map((await teamKpiTotals(db, gameId)).map((t) => [t.teamId, t.kpiPoints]));
  const teamRows = await db.select({ id: teams.id }).from(teams).where(eq(teams.gameId, gameId));
  const teamTotals = teamRows.map(({ id }) => {
    const own = players.filter((p) => p.teamId === id);
    const points = own.reduce((s, p) => s + p.points, 0) + (teamKpi.get(id) ?? 0);
    return { teamId: id, points, members: own.length };
  });
  return sortScores({ players, days, teams: teamTotals });
}

/** The maintained rows of a game, in the same shape. */
export async function readGameScores(db: Executor, gameId: string): Promise<GameScores> {
  const players = await db
    .select({
      userId: playerScores.userId,
      teamId: playerScores.teamId,
      bySource: sourceColumns('player'),
      points: playerScores.points,
      logCount: playerScores.logCount,
      pendingCount: playerScores.pendingCount,
      flaggedCount: playerScores.flaggedCount,
      lastActiveAt: playerScores.lastActiveAt,
    })
    .from(playerScores)
    .where(eq(playerScores.gameId, gameId));
  const days = await db
    .select({
      userId: playerScoreDays.userId,
      day: playerScoreDays.day,
      bySource: sourceColumns('day'),
      points: playerScoreDays.points,
      logCount: playerScoreDays.logCount,
    })
    .from(playerScoreDays)
    .where(eq(playerScoreDays.gameId, gameId))
    .orderBy(asc(playerScoreDays.userId));
  const teamRows = await db
    .select({ teamId: teams.id, points: teamScores.points, members: teamScores.members })
    .from(teams)
    .leftJoin(teamScores, eq(teamScores.teamId, teams.id))
    .where(eq(teams.gameId, gameId));
  return sortScores({
    players: players.map((p) => ({ ...p, lastActiveAt: p.lastActiveAt?.toISOString() ?? null })),
    days,
    teams: teamRows.map((t) => ({
      teamId: t.teamId,
      points: Number(t.points ?? 0),
      members: t.members ?? 0,
    })),
  });
}

function sortScores(s: GameScores): GameScores {
  return {
    players: [...s.players].sort(byKey((p) => p.userId)),
    days: [...s.days].sort(byKey((d) => `${d.userId} ${d.day}`)),
    teams: [...s.teams].sort(byKey((t) => t.teamId)),
  };
}
