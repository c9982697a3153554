import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import type { Scope } from './scope.ts';

/**
 * What the access plugin decides about a bearer token (decision 0018): the caller's scope, or a
 * refusal (disabled account, ended session), kept in memory per token for a few seconds, so a
 * signed-in request needs neither a signature check nor a lookup.
 *
 * Every write that can end or change access calls `accessChanged` in its transaction: it drops the
 * user's entries in this process at once and notifies the other processes (`pg_notify`, heard on
 * commit through the database's LISTEN connection). So signing out, ending every session,
 * disabling, deleting or re-roling a user still takes effect on the next request, in every process.
 * A change made some other way (by hand in SQL) shows within TTL_MS; so do changes while the LISTEN
 * connection is down, and every entry is dropped when it comes back.
 */
export type Decision = { userId: string; scope: Scope | null; expiresAt: number };

const CHANNEL = 'rally_access';
const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

type Entry = { userId: string; scope: Scope | null; until: number };
const entries = new Map<string, Entry>();
/** Bumped by every change: a decision that overlapped one is not kept (it may have read the old row). */
let generation = 0;
/** While no app listens, nothing is kept: another process's change could not reach it. */
let listening = 0;

function forget(userId: string | null) {
  generation++;
  if (userId === null) {
    entries.clear();
    return;
  }
  for (const [token, entry] of entries) if (entry.userId === userId) entries.delete(token);
}

/**
 * The scope for `token` (`null`: refused), from memory or through `decide`, which is kept until
 * TTL_MS or the token's expiry. `decide` answers `undefined` for a token that is not valid at all
 * (not kept: forged tokens must not fill the memory).
 */
export async function cachedAccess(
  token: string,
  decide: () => Promise<Decision | undefined>,
): Promise<Scope | null> {
  const now = Date.now();
  const hit = entries.get(token);
  if (hit && hit.until > now) return hit.scope;
  const started = generation;
  const decision = await decide();
  if (!decision) return null;
  if (started === generation && listening > 0) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(token, {
      userId: decision.userId,
      scope: decision.scope,
      until: Math.min(now + TTL_MS, decision.expiresAt),
    });
  }
  return decision.scope;
}

/**
 * Call inside the transaction of any write that ends or changes a user's access: status, role,
 * company, sessions ended, a session signed out, the account deleted.
 */
export async function accessChanged(exec: Executor, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  for (const id of ids) forget(id);
  const values = sql.join(
    ids.map((id) => sql`(${id}::text)`),
    sql`, `,
  );
  await exec.execute(sql`select pg_notify(${CHANNEL}, id) from (values ${values}) as changed (id)`);
}

/**
 * Hears the other processes' changes; a lost connection drops every entry (notifications may
 * have been missed). Returns what stops listening.
 */
export async function listenForAccessChanges(database: Database) {
  const unlisten = await database.listen(CHANNEL, (payload) => forget(payload));
  listening++;
  return async () => {
    listening--;
    forget(null);
    await unlisten();
  };
}
