/**
 * What other areas read of teams (logging, quizzes): whether and where a user plays in a game. The
 * SQL files of this area stay private to it (decision 0024).
 */
import type { Executor } from '../../db/client.ts';
import { findMembership } from './queries.ts';

/** The user's team in the game, or undefined when they do not play in it. */
export async function playerTeamId(db: Executor, gameId: string, userId: string) {
  return (await findMembership(db, gameId, userId))?.teamId;
}
