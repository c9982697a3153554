import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The channel every server process listens on (LISTEN/NOTIFY on a server, in-process on PGlite). */
export const SCORES_CHANNEL = 'rally_scores';

/**
 * Tells every server process that a game's scores changed. Call it inside the transaction that
 * changed them: PostgreSQL delivers a NOTIFY only when that transaction commits (and never when it
 * rolls back), so watchers never see a score that was not stored.
 */
export async function notifyScoresChanged(tx: Executor, gameId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SCORES_CHANNEL}, ${gameId})`);
}
