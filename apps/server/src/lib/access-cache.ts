import { sql } from 'drizzle-orm';
import { textArray } from '../db/bulk.ts';
import type { Executor } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import type { AccessClaims, Jwt } from './jwt.ts';
import type { Scope } from './scope.ts';

/**
 * What the access plugin decides about a bearer token (decision 0018): the caller's scope, or
 * `null` (a forged or expired token, a disabled or deleted account, ended sessions, a signed-out
 * session).
 *
 * Only the signature check is kept per token (its answer never changes). The account is read on
 * every request, after the request arrived: so a sign-out, a password change, a disabled account
 * or a new role committed through any process holds on the very next request to every process,
 * without waiting for a notification that may come late (it once did, on another process).
 *
 * One read is in flight at a time: the requests arriving meanwhile wait for the next, which asks
 * for all of them in one statement. So a busy process pays about one statement per round trip to
 * the database, not one per request (a statement per request halved the users list's throughput
 * in `bench:api`), and a request waits at most two round trips. A read never answers a request
 * that arrived after it was sent: it may not see a change committed in between.
 */
const MAX_TOKENS = 50_000;
/** Ids per statement: its text and arrays stay small, and one slow statement holds few requests. */
const MAX_BATCH = 500;

type Account = {
  id: string;
  companyId: string;
  role: Scope['role'];
  status: string;
  validAfter: Date;
  /** The sessions asked about that were signed out (refresh-token families with a revoked token). */
  ended: string[];
};
type Waiting = {
  claims: AccessClaims;
  resolve: (scope: Scope | null) => void;
  reject: (err: unknown) => void;
};

/** One statement for the accounts (and asked-about sessions) of many requests; a Drizzle select, so a read. */
function readAccounts(db: Executor, ids: string[], sessions: string[]): Promise<Account[]> {
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      status: users.status,
      validAfter: users.sessionsValidAfter,
      // Names written out: Drizzle leaves columns of a one-table select unqualified, and the
      // subquery's own `id` would shadow the user's.
      ended: sql<string[]>`array(select r.family_id::text from ${refreshTokens} r
        where r.family_id = any(${textArray(sessions)}::uuid[]) and r.user_id = ${users}.id
          and r.revoked_at is not null)`,
    })
    .from(users)
    .where(sql`${users.id} = any(${textArray(ids)}::uuid[])`);
}

function decide(claims: AccessClaims, account: Account | undefined): Scope | null {
  // iat carries milliseconds (lib/jwt.ts), so "issued before the sessions ended" is exact.
  if (
    account?.status !== 'active' ||
    claims.iat * 1000 < account.validAfter.getTime() ||
    (claims.fid !== undefined && account.ended.includes(claims.fid))
  ) {
    return null;
  }
  return { userId: account.id, companyId: account.companyId, role: account.role };
}

/** The access check of one app: its own signing key, its own database. */
export function createAccessCheck(db: Executor, jwt: Jwt) {
  const verified = new Map<string, AccessClaims>();
  const waiting: Waiting[] = [];
  let reading = false;

  async function send() {
    const batch = waiting.splice(0, MAX_BATCH);
    try {
      const ids = [...new Set(batch.map((w) => w.claims.sub))];
      const sessions = [...new Set(batch.flatMap((w) => (w.claims.fid ? [w.claims.fid] : [])))];
      const accounts = new Map((await readAccounts(db, ids, sessions)).map((a) => [a.id, a]));
      for (const w of batch) w.resolve(decide(w.claims, accounts.get(w.claims.sub)));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
    if (waiting.length > 0) setImmediate(send);
    else reading = false;
  }

  /** Waits for the next read; one is sent once the requests that arrived in this turn are in. */
  function account(claims: AccessClaims) {
    return new Promise<Scope | null>((resolve, reject) => {
      waiting.push({ claims, resolve, reject });
      if (reading) return;
      reading = true;
      setImmediate(send);
    });
  }

  /** A token's claims once its signature and expiry were checked; forged tokens are not kept. */
  async function claimsOf(token: string): Promise<AccessClaims | null> {
    const known = verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    verified.delete(token);
    const claims = await jwt.verify(token);
    if (!claims) return null;
    if (verified.size >= MAX_TOKENS) verified.clear();
    verified.set(token, claims);
    return claims;
  }

  /** The scope of the caller with `token`, or `null`: refused. */
  return async (token: string): Promise<Scope | null> => {
    const claims = await claimsOf(token);
    return claims ? account(claims) : null;
  };
}
export type AccessCheck = ReturnType<typeof createAccessCheck>;
