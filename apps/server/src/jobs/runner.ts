import { and, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Db } from '../db/client.ts';
import { dbNow, dbNowPlus } from '../db/clock.ts';
import { safeErrorMessage } from '../db/errors.ts';
import { jobs } from '../db/schema/index.ts';
import { JOBS_CHANNEL } from './enqueue.ts';
import { retryDelayMs } from './retry-later.ts';

export type JobRow = typeof jobs.$inferSelect;

export type JobContext<P = unknown> = {
  payload: P;
  job: Pick<JobRow, 'id' | 'name' | 'key' | 'attempts' | 'maxAttempts'>;
  db: Db;
  log: Logger;
  /** Aborts when this process lost the job's lease (another process has taken it over). */
  signal: AbortSignal;
};
export type JobHandler<P = unknown> = (ctx: JobContext<P>) => Promise<unknown>;
export type JobOptions<P = unknown> = {
  /**
   * Runs once when the job is given up (its last attempt threw, or it kept losing its process),
   * to leave its records in a final state and tell whoever waits for it.
   */
  onGiveUp?: (ctx: JobContext<P>, reason: string) => Promise<void>;
};

export type Jobs = {
  /** Says how a named job runs in this process. Define before the app is ready. */
  define<P>(name: string, handler: JobHandler<P>, opts?: JobOptions<P>): void;
  /** A job that runs every `intervalMs` in one of the processes (scheduled when built with `recurring`). */
  every(name: string, intervalMs: number, handler: JobHandler<Record<string, never>>): void;
  start(): void;
  /** Claims nothing more and waits for the running handlers. */
  stop(): Promise<void>;
  /** Claims and runs every due job until none is left (tests, and a manual nudge); answers how many ran. */
  runDue(): Promise<number>;
  /** This process's id in `jobs.locked_by`. */
  readonly workerId: string;
};

type Definition = {
  handler: JobHandler<unknown>;
  opts: JobOptions<unknown>;
  intervalMs?: number;
};

const RECURRING_KEY = 'every';
/** Finished jobs are kept this long (what ran, why one failed), then purged. */
const KEEP_FINISHED_MS = 7 * 86_400_000;
const PURGE_JOB = 'jobs.purge';

