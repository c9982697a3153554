import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, teamScores } from '../../db/schema/index.ts';
import { notifyScoresChanged } from '../live/notify.ts';

/**
 * The score engine: every write that changes a score calls it inside its own transaction, so the
 * maintained rows (`player_scores`, `player_score_days`, `team_scores`) are always exactly the sums
 * over what happened (docs/decisions/0008). Points come from sources; behaviour logs are the first,
 * quiz answers and KPI actuals join through the same `applyScoreDeltas` with their own source.
 */
export const SCORE_SOURCES = ['behaviour', 'quiz', 'kpi'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

const sourceColumn = {
  behaviour: {
    player: playerScores.behaviourPoints,
    day: playerScoreDays.behaviourPoints,
    key: 'behaviourPoints',
  },
  quiz: { player: playerScores.quizPoints, day: playerScoreDays.quizPoints, key: 'quizPoints' },
  kpi: { player: playerScores.kpiPoints, day: playerScoreDays.kpiPoints, key: 'kpiPoints' },
} as const;

/** What one event changes for one player: points of a source on a day, and the judge view's counts. */
export type ScoreDelta = {
  userId: string;
  source: ScoreSource;
  /** The game-local day the points belong to. */
  day: string;
  points: number;
  /** Counted logs (approved, not removed), waiting logs, flagged logs not yet reviewed. */
  logs?: number;
  pending?: number;
  flagged?: number;
  /** When the player was last active, if this event is activity (a new log). */
  activeAt?: Date;
};

const isEmpty = (d: ScoreDelta) => !d.points && !d.logs && !d.pending && !d.flagged && !d.activeAt;

/**
 * Applies the deltas of one game. Rows are locked players first (by user id), then teams (by team
 * id), in every caller, so concurrent score writes wait for each other instead of deadlocking.
 * A player without a score row is not in the game: nothing changes for them now, and their logs
 * count again when they rejoin (the row is then rebuilt from their logs, see engine-members.ts).
 */
export async function applyScoreDeltas(tx: Executor, gameId: string, deltas: ScoreDelta[]): Promise<void> {
  const live = deltas.filter((d) => !isEmpty(d)).sort((a, b) => a.userId.localeCompare(b.userId));
  if (live.length === 0) return;
  const teamPoints = new Map<string, number>();
  for (const d of live) {
    const column = sourceColumn[d.source];
    const [row] = await tx
      .update(playerScores)
      .set({
        [column.key]: sql`${column.player} + ${d.points}`,
        points: sql`${playerScores.points} + ${d.points}`,
        logCount: sql`${playerScores.logCount} + ${d.logs ?? 0}`,
        pendingCount: sql`${playerScores.pendingCount} + ${d.pending ?? 0}`,
        flaggedCount: sql`${playerScores.flaggedCount} + ${d.flagged ?? 0}`,
        ...(d.activeAt
          ? {
              lastActiveAt: sql`greatest(${playerScores.lastActiveAt}, ${d.activeAt.toISOString()}::timestamptz)`,
            }
          : {}),
      })
      .where(and(eq(playerScores.gameId, gameId), eq(playerScores.userId, d.userId)))
      .returning({ companyId: playerScores.companyId, teamId: playerScores.teamId });
    if (!row) continue;
    if (d.points !== 0 || (d.logs ?? 0) !== 0) await addToDay(tx, { ...d, gameId, companyId: row.companyId });
    if (d.points !== 0) teamPoints.set(row.teamId, (teamPoints.get(row.teamId) ?? 0) + d.points);
  }
  await addTeamPoints(tx, teamPoints, new Map());
  await notifyScoresChanged(tx, gameId);
}

/** A player's day bucket; a bucket back at nothing is deleted, so buckets are exactly the days that count. */
async function addToDay(tx: Executor, d: ScoreDelta & { gameId: string; companyId: string }) {
  const column = sourceColumn[d.source];
  const logs = d.logs ?? 0;
  await tx
    .insert(playerScoreDays)
    .values({
      companyId: d.companyId,
      gameId: d.gameId,
      userId: d.userId,
      day: d.day,
      [column.key]: d.points,
      points: d.points,
      logCount: logs,
    })
    .onConflictDoUpdate({
      target: [playerScoreDays.gameId, playerScoreDays.userId, playerScoreDays.day],
      set: {
        [column.key]: sql`${column.day} + ${d.points}`,
        points: sql`${playerScoreDays.points} + ${d.points}`,
        logCount: sql`${playerScoreDays.logCount} + ${logs}`,
      },
    });
  if (d.points < 0 || logs < 0) {
    await tx
      .delete(playerScoreDays)
      .where(
        and(
          eq(playerScoreDays.gameId, d.gameId),
          eq(playerScoreDays.userId, d.userId),
          eq(playerScoreDays.day, d.day),
          sql`${playerScoreDays.points} = 0 and ${playerScoreDays.behaviourPoints} = 0 and ${playerScoreDays.quizPoints} = 0 and ${playerScoreDays.kpiPoints} = 0 and ${playerScoreDays.logCount} = 0`,
        ),
      );
  }
}

/** Adds points and members to teams, in team id order (see the lock order above). */
export async function addTeamPoints(tx: Executor, points: Map<string, number>, members: Map<string, number>) {
  const teamIds = [...new Set([...points.keys(), ...members.keys()])].sort();
  for (const teamId of teamIds) {
    const p = points.get(teamId) ?? 0;
    const m = members.get(teamId) ?? 0;
    if (p === 0 && m === 0) continue;
    await tx
      .update(teamScores)
      .set({ points: sql`${teamScores.points} + ${p}`, members: sql`${teamScores.members} + ${m}` })
      .where(eq(teamScores.teamId, teamId));
  }
}

/** Every team of `teamIds` gets its score row (a new team starts at nothing). */
export async function createTeamScores(
  tx: Executor,
  rows: { companyId: string; gameId: string; teamId: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(teamScores).values(rows).onConflictDoNothing({ target: teamScores.teamId });
}
