/**
 * What other areas read of logs (streaks): the SQL files of this area stay private to it
 * (decision 0024).
 */
import type { Executor } from '../../db/client.ts';
import { countedLogDays } from './read-queries.ts';

/** Each (behaviour, day) on which the player has a counted log in the game: approved, not removed. */
export const countedDays = (db: Executor, gameId: string, userId: string) =>
  countedLogDays(db, gameId, userId);
