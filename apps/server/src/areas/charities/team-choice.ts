import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameCharities, teamCharities } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { notifyBoardChanged } from '../scores/board-notify.ts';

/**
 * Which of its game's charities a team supports (ADR 0017): organisers set it in the team editor.
 * No row means the team supports all of the game's charities equally.
 */

/** The chosen charity ids of each team, for listing teams. */
export async function teamCharityIds(db: Executor, teamIds: string[]) {
  const byTeam = new Map<string, string[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({ teamId: teamCharities.teamId, charityId: teamCharities.charityId })
    .from(teamCharities)
    .where(inArray(teamCharities.teamId, teamIds))
    .orderBy(asc(teamCharities.createdAt), asc(teamCharities.charityId));
  for (const r of rows) byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), r.charityId]);
  return byTeam;
}

/**
 * Replaces a team's choice in the caller's transaction. Every id must be a charity linked to the
 * team's game (400 naming the field otherwise); a repeated id counts once.
 */
export async function setTeamCharities(
  tx: Executor,
  team: { id: string; gameId: string; companyId: string },
  charityIds: string[],
  field = 'group.charityIds',
) {
  const wanted = [...new Set(charityIds)];
  if (wanted.length > 0) {
    const linked = await tx
      .select({ charityId: gameCharities.charityId })
      .from(gameCharities)
      .where(and(eq(gameCharities.gameId, team.gameId), inArray(gameCharities.charityId, wanted)));
    if (linked.length !== wanted.length) throw invalid(field, 'teams.chooseLinkedCharity');
  }
  await tx.delete(teamCharities).where(eq(teamCharities.teamId, team.id));
  // The ledger moves with the choice: open boards read it again.
  await notifyBoardChanged(tx, team.gameId);
  if (wanted.length === 0) return;
  await tx.insert(teamCharities).values(
    wanted.map((charityId) => ({
      companyId: team.companyId,
      gameId: team.gameId,
      teamId: team.id,
      charityId,
    })),
  );
}

/** Copies teams' choices into copies of the teams in another game, keeping only charities it links. */
export async function copyTeamCharities(
  tx: Executor,
  to: { gameId: string; companyId: string },
  newIdOf: Map<string, string | undefined>,
) {
  const chosen = await teamCharityIds(tx, [...newIdOf.keys()]);
  const linked = new Set(
    (
      await tx
        .select({ charityId: gameCharities.charityId })
        .from(gameCharities)
        .where(eq(gameCharities.gameId, to.gameId))
    ).map((r) => r.charityId),
  );
  const rows = [...chosen].flatMap(([teamId, charityIds]) => {
    const newId = newIdOf.get(teamId);
    if (!newId) return [];
    return charityIds
      .filter((c) => linked.has(c))
      .map((charityId) => ({ companyId: to.companyId, gameId: to.gameId, teamId: newId, charityId }));
  });
  if (rows.length > 0) await tx.insert(teamCharities).values(rows);
}
