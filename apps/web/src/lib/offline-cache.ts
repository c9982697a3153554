import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { getSession, subscribeSession } from './session.ts';

/**
 * The player's home as last received, kept on the device (IndexedDB), so the app reopened without
 * a network (its shell comes from the service worker, decision 0027) shows the player's day and
 * lets them tick (the ticks wait in the log outbox, decision 0025), instead of an error. Only the
 * queries marked `meta: KEEP_OFFLINE` are kept, and only for the signed-in user: signing out (or
 * another user signing in on a shared phone) deletes them.
 */
export const KEEP_OFFLINE = { keepOffline: true } as const;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { keepOffline?: boolean };
  }
}

type TSnapshot = { ownerId: string; savedAt: number; state: DehydratedState };

/** Older than the days a log may still be sent for (7 back): nothing on it could still count. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Answers arrive a few at a time as a screen opens: written once they have, not once each. */
const SAVE_AFTER_MS = 500;
const SNAPSHOT = 'home';

let database: UseStore | undefined;
// Opened on first use, not at import: a test's IndexedDB is ready by then.
const db = () => {
  database ??= createStore('rally-offline-cache', 'queries');
  return database;
};

/** IndexedDB may refuse (a private window, storage full): nothing is kept, everything else works. */
const quietly = <T>(work: Promise<T>) => work.catch(() => undefined);

function snapshot(client: QueryClient, ownerId: string): TSnapshot {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.meta?.keepOffline === true && query.state.status === 'success',
    shouldDehydrateMutation: () => false,
  });
  return { ownerId, savedAt: Date.now(), state };
}

/**
 * Puts the kept home back into the query cache, if it is the signed-in user's and recent: called
 * before the first render, so the screen draws from it at once.
 */
export async function restoreOfflineCache(client: QueryClient) {
  const ownerId = getSession()?.user.id;
  if (!ownerId) return;
  const kept = await quietly(get<TSnapshot>(SNAPSHOT, db()));
  if (!kept || kept.ownerId !== ownerId || Date.now() - kept.savedAt > KEPT_FOR_MS) return;
  hydrate(client, kept.state);
  // Kept data is never taken as fresh, however recent: the screen asks again as it opens (online,
  // the answer replaces it; offline, the failed refresh says that what shows is what was kept).
  const restored = new Set(kept.state.queries.map((query) => query.queryHash));
  await client.invalidateQueries({
    predicate: (query) => restored.has(query.queryHash),
    refetchType: 'none',
  });
}

/**
 * Keeps the marked queries as they succeed, and deletes what is kept when the session ends or
 * changes hands. Returns the way to stop (tests).
 */
export function keepOfflineCache(client: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ownerId = getSession()?.user.id;
  const save = () => {
    timer = undefined;
    const owner = getSession()?.user.id;
    if (owner) void quietly(set(SNAPSHOT, snapshot(client, owner), db()));
  };
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.meta?.keepOffline !== true || timer) return;
    timer = setTimeout(save, SAVE_AFTER_MS);
  });
  const stopSession = subscribeSession(() => {
    const now = getSession()?.user.id;
    if (now === ownerId) return;
    ownerId = now;
    // Nothing of one player may show to the next one on a shared phone.
    clearTimeout(timer);
    timer = undefined;
    void quietly(clear(db()));
  });
  // A save still waiting when the app goes to the background (or is closed) is written now.
  const flush = () => {
    if (document.visibilityState === 'hidden' && timer) {
      clearTimeout(timer);
      save();
    }
  };
  document.addEventListener('visibilitychange', flush);
  return () => {
    clearTimeout(timer);
    stopCache();
    stopSession();
    document.removeEventListener('visibilitychange', flush);
  };
}

/** Empties what is kept: each web test starts from an empty device. */
export const resetOfflineCache = () => quietly(clear(db()));