export function createJobs(opts: {
  db: Db;
  log: Logger;
  listen?: Database['listen'];
  /** How long a claimed job stays ours without a heartbeat: the takeover time after a crash. */
  leaseMs?: number;
  /** How often due jobs are looked for when no notification woke the scheduler. */
  pollMs?: number;
  /** Jobs one process runs at once. */
  concurrency?: number;
  /** Schedules the `every` jobs (the server does; tests leave them to be run by hand). */
  recurring?: boolean;
}): Jobs {
  const { db, log } = opts;
  const leaseMs = opts.leaseMs ?? 10_000;
  const pollMs = opts.pollMs ?? 1_000;
  const concurrency = opts.concurrency ?? 4;
  const workerId = uuidv7();
  const definitions = new Map<string, Definition>();
  const running = new Map<string, { row: JobRow; abort: AbortController; done: Promise<void> }>();
  let started = false;
  let starting: Promise<void> | undefined;
  let stopping = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;

  /** Due jobs of the names this process knows, and jobs whose claimer's lease ran out. */
  async function claim(limit: number): Promise<JobRow[]> {
    const names = [...definitions.keys()];
    if (names.length === 0 || limit <= 0) return [];
    // Never our own running jobs: on the embedded database a long transaction can hold up the
    // heartbeat past the lease, and the job must not start a second time beside itself.
    const mine = [...running.keys()];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          mine.length > 0 ? notInArray(jobs.id, mine) : undefined,
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, dbNow())),
            and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, dbNow())),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: dbNowPlus(leaseMs),
        updatedAt: dbNow(),
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Still ours: same claim (a takeover counts an attempt), still running. */
  const ours = (row: JobRow) =>
    and(
      eq(jobs.id, row.id),
      eq(jobs.lockedBy, workerId),
      eq(jobs.attempts, row.attempts),
      eq(jobs.state, 'running'),
    );

  async function settle(row: JobRow, set: PgUpdateSetSource<typeof jobs>) {
    await db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, updatedAt: dbNow(), ...set })
      .where(ours(row));
  }

  const contextOf = (row: JobRow, signal: AbortSignal): JobContext<unknown> => ({
    payload: row.payload,
    job: { id: row.id, name: row.name, key: row.key, attempts: row.attempts, maxAttempts: row.maxAttempts },
    db,
    log: log.child({ job: row.name, jobId: row.id }),
    signal,
  });

  async function giveUp(def: Definition, row: JobRow, ctx: JobContext<unknown>, reason: string) {
    log.error({ job: row.name, jobId: row.id, attempts: row.attempts, reason }, 'job given up');
    try {
      await def.opts.onGiveUp?.(ctx, reason);
    } catch (err) {
      log.error({ job: row.name, jobId: row.id, reason: safeErrorMessage(err) }, 'job give-up step failed');
    }
    await settle(row, { state: 'failed', lastError: reason, finishedAt: dbNow() });
  }

  async function execute(row: JobRow, abort: AbortController) {
    const def = definitions.get(row.name);
    if (!def) return;
    const ctx = contextOf(row, abort.signal);
    const recurring = def.intervalMs !== undefined;
    // Claimed more often than allowed: earlier claimers died holding it (a job that kills its process).
    if (!recurring && row.attempts > row.maxAttempts) {
      await giveUp(def, row, ctx, 'the process running it stopped');
      return;
    }
    const startedAt = performance.now();
    try {
      await def.handler(ctx);
      if (recurring) {
        await settle(row, {
          state: 'queued',
          attempts: 0,
          runAt: dbNowPlus(def.intervalMs ?? 0),
          lastError: null,
        });
      } else {
        await settle(row, { state: 'done', finishedAt: dbNow(), lastError: null });
      }
      log.debug({ job: row.name, jobId: row.id, ms: Math.round(performance.now() - startedAt) }, 'job done');
    } catch (err) {
      const reason = safeErrorMessage(err);
      if (recurring) {
        log.error({ job: row.name, jobId: row.id, reason }, 'recurring job failed');
        await settle(row, {
          state: 'queued',
          attempts: 0,
          runAt: dbNowPlus(def.intervalMs ?? 0),
          lastError: reason,
        });
      } else if (row.attempts >= row.maxAttempts) {
        await giveUp(def, row, ctx, reason);
      } else {
        log.warn({ job: row.name, jobId: row.id, attempts: row.attempts, reason }, 'job failed, will retry');
        await settle(row, {
          state: 'queued',
          runAt: dbNowPlus(retryDelayMs(row.attempts, err)),
          lastError: reason,
        });
      }
    }
  }

  function launch(row: JobRow) {
    const abort = new AbortController();
    const done = execute(row, abort)
      .catch((err) =>
        log.error({ job: row.name, jobId: row.id, reason: safeErrorMessage(err) }, 'job not settled'),
      )
      .finally(() => {
        running.delete(row.id);
        // A slot is free: look for more at once.
        if (started && !stopping) wake();
      });
    running.set(row.id, { row, abort, done });
  }

  /** One pass: fill the free slots with due jobs. */
  async function pass() {
    for (;;) {
      if (stopping) return;
      const free = concurrency - running.size;
      const claimed = await claim(free);
      for (const row of claimed) launch(row);
      if (claimed.length < free || claimed.length === 0) return;
    }
  }

  function wake() {
    if (ticking) {
      again = true;
      return;
    }
    ticking = pass()
      .catch((err) => log.warn({ reason: safeErrorMessage(err) }, 'job claim failed'))
      .finally(() => {
        ticking = undefined;
        if (again && !stopping) {
          again = false;
          wake();
        }
      });
  }

  /** Renews the lease of every job this process runs; a job whose lease is gone is told to stop. */
  async function heartbeat() {
    const ids = [...running.keys()];
    if (ids.length === 0) return;
    try {
      const kept = await db
        .update(jobs)
        .set({ lockedUntil: dbNowPlus(leaseMs) })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      const alive = new Set(kept.map((k) => k.id));
      for (const [id, job] of running) {
        if (ids.includes(id) && !alive.has(id)) {
          log.warn({ job: job.row.name, jobId: id }, 'job lease lost; another process has it');
          job.abort.abort();
        }
      }
    } catch (err) {
      log.warn({ reason: safeErrorMessage(err) }, 'job heartbeat failed');
    }
  }

  async function scheduleRecurring() {
    const recurring = [...definitions].filter(([, d]) => d.intervalMs !== undefined);
    if (recurring.length === 0) return;
    await db
      .insert(jobs)
      .values(recurring.map(([name]) => ({ name, key: RECURRING_KEY, maxAttempts: 1 })))
      .onConflictDoNothing({ target: [jobs.name, jobs.key] });
  }

  const define: Jobs['define'] = (name, handler, options) => {
    if (definitions.has(name)) throw new Error(`job ${name} defined twice`);
    definitions.set(name, { handler: handler as JobHandler<unknown>, opts: (options ?? {}) as JobOptions });
  };

  define(PURGE_JOB, async () => {
    await db
      .delete(jobs)
      .where(
        and(inArray(jobs.state, ['done', 'failed']), lte(jobs.finishedAt, dbNowPlus(-KEEP_FINISHED_MS))),
      );
  });
  definitions.set(PURGE_JOB, { ...(definitions.get(PURGE_JOB) as Definition), intervalMs: 3_600_000 });

  return {
    workerId,
    define,
    every(name, intervalMs, handler) {
      define(name, handler);
      const def = definitions.get(name);
      if (def) def.intervalMs = intervalMs;
    },
    start() {
      if (started) return;
      started = true;
      starting = (async () => {
        try {
          if (opts.recurring) await scheduleRecurring();
          if (opts.listen && !stopping) {
            unlisten = await opts.listen(JOBS_CHANNEL, () => wake());
          }
        } catch (err) {
          log.warn({ reason: safeErrorMessage(err) }, 'job scheduler start incomplete');
        }
        if (stopping) return;
        // Names this process in `jobs.locked_by`: which process holds which job.
        log.info({ workerId, leaseMs }, 'job scheduler started');
        wake();
        pollTimer = setInterval(wake, pollMs).unref();
        heartbeatTimer = setInterval(() => void heartbeat(), Math.max(200, Math.floor(leaseMs / 3))).unref();
      })();
    },
    async stop() {
      stopping = true;
      await starting;
      if (pollTimer) clearInterval(pollTimer);
      await ticking;
      await Promise.allSettled([...running.values()].map((r) => r.done));
      if (heartbeatTimer) clearInterval(heartbeatTimer);
      await unlisten?.().catch(() => {});
    },
    async runDue() {
      let ran = 0;
      for (;;) {
        await ticking;
        const claimed = await claim(concurrency);
        for (const row of claimed) launch(row);
        ran += claimed.length;
        // What the scheduler itself is claiming or running meanwhile counts too (its claim skipped
        // ours and ours skipped its rows): wait for it, then look again, since what it runs may
        // enqueue more due work (a round's announcement, its pushes).
        const busy = running.size > 0 || ticking !== undefined;
        await Promise.allSettled([...running.values()].map((r) => r.done));
        if (!busy) return ran;
      }
    },
  };
}
