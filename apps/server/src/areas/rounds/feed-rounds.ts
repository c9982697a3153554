/**
 * The frozen rounds a game's feed shows (decision 0024: what other areas read of rounds goes
 * through a file of this area, not its SQL): each with the team(s) in first place, none when
 * nobody scored.
 */
import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { setTimes } from '../../db/schema/index.ts';
import { frozenTeams } from './results-queries.ts';

type Cursor = { before?: string; beforeId?: string };

/** A game's frozen rounds, the latest freeze first, after the cursor. */
export async function frozenRoundsOfGame(db: Executor, gameId: string, opts: Cursor & { limit: number }) {
  const after =
    opts.before === undefined
      ? undefined
      : or(
          lt(setTimes.closedAt, new Date(opts.before)),
          and(
            eq(setTimes.closedAt, new Date(opts.before)),
            opts.beforeId ? lt(setTimes.id, opts.beforeId) : sql`false`,
          ),
        );
  const rounds = await db
    .select({ id: setTimes.id, name: setTimes.name, closedAt: setTimes.closedAt })
    .from(setTimes)
    .where(and(eq(setTimes.gameId, gameId), isNotNull(setTimes.closedAt), after))
    .orderBy(desc(setTimes.closedAt), desc(setTimes.id))
    .limit(opts.limit);
  return readAll(
    db,
    ...rounds.map((round) => async () => {
      const teams = await frozenTeams(db, { gameId, setTimeId: round.id });
      const winners = teams.filter((t) => t.rank === 1 && t.points > 0).map((t) => t.name);
      return { id: round.id, name: round.name, closedAt: round.closedAt as Date, winners };
    }),
  );
}

/** Whether the round is one of the game's and frozen. */
export async function isFrozenRoundOfGame(db: Executor, gameId: string, roundId: string) {
  const [row] = await db
    .select({ id: setTimes.id })
    .from(setTimes)
    .where(and(eq(setTimes.id, roundId), eq(setTimes.gameId, gameId), isNotNull(setTimes.closedAt)));
  return row !== undefined;
}
