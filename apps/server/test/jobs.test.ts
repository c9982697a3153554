import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../src/db/schema/index.ts';
import { createJobs, enqueueJob, type Jobs } from '../src/jobs/index.ts';
import { createTestApp, itRaces, type TestContext } from './helpers.ts';

const silent = pino({ level: 'silent' });

/** Waits for `check` to hold, polling; fails after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

describe('durable job scheduler', () => {
  let t: TestContext;
  const started: Jobs[] = [];
  const scheduler = (opts: { leaseMs?: number; recurring?: boolean } = {}) => {
    const jobs = createJobs({ db: t.db, log: silent, pollMs: 50, ...opts });
    started.push(jobs);
    return jobs;
  };
  const row = async (id: string | null) =>
    (
      await t.db
        .select()
        .from(jobsTable)
        .where(eq(jobsTable.id, id ?? ''))
    ).at(0);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(started.map((j) => j.stop()));
    await t.close();
  });

  it('runs a job enqueued in a committed transaction once, and never one whose transaction rolled back', async () => {
    const seen: string[] = [];
    const jobs = scheduler();
    jobs.define<{ n: string }>('test.once', async ({ payload }) => {
      seen.push(payload.n);
    });
    const id = await t.db.transaction((tx) => enqueueJob(tx, { name: 'test.once', payload: { n: 'kept' } }));
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { name: 'test.once', payload: { n: 'rolled back' } });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual(['kept']);
    expect((await row(id))?.state).toBe('done');
  });

  it('keeps one job per key: a second enqueue is ignored, `replace` moves a queued one', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const first = await enqueueJob(t.db, { name: 'test.keyed', key: 'round-1', runAt: later });
    expect(first).not.toBeNull();
    expect(await enqueueJob(t.db, { name: 'test.keyed', key: 'round-1' })).toBeNull();
    const sooner = new Date(Date.now() - 1_000);
    expect(await enqueueJob(t.db, { name: 'test.keyed', key: 'round-1', runAt: sooner, replace: true })).toBe(
      first,
    );
    const seen: unknown[] = [];
    const jobs = scheduler();
    jobs.define('test.keyed', async ({ job }) => {
      seen.push(job.key);
    });
    await jobs.runDue();
    expect(seen).toEqual(['round-1']);
  });

  it('retries a failing job with backoff, then gives it up and runs its give-up step', async () => {
    const jobs = scheduler();
    let calls = 0;
    const gaveUp: string[] = [];
    jobs.define(
      'test.flaky',
      async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
      { onGiveUp: async (_ctx, reason) => void gaveUp.push(reason) },
    );
    const id = await enqueueJob(t.db, { name: 'test.flaky', maxAttempts: 2 });
    await jobs.runDue();
    const retried = await row(id);
    expect(retried?.state).toBe('queued');
    expect(retried?.lastError).toBe('boom 1');
    // The retry waits (5 s); bring it forward instead of sleeping.
    expect(retried?.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    await t.db
      .update(jobsTable)
      .set({ runAt: new Date(Date.now() - 1) })
      .where(eq(jobsTable.id, id ?? ''));
    await jobs.runDue();
    expect(calls).toBe(2);
    expect(gaveUp).toEqual(['boom 2']);
    expect((await row(id))?.state).toBe('failed');
  });

  it('survives a restart: a job enqueued while no process ran is run by the next one to start', async () => {
    const id = await enqueueJob(t.db, { name: 'test.restart' });
    const jobs = scheduler();
    const ran: string[] = [];
    jobs.define('test.restart', async ({ job }) => void ran.push(job.id));
    jobs.start();
    await until(() => ran.length === 1);
    expect(ran).toEqual([id]);
  });

  it('takes over within seconds the job of a process that died holding it', async () => {
    const dead = uuidv7();
    // What a killed process leaves: the job claimed, its lease running out shortly, no heartbeat.
    const [stranded] = await t.db
      .insert(jobsTable)
      .values({
        name: 'test.stranded',
        state: 'running',
        attempts: 1,
        lockedBy: dead,
        lockedUntil: sql`now() + interval '1 second'`,
      })
      .returning();
    const jobs = scheduler({ leaseMs: 1_000 });
    const ran: number[] = [];
    jobs.define('test.stranded', async ({ job }) => void ran.push(job.attempts));
    const from = Date.now();
    jobs.start();
    await until(() => ran.length === 1);
    expect(Date.now() - from).toBeLessThan(5_000);
    expect(ran).toEqual([2]);
    // The handler has run; the scheduler marks the job done just after it returns.
    await until(async () => (await row(stranded?.id ?? null))?.state === 'done');
  });

  it('gives up a job that keeps losing its process, telling its give-up step', async () => {
    const [stranded] = await t.db
      .insert(jobsTable)
      .values({
        name: 'test.killer',
        state: 'running',
        attempts: 2,
        maxAttempts: 2,
        lockedBy: uuidv7(),
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    const jobs = scheduler();
    const calls: string[] = [];
    jobs.define('test.killer', async () => void calls.push('ran'), {
      onGiveUp: async (_ctx, reason) => void calls.push(reason),
    });
    await jobs.runDue();
    expect(calls).toEqual(['the process running it stopped']);
    expect((await row(stranded?.id ?? null))?.state).toBe('failed');
  });

  it('aborts a handler whose lease was taken over, and its late end changes nothing', async () => {
    const jobs = scheduler({ leaseMs: 600 });
    let aborted = false;
    jobs.define('test.slow', async ({ signal }) => {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      aborted = true;
    });
    const id = await enqueueJob(t.db, { name: 'test.slow' });
    jobs.start();
    await until(async () => (await row(id))?.state === 'running');
    // Another process took it over (as after a stall past the lease).
    await t.db
      .update(jobsTable)
      .set({ lockedBy: uuidv7(), lockedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(jobsTable.id, id ?? ''));
    await until(() => aborted);
    const after = await row(id);
    expect(after?.state).toBe('running');
    expect(after?.lockedBy).not.toBe(jobs.workerId);
  });

  it('runs a recurring job in one process per tick, again after its interval', async () => {
    const ticks: string[] = [];
    const a = scheduler({ recurring: true });
    const b = scheduler({ recurring: true });
    a.every('test.tick', 300, async () => void ticks.push('a'));
    b.every('test.tick', 300, async () => void ticks.push('b'));
    a.start();
    b.start();
    await until(() => ticks.length >= 3);
    const [tick] = await t.db.select().from(jobsTable).where(eq(jobsTable.name, 'test.tick'));
    expect(tick?.key).toBe('every');
    await a.stop();
    await b.stop();
    const rows = await t.db.select().from(jobsTable).where(eq(jobsTable.name, 'test.tick'));
    expect(rows).toHaveLength(1);
  });

  itRaces('several schedulers claiming at once run each of 200 jobs exactly once', async () => {
    const runs = new Map<string, number>();
    const schedulers = [scheduler(), scheduler(), scheduler()];
    for (const s of schedulers)
      s.define<{ i: number }>('test.race', async ({ payload }) => {
        runs.set(String(payload.i), (runs.get(String(payload.i)) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      });
    for (let i = 0; i < 200; i++) await enqueueJob(t.db, { name: 'test.race', payload: { i } });
    for (const s of schedulers) s.start();
    await until(() => runs.size === 200, 20_000);
    for (const s of schedulers) await s.stop();
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(200);
  });
});
