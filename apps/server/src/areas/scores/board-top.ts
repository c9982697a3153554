import { LEADERBOARD_MAX_LIMIT } from '@rally/contracts/scores';
import type { Database, Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { onScoresCommitted, SCORES_CHANNEL } from './engine-announce.ts';
import { countPlayers, pointsHistogram, type RankedPlayer, topPlayers } from './queries.ts';

/**
 * The top of each game's board (its first LEADERBOARD_MAX_LIMIT places), its player count and how
 * many players have each score (which ranks any player by their points), kept in this process's
 * memory (decision 0009, "The top of the board"). Every reader of a game asks for the same rows,
 * and scores change far less often than boards are read: one load serves all of them until the
 * next change. The caller's own neighbours are never kept: they are read fresh each time.
 *
 * A score write drops its game's entry once its transaction commits (`scoresChanged`), so a
 * player who just logged sees the new board from this process; other processes hear it on
 * `rally_scores`, which every score write notifies on commit. A read that overlapped a change is
 * not kept (it may have read the rows before the commit). What no score write covers (a renamed
 * player or team) shows within TTL_MS. While no LISTEN connection is up nothing is kept, and
 * every entry is dropped when one comes back (notifications may have been missed).
 */
export type BoardTop = {
  top: RankedPlayer[];
  players: number;
  /** The rank of a score: 1 + how many players have more points. */
  rankOf(points: number): number;
};

/** `rankOf` over a histogram, highest score first: a binary search over the running totals. */
function ranking(histogram: { points: number; players: number }[]): BoardTop['rankOf'] {
  const above: number[] = [];
  let total = 0;
  for (const row of histogram) {
    above.push(total);
    total += row.players;
  }
  return (points) => {
    // The first row with fewer or equal points: everyone in the rows before it has more.
    let lo = 0;
    let hi = histogram.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((histogram[mid]?.points ?? 0) > points) lo = mid + 1;
      else hi = mid;
    }
    return 1 + (lo < histogram.length ? (above[lo] ?? total) : total);
  };
}

const TTL_MS = 2_000;
const MAX_GAMES = 10_000;

const entries = new Map<string, { top: BoardTop; until: number }>();
const loading = new Map<string, Promise<BoardTop>>();
/** Per game, the `changes` count at its last change; a load started before it is not kept. */
const changedAt = new Map<string, number>();
let changes = 0;
/** The `changes` count when every entry was last dropped. */
let clearedAt = 0;
let listening = 0;

/** The game's scores changed (`null`: anything may have changed). */
export function boardChanged(gameId: string | null) {
  changes++;
  if (gameId === null || changedAt.size >= MAX_GAMES) {
    entries.clear();
    loading.clear();
    changedAt.clear();
    clearedAt = changes;
    if (gameId === null) return;
  }
  entries.delete(gameId);
  loading.delete(gameId);
  changedAt.set(gameId, changes);
}

async function load(db: Executor, gameId: string): Promise<BoardTop> {
  const [top, players, histogram] = await readAll(
    db,
    () => topPlayers(db, gameId, LEADERBOARD_MAX_LIMIT),
    () => countPlayers(db, gameId),
    () => pointsHistogram(db, gameId),
  );
  return { top, players, rankOf: ranking(histogram) };
}

/** The first `limit` places (at most LEADERBOARD_MAX_LIMIT) of the whole game, and its player count. */
export async function readBoardTop(db: Executor, gameId: string, limit: number): Promise<BoardTop> {
  const slice = (board: BoardTop): BoardTop =>
    limit >= board.top.length ? board : { ...board, top: board.top.slice(0, limit) };
  if (listening === 0) return slice(await load(db, gameId));
  const hit = entries.get(gameId);
  if (hit && hit.until > Date.now()) return slice(hit.top);
  // Readers arriving together share one load.
  let pending = loading.get(gameId);
  if (!pending) {
    const started = changes;
    const loaded = load(db, gameId).then((top) => {
      const unchanged = (changedAt.get(gameId) ?? 0) <= started && clearedAt <= started;
      if (unchanged && listening > 0) {
        if (entries.size >= MAX_GAMES) entries.clear();
        entries.set(gameId, { top, until: Date.now() + TTL_MS });
      }
      return top;
    });
    pending = loaded.finally(() => {
      if (loading.get(gameId) === pending) loading.delete(gameId);
    });
    loading.set(gameId, pending);
  }
  return slice(await pending);
}

/**
 * Hears other processes' score changes; returns what stops listening. Without a database that
 * listens (a bare test app, or one unreachable at start) nothing is kept: every read loads.
 */
export async function listenForBoardChanges(database: Partial<Pick<Database, 'listen'>>) {
  const unlisten = await database
    .listen?.(SCORES_CHANNEL, (payload) => boardChanged(payload))
    .catch(() => undefined);
  if (!unlisten) return async () => {};
  const unsubscribe = onScoresCommitted((gameId) => boardChanged(gameId));
  listening++;
  return async () => {
    listening--;
    unsubscribe();
    boardChanged(null);
    await unlisten();
  };
}
