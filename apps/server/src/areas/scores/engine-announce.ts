import { sql } from 'drizzle-orm';
import { afterCommit, type Executor } from '../../db/client.ts';

/**
 * The scores channel: told of every change to a game's points, by the score engine alone (the live
 * hub and the kept top of the boards listen). LISTEN/NOTIFY on a PostgreSQL server, in process on
 * the embedded one.
 */
export const SCORES_CHANNEL = 'rally_scores';

/**
 * Announces that a game's points changed. Called inside the transaction that changed them:
 * PostgreSQL delivers a NOTIFY only when that transaction commits (and never when it rolls back),
 * so watchers never see a score that was not stored. Identical notices of one transaction reach
 * listeners once.
 */
export async function announceScores(tx: Executor, gameId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SCORES_CHANNEL}, ${gameId}::text)`);
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

/** The in-process half of `announceScores`, for a statement that sent its NOTIFY itself. */
export function scoresCommitted(tx: Executor, gameId: string) {
  afterCommit(tx, () => {
    for (const subscriber of committed) subscriber(gameId);
  });
}
