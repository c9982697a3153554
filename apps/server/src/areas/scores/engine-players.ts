import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerScoreDays, playerScores, teamMembers, teamScores, teams } from '../../db/schema/index.ts';
import { announceScores } from './engine-announce.ts';
import { addTeamPoints, applyScoreDeltas, createTeamScores, type ScoreDelta } from './engine-deltas.ts';
import type { ScoreSource } from './engine-sources.ts';
import { dayTotals, logTotals, pointSources } from './engine-totals.ts';

/**
 * Membership changes the scores follow: joining a team, moving between teams (points go along),
 * leaving the game (out of the scores; logs stay on record) and rejoining (rebuilt from the logs).
 * Call each after `team_members` changed, in the same transaction.
 */

const CHUNK = 1000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const bump = (map: Map<string, number>, key: string, by: number) => map.set(key, (map.get(key) ?? 0) + by);

/** Players now in a team of the game get their score rows, built from any logs they already have. */
export async function joinTeams(tx: Executor, gameId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  for (const ids of chunks([...new Set(userIds)].sort())) {
    const players = await tx
      .select({ companyId: teamMembers.companyId, teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.gameId, gameId), inArray(teamMembers.userId, ids)));
    if (players.length === 0) continue;
    const totals = new Map((await logTotals(tx, gameId, ids)).map((t) => [t.userId, t]));
    const joined = await tx
      .insert(playerScores)
      .values(
        players.map((m) => {
          const t = totals.get(m.userId);
          return {
            ...m,
            gameId,
            behaviourPoints: t?.behaviourPoints ?? 0,
            points: t?.behaviourPoints ?? 0,
            logCount: t?.logCount ?? 0,
            pendingCount: t?.pendingCount ?? 0,
            flaggedCount: t?.flaggedCount ?? 0,
            lastActiveAt: t?.lastActiveAt ?? null,
          };
        }),
      )
      .onConflictDoNothing({ target: [playerScores.gameId, playerScores.userId] })
      .returning({ userId: playerScores.userId, teamId: playerScores.teamId, points: playerScores.points });
    if (joined.length === 0) continue;
    const joinedIds = joined.map((j) => j.userId);
    const companyId = players[0]?.companyId ?? '';
    const days = await dayTotals(tx, gameId, joinedIds);
    for (const part of chunks(days)) {
      await tx
        .insert(playerScoreDays)
        .values(part.map((d) => ({ ...d, companyId, gameId, points: d.behaviourPoints })))
        .onConflictDoNothing();
    }
    const teams = [...new Set(joined.map((j) => j.teamId))];
    await createTeamScores(
      tx,
      teams.map((teamId) => ({ companyId, gameId, teamId })),
    );
    const points = new Map<string, number>();
    const heads = new Map<string, number>();
    for (const j of joined) {
      bump(points, j.teamId, j.points);
      bump(heads, j.teamId, 1);
    }
    await addTeamPoints(tx, points, heads);
    // Their other points count again too (KPI actuals and quiz answers stayed while they were away).
    const back: ScoreDelta[] = [];
    for (const [source, daysOf] of Object.entries(pointSources)) {
      for (const d of await daysOf(tx, gameId, joinedIds)) back.push({ ...d, source: source as ScoreSource });
    }
    await applyScoreDeltas(tx, gameId, back);
  }
  await announceScores(tx, gameId);
}

/** A player moved to another team of the game: their points leave the old team and join the new one. */
export async function moveTeam(
  tx: Executor,
  gameId: string,
  userId: string,
  toTeamId: string,
): Promise<void> {
  const [row] = await tx
    .select({ companyId: playerScores.companyId, teamId: playerScores.teamId, points: playerScores.points })
    .from(playerScores)
    .where(and(eq(playerScores.gameId, gameId), eq(playerScores.userId, userId)))
    .for('update');
  if (!row) return joinTeams(tx, gameId, [userId]);
  if (row.teamId === toTeamId) return;
  await tx
    .update(playerScores)
    .set({ teamId: toTeamId })
    .where(and(eq(playerScores.gameId, gameId), eq(playerScores.userId, userId)));
  await createTeamScores(tx, [{ companyId: row.companyId, gameId, teamId: toTeamId }]);
  await addTeamPoints(
    tx,
    new Map([
      [row.teamId, -row.points],
      [toTeamId, row.points],
    ]),
    new Map([
      [row.teamId, -1],
      [toTeamId, 1],
    ]),
  );
  await announceScores(tx, gameId);
}

/** Players leaving the game drop out of its scores (their logs stay: a rejoin counts them again). */
export async function leaveGame(tx: Executor, gameId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const points = new Map<string, number>();
  const heads = new Map<string, number>();
  for (const ids of chunks([...new Set(userIds)].sort())) {
    const left = await tx
      .delete(playerScores)
      .where(and(eq(playerScores.gameId, gameId), inArray(playerScores.userId, ids)))
      .returning({ teamId: playerScores.teamId, points: playerScores.points });
    for (const l of left) {
      bump(points, l.teamId, -l.points);
      bump(heads, l.teamId, -1);
    }
    await tx
      .delete(playerScoreDays)
      .where(and(eq(playerScoreDays.gameId, gameId), inArray(playerScoreDays.userId, ids)));
  }
  await addTeamPoints(tx, points, heads);
  await announceScores(tx, gameId);
}

/** Users about to be deleted leave every game they play in first, so no team keeps their points. */
export async function leaveAllGames(tx: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await tx
    .selectDistinct({ gameId: playerScores.gameId })
    .from(playerScores)
    .where(inArray(playerScores.userId, userIds));
  for (const { gameId } of rows) await leaveGame(tx, gameId, userIds);
}

/**
 * Teams and players an earlier onboarding left without score rows (the game counted nobody) get
 * them now, as joining gives them. Runs at start; once done it finds nothing.
 */
export async function scoreUnscoredPlayers(tx: Executor): Promise<void> {
  const bare = await tx
    .select({ companyId: teams.companyId, gameId: teams.gameId, teamId: teams.id })
    .from(teams)
    .where(notExists(tx.select().from(teamScores).where(eq(teamScores.teamId, teams.id))));
  await createTeamScores(tx, bare);
  const unscored = await tx
    .select({ gameId: teamMembers.gameId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      notExists(
        tx
          .select()
          .from(playerScores)
          .where(
            and(eq(playerScores.gameId, teamMembers.gameId), eq(playerScores.userId, teamMembers.userId)),
          ),
      ),
    );
  const byGame = Map.groupBy(unscored, (m) => m.gameId);
  for (const [gameId, players] of byGame) {
    await joinTeams(
      tx,
      gameId,
      players.map((m) => m.userId),
    );
  }
}
