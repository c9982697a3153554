import { eq, sql } from 'drizzle-orm';
import { announceScores } from '../src/areas/scores/engine-announce.ts';
import type { Executor } from '../src/db/client.ts';
import {
  games,
  playerScoreDays,
  playerScores,
  teamCharities,
  teamMembers,
  teamScores,
  teams,
  users,
} from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { insertGame, signInCaller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';

/**
 * Scores as the engine would leave them, written directly, so the reads are tested on exact numbers
 * whatever path produced them: a player's day buckets, their total (the sum of the buckets) and
 * their team's totals and member count.
 */

type Game = { id: string; companyId: string };

/**
 * Who a scores test calls as: company Acme's organiser and client, and an organiser of another
 * company (`outsider`), who must never see Acme's standings.
 */
export async function signInScoreRoles(t: TestContext) {
  const companyId = (await createCompany(t.db, { name: 'Acme' })).id;
  return {
    companyId,
    organiser: await signInCaller(t, 'company_admin', { companyId }),
    client: await signInCaller(t, 'client', { companyId }),
    outsider: await signInCaller(t, 'company_admin'),
  };
}

export async function insertRunningGame(
  db: Executor,
  companyId: string,
  rules: Record<string, unknown> = {},
) {
  const game = await insertGame(db, companyId, { status: 'active' });
  const [updated] = await db
    .update(games)
    .set({ rules: sql`${games.rules} || ${JSON.stringify(rules)}::jsonb` })
    .where(eq(games.id, game.id))
    .returning();
  return updated ?? game;
}

export async function insertNamedTeam(db: Executor, game: Game, name: string, charityIds: string[] = []) {
  const [team] = await db
    .insert(teams)
    .values({ companyId: game.companyId, gameId: game.id, name })
    .returning();
  if (!team) throw new Error('team not inserted');
  for (const charityId of charityIds) {
    await db
      .insert(teamCharities)
      .values({ companyId: game.companyId, gameId: game.id, teamId: team.id, charityId });
  }
  return team;
}

/** A new player in `teamId` with points per game day (their total is the sum). */
export async function addPlayer(
  db: Executor,
  game: Game,
  teamId: string,
  opts: { fullName: string; days?: Record<string, number>; userId?: string; lastActiveAt?: Date | null },
) {
  const userId =
    opts.userId ??
    (await createUser(db, { companyId: game.companyId, fullName: opts.fullName, status: 'active' })).id;
  if (opts.userId) await db.update(users).set({ fullName: opts.fullName }).where(eq(users.id, userId));
  await db.insert(teamMembers).values({ companyId: game.companyId, gameId: game.id, teamId, userId });
  await setPlayerDays(db, game, userId, teamId, opts.days ?? {}, opts.lastActiveAt);
  return userId;
}

/** Replaces a player's day buckets and total, then their team's totals; announces them as the engine does. */
export async function setPlayerDays(
  db: Executor,
  game: Game,
  userId: string,
  teamId: string,
  days: Record<string, number>,
  lastActiveAt?: Date | null,
) {
  const points = Object.values(days).reduce((a, b) => a + b, 0);
  const logs = Object.keys(days).length;
  const active = lastActiveAt === undefined ? (logs > 0 ? new Date() : null) : lastActiveAt;
  await db.transaction(async (tx) => {
    await tx
      .delete(playerScoreDays)
      .where(sql`${playerScoreDays.gameId} = ${game.id} and ${playerScoreDays.userId} = ${userId}`);
    for (const [day, p] of Object.entries(days)) {
      await tx.insert(playerScoreDays).values({
        companyId: game.companyId,
        gameId: game.id,
        userId,
        day,
        behaviourPoints: p,
        points: p,
        logCount: 1,
      });
    }
    const values = { teamId, behaviourPoints: points, points, logCount: logs, lastActiveAt: active };
    await tx
      .insert(playerScores)
      .values({ companyId: game.companyId, gameId: game.id, userId, ...values })
      .onConflictDoUpdate({ target: [playerScores.gameId, playerScores.userId], set: values });
    await syncTeamScores(tx, game);
    await announceScores(tx, game.id);
  });
}

/** Team totals and member counts from the players' rows. */
async function syncTeamScores(db: Executor, game: Game) {
  await db.execute(sql`insert into ${teamScores} (company_id, game_id, team_id, points, members)
    select t.company_id, t.game_id, t.id,
      coalesce((select sum(points) from ${playerScores} p where p.team_id = t.id), 0),
      (select count(*) from ${teamMembers} m where m.team_id = t.id)
    from ${teams} t where t.game_id = ${game.id}
    on conflict (team_id) do update set points = excluded.points, members = excluded.members`);
}
