import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamMembers, users } from '../../db/schema/index.ts';
import { recipientColumns } from '../users/reads.ts';

export async function countEmailedPlayers(db: Executor, gameId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.gameId, gameId), isNotNull(teamMembers.startEmailAt)));
  return Number(row?.n ?? 0);
}

/**
 * Marks the players not yet e-mailed (disabled accounts left out) and names them: a player is
 * claimed once, so no one gets the mail twice even when two sends overlap.
 */
export function claimUnmailedPlayers(db: Executor, gameId: string, at: Date) {
  return db
    .update(teamMembers)
    .set({ startEmailAt: at })
    .where(
      and(
        eq(teamMembers.gameId, gameId),
        isNull(teamMembers.startEmailAt),
        sql`exists (select 1 from ${users} where ${users.id} = ${teamMembers.userId} and ${users.status} <> 'disabled')`,
      ),
    )
    .returning({ userId: teamMembers.userId });
}

export function findRecipients(db: Executor, userIds: string[]) {
  return db
    .select({ ...recipientColumns, invited: sql<boolean>`${users.status} = 'invited'` })
    .from(users)
    .where(inArray(users.id, userIds));
}
