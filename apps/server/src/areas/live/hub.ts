import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Notification, Unlisten } from '../../db/listener.ts';
import { BOARDS_CHANNEL } from '../scores/board-notify.ts';
import { SCORES_CHANNEL } from '../scores/engine.ts';

/**
 * The live fan-out of one server process. Every process listens on `rally_scores` (points, from the
 * score engine) and `rally_boards` (what else a board shows: scores/board-notify.ts), NOTIFY from any process on
 * a PostgreSQL server, in process on the embedded one; a game's changes are
 * coalesced for `coalesceMs`, then each watcher of the game is told once. What a watcher sends is
 * computed once per game and burst (`change.once`), not once per watcher: a log in a game watched by
 * 1,000 screens reads its leaderboard once.
 */

/** One burst of changes of a game, as watchers see it. */
export type Change = {
  gameId: string;
  /** `load()` once for this burst, whichever watcher asks first; the others share its result. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
};
export type Watcher = (change: Change) => Promise<void>;

export const COALESCE_MS = 100;

export function createLiveHub(opts: { database: Database; log: FastifyBaseLogger; coalesceMs?: number }) {
  const coalesceMs = opts.coalesceMs ?? COALESCE_MS;
  const watchers = new Map<string, Set<Watcher>>();
  const pending = new Map<string, NodeJS.Timeout>();
  let listening: Promise<Unlisten> | undefined;

  function changed(gameId: string) {
    if (!watchers.has(gameId) || pending.has(gameId)) return;
    pending.set(
      gameId,
      setTimeout(() => flush(gameId), coalesceMs),
    );
  }

  async function flush(gameId: string) {
    // Cleared first: a change arriving while this burst is sent starts the next one.
    pending.delete(gameId);
    const memo = new Map<string, Promise<unknown>>();
    const change: Change = {
      gameId,
      once: <T>(key: string, load: () => Promise<T>) => {
        if (!memo.has(key)) memo.set(key, load());
        return memo.get(key) as Promise<T>;
      },
    };
    const results = await Promise.allSettled([...(watchers.get(gameId) ?? [])].map((watch) => watch(change)));
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed[0]) {
      opts.log.warn({ err: failed[0].reason, gameId, watchers: failed.length }, 'live update failed');
    }
  }

  /** `null`: the connection was lost and notifications may be missing, so every watched game is refreshed. */
  const onNotify = (payload: string | null) => {
    if (payload === null) for (const gameId of watchers.keys()) changed(gameId);
    else changed(payload);
  };

  return {
    /**
     * Calls `watcher` after each burst of changes to the game until the returned function is called.
     * Resolves once this process listens, so a change committed afterwards is never missed.
     */
    async watch(gameId: string, watcher: Watcher): Promise<() => void> {
      if (!listening) {
        const started = listenAll(opts.database, [SCORES_CHANNEL, BOARDS_CHANNEL], onNotify);
        listening = started;
        // A failed LISTEN (database unreachable) is tried again by the next watcher.
        started.catch(() => {
          if (listening === started) listening = undefined;
        });
      }
      await listening;
      const set = watchers.get(gameId) ?? new Set();
      set.add(watcher);
      watchers.set(gameId, set);
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(gameId) === set) {
          watchers.delete(gameId);
          clearTimeout(pending.get(gameId));
          pending.delete(gameId);
        }
      };
    },
    async close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      watchers.clear();
      const unlisten = listening;
      listening = undefined;
      if (unlisten) await (await unlisten.catch(() => async () => {}))();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;

/** Listens on every channel, or on none: a failed LISTEN stops those already started. */
async function listenAll(database: Database, channels: string[], onNotify: Notification): Promise<Unlisten> {
  const started = await Promise.allSettled(channels.map((c) => database.listen(c, onNotify)));
  const unlistens = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  // One after the other: they share the listener's one connection, which runs one query at a time.
  const stopAll = async () => {
    for (const unlisten of unlistens) await unlisten();
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll().catch(() => {});
    throw failed.reason;
  }
  return stopAll;
}
