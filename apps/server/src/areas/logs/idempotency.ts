import { createHash } from 'node:crypto';
import type { TFieldError } from '@rally/contracts/errors';
import { IDEMPOTENCY_KEY_DAYS, type TCreateLogRequest, type TLog } from '@rally/contracts/logs';
import type { TMessageCode, TMessageParams } from '@rally/contracts/messages';
import type { Tx } from '../../db/client.ts';
import type { Jobs } from '../../jobs/index.ts';
import { AppError, conflict, type FieldError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import * as q from './key-queries.ts';
import { createLog } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Set on an answer that was replayed from its key (not logged again). */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How often the expired keys are purged. */
export const KEY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** What a log request was answered: the log, or a refusal; `replayed` when it came from the key. */
export type TLogAnswer = { replayed: boolean } & ({ log: TLog; refusal?: never } | { refusal: AppError });

/** A refusal as stored: the error plugin's body without the request id (each request has its own). */
type StoredRefusal = {
  code: AppError['code'];
  messageCode: TMessageCode;
  params?: TMessageParams;
  details?: TFieldError[];
};

/** What the request asks, as one string: the same key with a different request is refused. */
export function fingerprintOf(gameId: string, input: TCreateLogRequest): string {
  const asked = [gameId, input.behaviourId, input.day ?? null, input.userId ?? null];
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

const refusalBody = (e: AppError): StoredRefusal => ({
  code: e.code,
  messageCode: e.messageCode,
  ...(e.params ? { params: e.params } : {}),
  ...(e.details ? { details: e.details } : {}),
});

// The stored details carry their code and params, which is all a field error is built from.
const refusalOf = (body: StoredRefusal) =>
  new AppError(body.code, body.messageCode, body.params, body.details as FieldError[] | undefined);

function answerOf(row: q.KeyRow): TLogAnswer {
  if (row.status === 201) return { log: row.body as TLog, replayed: true };
  return { refusal: refusalOf(row.body as StoredRefusal), replayed: true };
}

/**
 * `POST /game/{id}/performedtasks` with an `Idempotency-Key`: the first request with a key is logged
 * as any other (`createLog`, in a savepoint) and its answer, a log or a 4xx refusal, is stored with
 * the key in the same transaction; a replay is answered from the key, even while the first is still
 * running (it waits for it). The same key with a different request answers 409 and stores nothing.
 * A refusal is returned, not thrown, so the transaction commits with the stored answer.
 */
export async function createLogOnce(opts: {
  tx: Tx;
  scope: Scope;
  gameId: string;
  input: TCreateLogRequest;
  key: string;
  now?: Date;
}): Promise<TLogAnswer> {
  const { tx, scope, key } = opts;
  const now = opts.now ?? new Date();
  const owner = { companyId: scope.companyId, userId: scope.userId, key };
  const fingerprint = fingerprintOf(opts.gameId, opts.input);
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_DAYS * DAY_MS);
  let claimed: q.KeyRow | undefined;
  // Twice at most: a held key past its time (not purged yet) is deleted and claimed afresh.
  for (let attempt = 0; attempt < 2 && !claimed; attempt++) {
    claimed = await q.claimKey(tx, { ...owner, fingerprint, expiresAt, createdAt: now });
    if (claimed) break;
    const held = await q.findKey(tx, owner);
    if (held && held.expiresAt > now) {
      if (held.fingerprint !== fingerprint) throw conflict('logs.idempotencyKeyReused');
      return answerOf(held);
    }
    if (held) await q.deleteKey(tx, held.id);
  }
  // Still not claimed: the key was purged and claimed again in between; the client sends it again.
  if (!claimed) throw new AppError('UNAVAILABLE', 'common.unavailable');
  try {
    const log = await tx.transaction((savepoint) => createLog({ ...opts, tx: savepoint, now }));
    await q.recordAnswer(tx, claimed.id, { status: 201, body: log });
    return { log, replayed: false };
  } catch (error) {
    // A server fault is not an answer: the whole request rolls back, key included, so it may be retried.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    await q.recordAnswer(tx, claimed.id, { status: error.status, body: refusalBody(error) });
    return { refusal: error, replayed: false };
  }
}

/** The purge of expired keys as a recurring job (jobs/): one process runs it at start and hourly. */
export function scheduleKeyPurge(jobs: Jobs, intervalMs = KEY_PURGE_INTERVAL_MS) {
  jobs.every('logs.keys.purge', intervalMs, async ({ db, log }) => {
    log.info({ purged: await q.deleteExpiredKeys(db, new Date()) }, 'expired log idempotency keys purged');
  });
}
