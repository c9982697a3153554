import { IDEMPOTENCY_KEY_HEADER, type TLog, ZLog } from '@rally/contracts/logs';
import type { TMessageParams } from '@rally/contracts/messages';
import { clear, createStore, del, set, type UseStore, values } from 'idb-keyval';
import { ApiError, request } from '../../../lib/api-client.ts';
import type { TServerMessage } from '../../../lib/messages.ts';
import { logKeys, scoreKeys } from '../../../lib/play-keys.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getSession } from '../../../lib/session.ts';

/**
 * The log outbox (docs/decisions/0025): every tick of the player's checklist is kept in IndexedDB
 * under its idempotency key before it is sent, so a tick made without signal, or whose answer was
 * lost, survives closing the app and is sent when the network returns. The server stores each key
 * once, so sending a log again (two tabs, a lost answer) never counts it twice. A log the server
 * refuses stays here with its reason until the player dismisses it.
 */
export type TOutboxLog = {
  /** The idempotency key: new for each tick, the same for every time this tick is sent. */
  key: string;
  /** Who ticked it: only their own session sends it (a shared phone keeps each player's apart). */
  ownerId: string;
  gameId: string;
  behaviourId: string;
  /** For the player's messages while the checklist is not loaded. */
  behaviourName: string;
  /** The game-local day it was ticked for: a log sent later counts for that day. */
  day: string;
  createdAt: string;
  state: 'waiting' | 'refused';
  refusal?: TServerMessage;
};
export type TOutboxState = {
  items: TOutboxLog[];
  /** Keys being sent right now. */
  sending: ReadonlySet<string>;
  /** Logs just sent whose screens are still being refreshed: shown until the server's log is. */
  sent: { item: TOutboxLog; log: TLog }[];
};
export type TTickOutcome = { sent: TLog } | { refused: TServerMessage } | { waiting: true };

/**
 * IndexedDB may refuse (a private window of some browsers, storage full): the outbox then lives as
 * long as the page does, and everything else works the same.
 */
const persist = (write: Promise<unknown>) => write.catch(() => undefined);

let database: UseStore | undefined;
// Opened on first use, not at import: the app (and a test's IndexedDB) is ready by then.
const db = () => {
  database ??= createStore('rally-log-outbox', 'logs');
  return database;
};

const items = new Map<string, TOutboxLog>();
const sending = new Set<string>();
const sent = new Map<string, { item: TOutboxLog; log: TLog }>();
const listeners = new Set<() => void>();
let state: TOutboxState = { items: [], sending, sent: [] };

