import { sql } from 'drizzle-orm';
import { afterCommit, type Executor } from '../../db/client.ts';

/** The channel every server process listens on (LISTEN/NOTIFY on a server, in-process on PGlite). */
export const SCORES_CHANNEL = 'rally_scores';

/**
 * Tells every server process that a game's scores changed. Call it inside the transaction that
 * changed them: PostgreSQL delivers a NOTIFY only when that transaction commits (and never when it
 * rolls back), so watchers never see a score that was not stored.
 */
export async function notifyScoresChanged(tx: Executor, gameId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SCORES_CHANNEL}, ${gameId})`);
  scoresCommitted(tx, gameId);
}

type Committed = (gameId: string) => void;
const committed = new Set<Committed>();

/**
 * In-process subscribers (the leaderboard's kept top, board-top.ts) are told as soon as a score
 * write of this process commits: its NOTIFY reaches this process's listener a moment later, and
 * the writer's next read must not find the old scores in between.
 */
export function onScoresCommitted(subscriber: Committed): () => void {
  committed.add(subscriber);
  return () => committed.delete(subscriber);
}

/** Call with every score write's transaction (after its notification): see `onScoresCommitted`. */
export function scoresCommitted(tx: Executor, gameId: string) {
  afterCommit(tx, () => {
    for (const subscriber of committed) subscriber(gameId);
  });
}
