import { type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { executeRows, jsonRecordset } from '../db/bulk.ts';
import type { Executor } from '../db/client.ts';
import { dbNow } from '../db/clock.ts';
import { jobs } from '../db/schema/index.ts';

/** The channel that wakes every process's scheduler when a job is enqueued (on commit). */
export const JOBS_CHANNEL = 'rally_jobs';

export type JobRequest = {
  name: string;
  /** One job per (name, key): a second enqueue of the key is ignored, or moves it with `replace`. */
  key?: string;
  /** Not before this time (a date, or the database's clock: `dbNowPlus`); now by default. */
  runAt?: Date | SQL;
  /** Plain JSON the handler receives. Never secrets: it is stored in the database. */
  payload?: unknown;
  /** Attempts before the job is given up as failed (default 5). */
  maxAttempts?: number;
  /**
   * With a key already queued: take this request's `runAt`, `payload` and `maxAttempts` and queue
   * it again (even when it had finished). A job that is running at the moment is left alone.
   */
  replace?: boolean;
};

/**
 * Writes a job in the caller's transaction (or alone on the pool): it runs only if that commits.
 * Answers the job's id, or null when its key was taken and nothing changed.
 */
export async function enqueueJob(exec: Executor, job: JobRequest): Promise<string | null> {
  const values = {
    name: job.name,
    key: job.key ?? null,
    payload: job.payload ?? {},
    runAt: job.runAt ?? dbNow(),
    maxAttempts: job.maxAttempts ?? 5,
  };
  const insert = exec.insert(jobs).values(values);
  const rows = await (job.replace && job.key !== undefined
    ? insert.onConflictDoUpdate({
        target: [jobs.name, jobs.key],
        set: {
          payload: values.payload,
          runAt: values.runAt,
          maxAttempts: values.maxAttempts,
          state: 'queued',
          attempts: 0,
          lastError: null,
          finishedAt: null,
          lockedBy: null,
          lockedUntil: null,
        },
        setWhere: sql`${jobs.state} <> 'running'`,
      })
    : insert.onConflictDoNothing({ target: [jobs.name, jobs.key] })
  ).returning({ id: jobs.id });
  if (rows[0]) await exec.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.name})`);
  return rows[0]?.id ?? null;
}

/** Rows a bulk enqueue writes per statement: well under PostgreSQL's 65,535 parameters. */
const BULK_CHUNK = 1_000;

/**
 * Writes many keyed jobs of one name in the caller's transaction (a fan-out: one job per recipient,
 * so each retries alone), with one wake-up for all, in the same statement as the insert. Keys
 * already taken are skipped, as by `enqueueJob`. `onlyIf`: a condition read in that statement (a
 * job nobody needs, such as a push to players without a device, is not written at all). Answers
 * how many were new.
 */
export async function enqueueJobs(
  exec: Executor,
  name: string,
  list: { key: string; payload: unknown }[],
  opts: { maxAttempts?: number; onlyIf?: SQL } = {},
): Promise<number> {
  let added = 0;
  for (let i = 0; i < list.length; i += BULK_CHUNK) {
    const rows = list
      .slice(i, i + BULK_CHUNK)
      .map((job) => ({ id: uuidv7(), key: job.key, payload: job.payload ?? {} }));
    const [row] = await executeRows<{ added: number }>(
      exec,
      sql`with added as (
          insert into ${jobs} (id, name, key, payload, run_at, max_attempts)
          select r.id, ${name}, r.key, r.payload, ${dbNow()}, ${opts.maxAttempts ?? 5}::int
          from ${jsonRecordset(rows, { id: 'uuid', key: 'text', payload: 'jsonb' })}
          ${opts.onlyIf ? sql`where ${opts.onlyIf}` : sql``}
          on conflict (name, key) do nothing
          returning 1)
        select count(*)::int as added,
          case when count(*) > 0 then pg_notify(${JOBS_CHANNEL}, ${name}) end as woke
        from added`,
    );
    added += row?.added ?? 0;
  }
  return added;
}
