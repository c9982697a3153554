import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueRounds } from '../src/areas/rounds/closing.ts';
import { windowBoard } from '../src/areas/scores/queries.ts';
import { executeRows, readRows } from '../src/db/bulk.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { freshDatabase } from './helpers.ts';

/** Decision 0018: a killed connection costs no request and no process (PostgreSQL only: PGlite has none). */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a connection killed under a request', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  let database: Database;
  let killer: pg.Client;
  beforeAll(async () => {
    database = await openPostgres(url);
    killer = new pg.Client({ connectionString: url });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await database.close();
  });

  const kill = (pid: number) => killer.query('select pg_terminate_backend($1)', [pid]);
  const backendOf = async (exec: Database['db']) => {
    const [row] = await executeRows<{ pid: number }>(exec, sql`select pg_backend_pid() as pid`);
    return Number(row?.pid);
  };

  it('runs a transaction again from the start when its connection dies before the commit', async () => {
    let attempts = 0;
    const result = await database.db.transaction(async (tx) => {
      attempts++;
      const pid = await backendOf(tx as unknown as Database['db']);
      // The first attempt loses its connection between two statements (the process must not crash).
      if (attempts === 1) await kill(pid);
      const [row] = await executeRows<{ n: number }>(tx, sql`select 41 + 1 as n`);
      return Number(row?.n);
    });
    expect(result).toBe(42);
    expect(attempts).toBe(2);
  });

  it('reads again on another connection when the one it ran on was killed', async () => {
    // Every pooled connection is killed while idle; the next read must still answer.
    const pids = await Promise.all([1, 2, 3].map(() => backendOf(database.db)));
    await killer.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    const [row] = await readRows<{ n: number }>(database.db, sql`select 7 as n`);
    expect(Number(row?.n)).toBe(7);
  });

  it('reads a leaderboard (a statement starting with `with`) and due rounds again when their connection was killed', async () => {
    const { database: fresh, drop } = await freshDatabase();
    try {
      await fresh.migrate();
      const game = '01900000-0000-7000-8000-000000000000';
      for (let i = 0; i < 2; i++) {
        const pids = await Promise.all([1, 2, 3].map(() => backendOf(fresh.db)));
        await killer.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
        const board = await windowBoard(fresh.db, { gameId: game, range: {}, limit: 10, around: 2 });
        expect(board.top).toEqual([]);
      }
      // A query builder's select is a read too.
      const pids = await Promise.all([1, 2, 3].map(() => backendOf(fresh.db)));
      await killer.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      expect(await fresh.db.select({ id: users.id }).from(users).limit(1)).toEqual([]);
      // The round-closing job's search for due rounds and games: raw statements, outside a transaction.
      const more = await Promise.all([1, 2, 3].map(() => backendOf(fresh.db)));
      await killer.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [more]);
      expect(await closeDueRounds({ db: fresh.db })).toEqual({ rounds: 0, games: 0 });
    } finally {
      await fresh.close();
      await drop();
    }
  });
});
