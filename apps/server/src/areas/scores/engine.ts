import { and, eq, type SQL, sql } from 'drizzle-orm';
import { executeRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, teamScores } from '../../db/schema/index.ts';
import { SCORES_CHANNEL, scoresCommitted } from '../live/notify.ts';

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
 * Each player's change is one statement (score row, day bucket, notification; for a single player
 * also their team): a log costs one round trip here, not four, and a hot team row is locked only
 * from that statement to the commit.
 */
export async function applyScoreDeltas(tx: Executor, gameId: string, deltas: ScoreDelta[]): Promise<void> {
  const live = deltas.filter((d) => !isEmpty(d)).sort((a, b) => a.userId.localeCompare(b.userId));
  if (live.length === 0) return;
  // Several players may belong to several teams: those are then updated in team id order below.
  const withTeam = live.length === 1;
  const teamPoints = new Map<string, number>();
  for (const d of live) {
    const [row] = await executeRows<{ teamId: string; companyId: string }>(
      tx,
      playerStatement(gameId, d, withTeam),
    );
    if (!row) continue;
    if (d.points < 0 || (d.logs ?? 0) < 0) await dropEmptyDay(tx, { ...d, gameId });
    if (!withTeam && d.points !== 0) teamPoints.set(row.teamId, (teamPoints.get(row.teamId) ?? 0) + d.points);
  }
  await addTeamPoints(tx, teamPoints, new Map());
  scoresCommitted(tx, gameId);
}

const bare = (column: { name: string }) => sql.identifier(column.name);

/**
 * One statement for one player's delta: their score row (locked first), their day bucket (a new
 * bucket or added to), optionally their team, and the game's change notice (identical notices of
 * one transaction reach listeners once, on commit).
 */
function playerStatement(gameId: string, d: ScoreDelta, withTeam: boolean): SQL {
  const source = bare(sourceColumn[d.source].player);
  const logs = d.logs ?? 0;
  const add = (column: { name: string }, value: number) =>
    sql`${bare(column)} = ${bare(column)} + ${value}::int`;
  const activeAt = d.activeAt
    ? sql`, last_active_at = greatest(last_active_at, ${d.activeAt.toISOString()}::timestamptz)`
    : sql``;
  const day =
    d.points !== 0 || logs !== 0
      ? sql`, d as (
          insert into ${playerScoreDays} (company_id, game_id, user_id, day, ${source}, points, log_count)
          select p.company_id, ${gameId}::uuid, ${d.userId}::uuid, ${d.day}::date, ${d.points}::int, ${d.points}::int, ${logs}::int from p
          on conflict (game_id, user_id, day) do update set
            ${source} = ${playerScoreDays}.${source} + excluded.${source},
            points = ${playerScoreDays}.points + excluded.points,
            log_count = ${playerScoreDays}.log_count + excluded.log_count)`
      : sql``;
  const team =
    withTeam && d.points !== 0
      ? sql`, t as (update ${teamScores} set points = ${teamScores}.points + ${d.points}::int
          from p where ${teamScores}.team_id = p.team_id)`
      : sql``;
  return sql`with p as (
      update ${playerScores} set ${add(sourceColumn[d.source].player, d.points)}, ${add(playerScores.points, d.points)},
        ${add(playerScores.logCount, logs)}, ${add(playerScores.pendingCount, d.pending ?? 0)},
        ${add(playerScores.flaggedCount, d.flagged ?? 0)}${activeAt}
      where game_id = ${gameId}::uuid and user_id = ${d.userId}::uuid
      returning company_id, team_id)${day}${team}
    select p.team_id as "teamId", p.company_id as "companyId", pg_notify(${SCORES_CHANNEL}, ${gameId}::text) from p`;
}

/** A player's day bucket back at nothing is deleted, so buckets are exactly the days that count. */
async function dropEmptyDay(tx: Executor, d: ScoreDelta & { gameId: string }) {
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
