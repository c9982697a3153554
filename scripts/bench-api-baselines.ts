/**
 * The baselines of `bench-api.ts`, each a process of its own like the server under test:
 * `hello` answers a fixed JSON object; `sql` runs the statements the users list runs (given in
 * BENCH_SQL as `[{ text, params }]`, concurrently) by hand with the app's driver (a `pg` pool of the
 * same size on PostgreSQL, PGlite on the embedded database) and answers the rows, with no
 * sign-in, limits, validation or logging. On PostgreSQL each statement is prepared by name, as the
 * server prepares the list's (`areas/users/queries.ts userPage`): the two differ only in the
 * request path, not in whether PostgreSQL plans the statement again for every request. Usage: `node scripts/bench-api-baselines.ts hello|sql PORT`
 * with BENCH_DB (a PostgreSQL URL or an embedded data directory).
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const [mode, port] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (mode === 'hello') {
  app.get('/hello', async () => ({ hello: 'world' }));
} else if (mode === 'sql') {
  const statements = JSON.parse(process.env.BENCH_SQL ?? '[]') as { text: string; params: unknown[] }[];
  const target = process.env.BENCH_DB ?? '';
  let query: (index: number, text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
  if (target.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    query = (index, text, values) => pool.query({ name: `baseline_${index}`, text, values });
  } else {
    const client = await PGlite.create(target);
    query = (_, text, params) => client.query(text, params);
  }
  app.get('/sql', async () => {
    const results = await Promise.all(statements.map((s, index) => query(index, s.text, s.params)));
    return results.map((r) => r.rows);
  });
} else {
  throw new Error(`unknown baseline ${mode}`);
}

const address = await app.listen({ port: Number(port ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
