import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '../db/client.ts';
import { dbNowPlus } from '../db/clock.ts';
import { safeErrorMessage } from '../db/errors.ts';
import { outboxFanouts } from '../db/schema/index.ts';
import { keepLeased } from '../jobs/lease.ts';
import { claimDue } from './claim.ts';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './retry.ts';

export type Fanout = typeof outboxFanouts.$inferSelect;
export type FanoutKind = Fanout['kind'];

/**
 * How a kind of fan-out becomes mails. The handler reads what the fan-out is about and answers
 * `recipients`, every recipient's key in a fixed order (the row's `done` counts through that list),
 * and `write`, which writes the mails of some of those keys in the caller's transaction. `write`
 * mails nobody twice (dedupe keys) and skips whoever should no longer get the mail, so a chunk that
 * runs again after a crash does no harm.
 */
export type FanoutHandler = (
  exec: Executor,
  fanout: Fanout,
) => Promise<{ recipients: string[]; write: (tx: Executor, keys: string[]) => Promise<void> }>;

/** Recipients per transaction: each chunk's links and mails commit together with the row's progress. */
export const FANOUT_CHUNK = 1_000;

/**
 * `between` runs after each chunk (the mailer sends a batch there): a code asked for while a large
 * fan-out is expanded waits for one chunk, not for all of them.
 */
export function createFanouts(opts: {
  db: Db;
  log: Logger;
  leaseMs?: number;
  between?: () => Promise<unknown>;
}) {
  const { db } = opts;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const handlers = new Map<FanoutKind, FanoutHandler>();

  // The same short lease as the mails', renewed while the row is worked on: a process that dies
  // mid-fan-out leaves the row to whoever claims it seconds later, and that one resumes at `done`.
  // Each claim counts an attempt, so `attempts` also tells whether the row is still ours.
  async function claimOne() {
    const [row] = await claimDue(db, outboxFanouts, 1, leaseMs);
    return row;
  }

  const ours = (fanout: Fanout) =>
    and(
      eq(outboxFanouts.id, fanout.id),
      eq(outboxFanouts.attempts, fanout.attempts),
      eq(outboxFanouts.status, 'pending'),
    );

  /**
   * One chunk: moves the row's `done` past it (which also renews the lease) and writes its mails, in
   * one transaction. Answers false when the row is no longer ours (another process took it over
   * after our lease ran out): that process goes on, we stop.
   */
  const writeChunk = (fanout: Fanout, from: number, keys: string[], total: number, write: WriteFn) =>
    db.transaction(async (tx) => {
      const to = from + keys.length;
      const [moved] = await tx
        .update(outboxFanouts)
        .set({
          done: to,
          status: to >= total ? 'done' : 'pending',
          nextAttemptAt: dbNowPlus(leaseMs),
          lastError: null,
        })
        .where(ours(fanout))
        .returning({ id: outboxFanouts.id });
      if (!moved) return false;
      if (keys.length > 0) await write(tx, keys);
      return true;
    });

  async function expand(fanout: Fanout) {
    const handler = handlers.get(fanout.kind);
    if (!handler) throw new Error(`no handler for fan-out kind ${fanout.kind}`);
    const { recipients, write } = await handler(db, fanout);
    if (recipients.length === 0) {
      await writeChunk(fanout, fanout.done, [], 0, write);
      return;
    }
    for (let from = fanout.done; from < recipients.length; from += FANOUT_CHUNK) {
      const keys = recipients.slice(from, from + FANOUT_CHUNK);
      if (!(await writeChunk(fanout, from, keys, recipients.length, write))) return;
      await opts.between?.();
    }
  }

  return {
    handle(kind: FanoutKind, handler: FanoutHandler) {
      handlers.set(kind, handler);
    },
    /** Records a fan-out in the caller's transaction: nothing is expanded unless that commits. */
    async enqueue(exec: Executor, fanout: { companyId: string; kind: FanoutKind; subjectId: string }) {
      await exec.insert(outboxFanouts).values(fanout);
    },
    /** Expands every due fan-out, one at a time, a chunk per transaction; returns how many it took up. */
    async run() {
      let handled = 0;
      for (let fanout = await claimOne(); fanout; fanout = await claimOne()) {
        const claimed = fanout;
        const stopRenewing = keepLeased(
          () =>
            db
              .update(outboxFanouts)
              .set({ nextAttemptAt: dbNowPlus(leaseMs) })
              .where(ours(claimed)),
          Math.floor(leaseMs / 3),
          opts.log,
          'mail fan-out',
        );
        try {
          await expand(fanout);
        } catch (err) {
          await stopRenewing();
          const failed = fanout.attempts >= MAX_ATTEMPTS;
          const reason = safeErrorMessage(err);
          opts.log.warn(
            { fanoutId: fanout.id, attempts: fanout.attempts, failed, reason },
            'mail fan-out failed',
          );
          await db
            .update(outboxFanouts)
            .set({
              status: failed ? 'failed' : 'pending',
              lastError: reason,
              nextAttemptAt: dbNowPlus(retryDelayMs(fanout.attempts)),
            })
            .where(ours(fanout));
        } finally {
          await stopRenewing();
        }
        handled++;
      }
      return handled;
    },
  };
}

type WriteFn = (tx: Executor, keys: string[]) => Promise<void>;
export type Fanouts = ReturnType<typeof createFanouts>;
