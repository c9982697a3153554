import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPgListener, type Notification, type Unlisten } from './listener.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries take either the pool or an open transaction: the route owns the transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `work` while no other process runs its own `exclusive` work on this database (start-up steps). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears `pg_notify(channel, payload)` from every process on this database (committed
   * transactions only). `null` means notifications may have been missed (a lost connection).
   */
  listen(channel: string, handler: Notification): Promise<Unlisten>;
  close(): Promise<void>;
};

/** An embedded database can also be written out whole, to be opened again as a copy (`openEmbedded`). */
export type EmbeddedDatabase = Database & { dump(): Promise<Blob> };

/** Per open transaction, what runs once it has committed (see `afterCommit`). */
const commitWork = new WeakMap<object, (() => void)[]>();

/**
 * Runs `work` once the transaction `exec` has committed, or at once outside a transaction: for
 * in-process caches a write makes stale (a rolled back transaction runs nothing). In a nested
 * transaction (a savepoint) it runs at once; the change's notification still follows the commit.
 */
export function afterCommit(exec: Executor, work: () => void) {
  const pending = commitWork.get(exec);
  if (pending) pending.push(work);
  else work();
}

function runAfterCommit(db: Db) {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    let pending: (() => void)[] = [];
    const result = await transaction(async (tx) => {
      pending = [];
      commitWork.set(tx, pending);
      return work(tx);
    }, config as never);
    for (const run of pending) run();
    return result;
  }) as Db['transaction'];
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Embedded PostgreSQL (PGlite) in `dir`, or in memory when `dir` is undefined (tests). `copyOf`, a
 * data directory `dump()` wrote, opens a copy of that database instead of a new, empty one: the tests
 * open each file's database from one migrated copy, as a new one runs initdb (seconds each time).
 */
export async function openEmbedded(dir: string | undefined, copyOf?: Blob): Promise<EmbeddedDatabase> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, copyOf ? { loadDataDir: copyOf } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  runAfterCommit(db);
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // One process owns an embedded database.
    exclusive: (work) => work(),
    // In process: one process owns an embedded database, so its own notifications are all there is.
    listen: (channel, handler) => client.listen(channel, (payload) => handler(payload)),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** A PostgreSQL server. Migrations run under an advisory lock so several processes can start at once. */
export async function openPostgres(url: string): Promise<Database> {
  // A bounded wait for a connection: an unreachable server or an exhausted pool answers 503
  // (plugins/errors.ts) within seconds instead of holding the request open.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (restart, failover, a dropped test database) is reported
  // here; the pool discards it and connects anew on demand. Unhandled, the event would crash the process.
  pool.on('error', () => {});
  // The same for a connection ended while checked out (inside a transaction, between statements):
  // its statement fails and the pool discards it on release; unhandled, the event would crash too.
  pool.on('connect', (client) => client.on('error', () => {}));
  retryLostReads(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  selectsAreReads(db);
  retryLostTransactions(db);
  runAfterCommit(db);
  const listener = createPgListener(url);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
        await client.end();
      }
    },
    async exclusive(work) {
      // Its own lock key: the migration's (727274) is taken and released inside on another connection.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727275)');
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(727275)').catch(() => {});
        await client.end();
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

const RETRY_PAUSES_MS = [20, 100, 300];

/**
 * The connection a statement ran on was lost (its backend was ended, the socket closed): another
 * connection may well work. Not a refused or timed-out connect (the server is down or the pool
 * is exhausted: trying again at once only adds load), which stays a 503 (plugins/errors.ts).
 */
const LOST = /^(Connection terminated|Client has encountered a connection error)/;
function isConnectionLost(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '57P01' || code === 'ECONNRESET' || code === 'EPIPE') return true;
    if (typeof code === 'string' && code.startsWith('08')) return true;
    if (e instanceof Error && LOST.test(e.message)) return true;
  }
  return false;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Set while statements the caller marked as reads are sent (see `read`). */
const reading = new AsyncLocalStorage<true>();

/**
 * Marks the statements `work` sends as reads: outside a transaction, one whose connection was lost
 * runs again on another connection (decision 0018). Only for work that changes nothing; a
 * statement's first word says nothing of that (`with ...` reads, `select pg_notify(...)` writes).
 */
export function read<T>(work: () => Promise<T>): Promise<T> {
  return reading.run(true, work);
}

/** Drizzle's select builder says what it is when it prepares its statement: those are reads. */
function selectsAreReads(db: Db) {
  type Prepared = { execute: (...args: unknown[]) => Promise<unknown> };
  const session = db._.session as unknown as { prepareQuery: (...args: unknown[]) => Prepared };
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => {
    const prepared = prepare(...args);
    if ((args[5] as { type?: string } | undefined)?.type !== 'select') return prepared;
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (...values) => read(() => execute(...values));
    return prepared;
  };
}

/**
 * A read outside a transaction (marked with `read`, or a Drizzle select) whose connection was lost
 * (a killed backend, a failover) runs again on another one (decision 0018): it changed nothing, so
 * the caller need not see the outage. Anything else outside a transaction is not repeated: a write
 * could have committed before the loss.
 */
function retryLostReads(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const retried = async (config: unknown, values: unknown, first: Promise<unknown>) => {
    try {
      return await first;
    } catch (err) {
      if (!isConnectionLost(err)) throw err;
    }
    for (const [i, wait] of RETRY_PAUSES_MS.entries()) {
      await pause(wait);
      try {
        return await query(config, values);
      } catch (err) {
        if (i === RETRY_PAUSES_MS.length - 1 || !isConnectionLost(err)) throw err;
      }
    }
  };
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof values === 'function' || callback !== undefined) return query(config, values, callback);
    const first = query(config, values) as Promise<unknown>;
    return reading.getStore() ? retried(config, values, first) : first;
  }) as typeof pool.query;
}

/**
 * A transaction whose connection was lost before it asked to commit is run again from the start
 * on another connection (decision 0018): the database rolled it back, so nothing of it is written
 * twice. A loss while committing is not retried (the commit may have happened) and reaches the
 * caller as "unavailable".
 */
function retryLostTransactions(db: Db) {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    for (let attempt = 0; ; attempt++) {
      let committing = false;
      try {
        return await transaction(async (tx) => {
          const result = await work(tx);
          committing = true;
          return result;
        }, config as never);
      } catch (err) {
        const wait = RETRY_PAUSES_MS[attempt];
        if (committing || wait === undefined || !isConnectionLost(err)) throw err;
        await pause(wait);
      }
    }
  }) as Db['transaction'];
}

export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openEmbedded(path.join(opts.dataDir, 'pgdata'));
}
