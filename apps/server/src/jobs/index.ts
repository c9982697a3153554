/**
 * The durable job scheduler (DESIGN section 5, Jobs; decision 0013): timed work lives in the `jobs`
 * table, so it survives restarts and runs once however many server processes share the database,
 * on a PostgreSQL server and on the embedded PGlite alike.
 *
 * How an area uses it:
 *
 *   // at registration (an area plugin), once per process:
 *   app.jobs.define<{ roundId: string }>('rounds.close', async ({ payload, db, log, signal }) => { ... });
 *   app.jobs.every('games.notices', 5 * 60_000, async ({ db }) => { ... });
 *
 *   // in a route's transaction: runs only if that commits, once per (name, key)
 *   await enqueueJob(tx, { name: 'rounds.close', key: roundId, runAt: round.endsAt, payload: { roundId } });
 *   // moving a keyed job that has not started yet (a round's end changed):
 *   await enqueueJob(tx, { name: 'rounds.close', key: roundId, runAt: newEnd, payload, replace: true });
 *
 * Guarantees and what they ask of a handler:
 * - A job runs in one process at a time: claimed with `FOR UPDATE SKIP LOCKED` under a lease the
 *   claiming process renews every few seconds. A process that dies loses the lease within
 *   `leaseMs` (10 s) and a survivor takes the job over, so handlers must be safe to run again
 *   after a crash halfway (write in one transaction, or claim their rows).
 * - `signal` aborts when the lease was lost (the process stalled past it): stop, another has it.
 * - A thrown error retries with backoff (5 s, 10 s, 20 s ...) up to `maxAttempts` (5), then the
 *   job is `failed` and `onGiveUp` runs (also when the job keeps killing its process). A thrown
 *   `RetryLater` names its own wait (a service's `Retry-After`), kept within 5 s … 10 minutes.
 * - Recurring jobs (`every`) are one row each: run at start if due, then every `intervalMs`
 *   counted from the end of the last run, in whichever process claims them; failures wait for
 *   the next tick and never give up.
 * - The scheduler starts when the app is ready and stops when it closes (running handlers finish;
 *   nothing new is claimed). Recurring ticks are scheduled only when the app is built with
 *   `recurring: true` (the server does; tests call `app.jobs.runDue()` or the work itself).
 */
export { enqueueJob, enqueueJobs, JOBS_CHANNEL, type JobRequest } from './enqueue.ts';
export { MAX_RETRY_DELAY_MS, RetryLater } from './retry-later.ts';
export { createJobs, type JobContext, type JobHandler, type JobOptions, type Jobs } from './runner.ts';
