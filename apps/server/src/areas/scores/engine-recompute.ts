import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, teamMembers, teamScores, teams } from '../../db/schema/index.ts';
import { kpiDayTotals, teamKpiTotals } from './engine-kpi.ts';
import { quizDayTotals } from './engine-quiz.ts';
import { dayTotals, logTotals } from './engine-totals.ts';

/** A game's scores in one comparable shape, sorted: players, day buckets and teams. */
export type GameScores = {
  players: {
    userId: string;
    teamId: string;
    behaviourPoints: number;
    points: number;
    logCount: number;
    pendingCount: number;
    flaggedCount: number;
    lastActiveAt: string | null;
  }[];
  days: { userId: string; day: string; points: number; logCount: number }[];
  teams: { teamId: string; points: number; members: number }[];
};

const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));

/**
 * The game's scores summed from scratch over its logs, KPI actuals, quiz answers and teams: what the maintained rows must
 * equal at every moment. Tests compare the two after any sequence of writes; an operator can
 * use it to check a game.
 */
export async function recomputeGameScores(db: Executor, gameId: string): Promise<GameScores> {
  const members = await db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.gameId, gameId));
  const inGame = new Map(members.map((m) => [m.userId, m.teamId]));
  const totals = new Map((await logTotals(db, gameId)).map((t) => [t.userId, t]));
  // KPI and quiz points join behaviour points alike: per player and per day.
  const kpiDays = [
    ...(await kpiDayTotals(db, gameId)).map((k) => ({ ...k, points: k.kpiPoints })),
    ...(await quizDayTotals(db, gameId)).map((k) => ({ ...k, points: k.quizPoints })),
  ].filter((k) => inGame.has(k.userId));
  const kpiOf = new Map<string, number>();
  for (const k of kpiDays) kpiOf.set(k.userId, (kpiOf.get(k.userId) ?? 0) + k.points);
  const players = members.map((m) => {
    const t = totals.get(m.userId);
    return {
      userId: m.userId,
      teamId: m.teamId,
      behaviourPoints: t?.behaviourPoints ?? 0,
      points: (t?.behaviourPoints ?? 0) + (kpiOf.get(m.userId) ?? 0),
      logCount: t?.logCount ?? 0,
      pendingCount: t?.pendingCount ?? 0,
      flaggedCount: t?.flaggedCount ?? 0,
      lastActiveAt: t?.lastActiveAt?.toISOString() ?? null,
    };
  });
  const dayMap = new Map<string, { userId: string; day: string; points: number; logCount: number }>();
  for (const d of await dayTotals(db, gameId)) {
    if (!inGame.has(d.userId)) continue;
    dayMap.set(`${d.userId} ${d.day}`, {
      userId: d.userId,
      day: d.day,
      points: d.behaviourPoints,
      logCount: d.logCount,
    });
  }
  for (const k of kpiDays) {
    const key = `${k.userId} ${k.day}`;
    const d = dayMap.get(key) ?? { userId: k.userId, day: k.day, points: 0, logCount: 0 };
    dayMap.set(key, { ...d, points: d.points + k.points });
  }
  // A bucket back at nothing is deleted by the engine, so it is left out here too.
  const days = [...dayMap.values()].filter((d) => d.points !== 0 || d.logCount !== 0);
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
      behaviourPoints: playerScores.behaviourPoints,
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