function changed() {
  // Only the signed-in player's own: a phone shared by two players keeps each one's apart.
  const ownerId = getSession()?.user.id;
  const ordered = [...items.values()]
    .filter((item) => item.ownerId === ownerId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  state = { items: ordered, sending: new Set(sending), sent: [...sent.values()] };
  for (const listener of listeners) listener();
}

export const outboxState = () => state;
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties the outbox, memory and IndexedDB: each web test starts from an empty device. */
export async function resetOutbox() {
  items.clear();
  sent.clear();
  await persist(clear(db()));
  changed();
}

/** Reads the outbox from IndexedDB (at start, and on focus: another tab may have sent or added). */
export async function loadOutbox() {
  const stored = await values<TOutboxLog>(db()).catch(() => null);
  if (!stored) return;
  const keys = new Set(stored.map((item) => item.key));
  for (const key of items.keys()) if (!keys.has(key) && !sending.has(key)) items.delete(key);
  for (const item of stored) if (!sending.has(item.key)) items.set(item.key, item);
  changed();
}

/** Ticks waiting for their first answer, by key: each hears its own, not the whole run's end. */
const answers = new Map<string, (outcome: TTickOutcome) => void>();

/** Keeps a tick in the outbox, then sends what waits; resolves with how this tick fared. */
export async function queueLog(tick: Pick<TOutboxLog, 'gameId' | 'behaviourId' | 'behaviourName' | 'day'>) {
  const ownerId = getSession()?.user.id;
  if (!ownerId) return { waiting: true } as const;
  const item: TOutboxLog = {
    ...tick,
    key: crypto.randomUUID(),
    ownerId,
    createdAt: new Date().toISOString(),
    state: 'waiting',
  };
  await persist(set(item.key, item, db()));
  items.set(item.key, item);
  changed();
  const answered = new Promise<TTickOutcome>((resolve) => answers.set(item.key, resolve));
  void sendWaiting();
  return answered;
}

function answer(key: string, outcome: TTickOutcome) {
  answers.get(key)?.(outcome);
  answers.delete(key);
}

/**
 * Drops a log from the outbox: a refusal the player has read, or a tick they take back before it
 * was sent. False when it is being sent right now (its answer decides).
 */
export async function dropLog(key: string) {
  if (sending.has(key)) return false;
  items.delete(key);
  changed();
  await persist(del(key, db()));
  return true;
}

/** The server's reason in words the client translates: a refused field's own rule, else the answer's. */
function refusalOf(error: ApiError): TServerMessage {
  const field = error.details[0];
  if (field) return field;
  const params: TMessageParams | undefined = error.params;
  return { messageCode: error.messageCode ?? '', message: error.message, ...(params ? { params } : {}) };
}

/**
 * Whether the log may still go through later: no answer, the server's own trouble, too many calls,
 * or a session that ended (it waits for its player to sign in again). Anything else is the server's
 * refusal of this log, which sending again would only repeat.
 */
const mayPassLater = (error: ApiError) =>
  error.status === 0 || error.status >= 500 || [401, 403, 408, 429].includes(error.status);

const sendLog = (item: TOutboxLog) =>
  request(`/game/${encodeURIComponent(item.gameId)}/performedtasks`, {
    method: 'POST',
    body: { behaviourId: item.behaviourId, day: item.day },
    headers: { [IDEMPOTENCY_KEY_HEADER]: item.key },
    schema: ZLog,
  });

type TRun = { sent: number; refused: number };
let flight: Promise<TRun> | null = null;
let again = false;

/**
 * Sends the signed-in player's waiting logs, oldest first, one at a time; stops at the first that
 * cannot get through (no network), leaving it and the rest waiting. One run at a time: asked
 * again meanwhile, the run goes round once more. Resolves with how many were sent and refused.
 */
export function sendWaiting(): Promise<TRun> {
  if (flight) {
    again = true;
    return flight;
  }
  flight = (async () => {
    const total = { sent: 0, refused: 0 };
    try {
      do {
        again = false;
        const run = await flush();
        total.sent += run.sent;
        total.refused += run.refused;
      } while (again);
    } finally {
      // At once after the last check of `again`: a call from now on starts a run of its own.
      flight = null;
    }
    return total;
  })();
  return flight;
}

async function flush(): Promise<TRun> {
  const run: TRun = { sent: 0, refused: 0 };
  const ownerId = getSession()?.user.id;
  const next = () =>
    [...items.values()]
      .filter((item) => item.state === 'waiting' && item.ownerId === ownerId && !sending.has(item.key))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  for (let item = next(); item && navigator.onLine; item = next()) {
    sending.add(item.key);
    changed();
    try {
      const log = await sendLog(item);
      sent.set(item.key, { item, log });
      items.delete(item.key);
      run.sent++;
      await persist(del(item.key, db()));
      answer(item.key, { sent: log });
      void refreshScreens(item);
    } catch (error) {
      if (!(error instanceof ApiError) || mayPassLater(error)) break;
      const refusal = refusalOf(error);
      const refused: TOutboxLog = { ...item, state: 'refused', refusal };
      items.set(item.key, refused);
      run.refused++;
      await persist(set(item.key, refused, db()));
      answer(item.key, { refused: refusal });
      void refreshScreens(item);
    } finally {
      sending.delete(item.key);
      changed();
    }
  }
  // Stopped with logs left (no network): their ticks hear they wait; the next run sends them.
  if (next()) {
    for (const key of [...answers.keys()]) if (!sending.has(key)) answer(key, { waiting: true });
  }
  return run;
}

/**
 * Refetches what a sent log changes (the day, the boards, the player's points); the log stays shown
 * as on its way until then, so a tick is neither shown twice nor missing for a moment.
 */
async function refreshScreens(item: TOutboxLog) {
  const keys = [logKeys.game(item.gameId), scoreKeys.game(item.gameId), scoreKeys.userGames(item.ownerId)];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).catch(
    () => undefined,
  );
  sent.delete(item.key);
  changed();
}
