/**
 * The mixed load of `bench-api.ts`: 200 clients (autocannon connections), each with its own
 * address (`X-Forwarded-For`), company admin and five players, for `seconds`: reads (the users
 * list, a leaderboard), behaviour logs, sign-ins and invitations (one e-mail each). Run calm,
 * then with faults: the database's connections killed twice (PostgreSQL) and SMTP down for 30 s.
 * Afterwards every 201 is counted against the rows, and the sink's deliveries against the
 * invitations: no write lost, no mail lost or doubled.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import { type Database, openEmbedded } from '../apps/server/src/db/client.ts';
import { API_CLIENT, type BenchData, PASSWORD } from './bench-api-data.ts';
import { startServer } from './bench-api-processes.ts';
import { createSmtpSink, type SmtpSink } from './bench-api-smtp.ts';

const CLIENTS = 200;
const PLAYERS_EACH = 5;
/** Out of 100 requests. */
const MIX = { list: 31, board: 31, log: 33, signIn: 3, invite: 2 } as const;
type Op = keyof typeof MIX;
const MAIL_WAIT_MS = 240_000;

type Options = {
  seconds: number;
  data: BenchData;
  adminTokens: string[];
  playerTokens: string[];
  serverEnv: Record<string, string>;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The benchmark's own connection on PostgreSQL; undefined on the embedded database. */
  database: Database | undefined;
};

type Counts = { sent: Record<Op, number>; ok: Record<Op, number>; failed: Map<string, number> };

function pickOp(): Op {
  let n = Math.random() * 100;
  for (const [op, weight] of Object.entries(MIX) as [Op, number][]) {
    n -= weight;
    if (n < 0) return op;
  }
  return 'list';
}

/** Rows that count: behaviour logs of the game, users invited in this run. */
async function countRows(opts: Options, run: string, acknowledged: string[] = []) {
  const ids = acknowledged.length
    ? sql.join(
        acknowledged.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
  const query = (db: Database['db']) =>
    executeRows<{
      logs: string | number | bigint;
      invited: string | number | bigint;
      found: string | number | bigint;
    }>(
      db,
      sql`select (select count(*) from behaviour_logs where game_id = ${opts.data.gameId}) as logs,
        (select count(*) from users where email like ${`invitee-${run}-%`}) as invited,
        (select count(*) from behaviour_logs where id in (${ids})) as found`,
    );
  const counted = async (db: Database['db']) => {
    const [row] = await query(db);
    return {
      logs: Number(row?.logs ?? 0),
      invited: Number(row?.invited ?? 0),
      found: Number(row?.found ?? 0),
    };
  };
  return withDb(opts, counted);
}

/** Runs `work` on the benchmark's database (the embedded one is opened for it, then closed). */
async function withDb<T>(opts: Options, work: (db: Database['db']) => Promise<T>) {
  if (opts.database) return work(opts.database.db);
  const embedded = await openEmbedded(path.join(opts.dataDir, 'pgdata'));
  try {
    return await work(embedded.db);
  } finally {
    await embedded.close();
  }
}

/**
 * Each run starts with the same room under the plan's user limit: the users an earlier run invited
 * are disabled (disabled accounts do not count). Otherwise a fast calm run leaves the faulty run
 * refused with `plans.usersLimit` instead of mailing.
 */
const makeRoom = (opts: Options) =>
  withDb(opts, (db) => db.execute(sql`update users set status = 'disabled' where email like 'invitee-%'`));

async function oneRun(opts: Options, sink: SmtpSink, run: 'calm' | 'faults') {
  await makeRoom(opts);
  const before = await countRows(opts, run);
  const server = await startServer(
    { ...opts.serverEnv, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    opts.port,
    path.join(opts.dataDir, `mix-${run}.log`),
  );
  const counts: Counts = {
    sent: { list: 0, board: 0, log: 0, signIn: 0, invite: 0 },
    ok: { list: 0, board: 0, log: 0, signIn: 0, invite: 0 },
    failed: new Map(),
  };
  const invited: string[] = [];
  const created: string[] = [];
  /** Ids of the logs answered 201: each must be in the database afterwards. */
  const acknowledged: string[] = [];
  const events: string[] = [];
  const timers: NodeJS.Timeout[] = [];
  const at = (fraction: number, what: string, action: () => Promise<unknown>) =>
    timers.push(
      setTimeout(
        () =>
          void action().then(
            (r) => events.push(`${what} at ${Math.round(fraction * opts.seconds)} s${r ? `: ${r}` : ''}`),
            (err) => events.push(`${what} failed: ${err}`),
          ),
        fraction * opts.seconds * 1000,
      ),
    );
  if (run === 'faults') {
    const down = Math.min(30, opts.seconds / 2);
    at(0.2, 'SMTP down', () => sink.stop());
    at(0.2 + down / opts.seconds, 'SMTP up', () => sink.start());
    if (opts.database) {
      const kill = async () => {
        const rows = await executeRows<{ killed: boolean }>(
          opts.database?.db as Database['db'],
          sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return `${rows.length} connections`;
      };
      at(0.35, 'database connections killed', kill);
      at(0.7, 'database connections killed', kill);
    }
  }
  let conn = 0;
  let invites = 0;
  const { data, adminTokens, playerTokens } = opts;
  try {
    const result = await autocannon({
      url: server.url,
      connections: CLIENTS,
      duration: opts.seconds,
      timeout: 30,
      requests: [
        {
          setupRequest: (req, context) => {
            const c = context as { n?: number; op?: Op; k?: number; email?: string };
            c.n ??= conn++;
            c.k = (c.k ?? 0) + 1;
            const n = c.n;
            const player = (n + CLIENTS * (c.k % PLAYERS_EACH)) % data.players.length;
            const op = pickOp();
            c.op = op;
            counts.sent[op]++;
            const headers: Record<string, string> = {
              'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
              'content-type': 'application/json',
            };
            const admin = `Bearer ${adminTokens[n % adminTokens.length]}`;
            if (op === 'list')
              return {
                ...req,
                method: 'GET',
                path: `/api/user/all?page=${1 + (c.k % 5)}&perPage=10`,
                headers: { ...headers, authorization: admin },
              };
            const asPlayer = { ...headers, authorization: `Bearer ${playerTokens[player]}` };
            if (op === 'board')
              return {
                ...req,
                method: 'GET',
                path: `/api/game/${data.gameId}/leaderboard?limit=10`,
                headers: asPlayer,
              };
            if (op === 'log') {
              const behaviourId = data.behaviourIds[c.k % data.behaviourIds.length];
              return {
                ...req,
                method: 'POST',
                path: `/api/game/${data.gameId}/performedtasks`,
                headers: asPlayer,
                body: JSON.stringify({ behaviourId }),
              };
            }
            if (op === 'signIn') {
              const email = data.players[player]?.email;
              return {
                ...req,
                method: 'POST',
                path: '/api/auth/gettoken',
                headers: { ...headers, 'x-api-key': API_CLIENT.key, 'x-api-secret': API_CLIENT.secret },
                body: JSON.stringify({ email, password: PASSWORD }),
              };
            }
            const email = `invitee-${run}-${invites++}@bench.example.com`;
            invited.push(email);
            c.email = email;
            return {
              ...req,
              method: 'POST',
              path: '/api/users',
              headers: { ...headers, authorization: admin },
              body: JSON.stringify({ fullName: 'Invited Person', email, role: 'player', language: 'en' }),
            };
          },
          onResponse: (status, body, context) => {
            const { op, email } = context as { op: Op; email?: string };
            if (status === 200 || status === 201) {
              counts.ok[op]++;
              if (op === 'invite' && email) created.push(email);
              if (op === 'log') acknowledged.push((JSON.parse(body) as { id: string }).id);
              return;
            }
            const key = `${op} ${status} ${body.slice(0, 120)}`;
            counts.failed.set(key, (counts.failed.get(key) ?? 0) + 1);
          },
        },
      ],
    });
    for (const t of timers) clearTimeout(t);
    await sink.start().catch(() => {});
    // The same process, without a restart, still answers.
    const alive = await fetch(`${server.url}/api/readyz`).then((r) => r.status);
    // Mails: wait until every invitation that was created has been delivered (retries included).
    const deadline = Date.now() + MAIL_WAIT_MS;
    while (Date.now() < deadline && created.some((to) => !sink.deliveries.has(to))) {
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 3000)); // time for a doubled delivery to show
    await server.stop();
    const after = await countRows(opts, run, acknowledged);
    report(run, opts, result, counts, events, alive, before, after, sink, invited);
  } finally {
    for (const t of timers) clearTimeout(t);
    await server.stop();
  }
}

function report(
  run: string,
  opts: Options,
  result: autocannon.Result,
  counts: Counts,
  events: string[],
  alive: number,
  before: { logs: number },
  after: { logs: number; invited: number; found: number },
  sink: SmtpSink,
  invited: string[],
) {
  const total = Object.values(counts.sent).reduce((a, b) => a + b, 0);
  const failed = [...counts.failed.values()].reduce((a, b) => a + b, 0) + result.errors + result.timeouts;
  console.log(
    `\nMixed load${run === 'faults' ? ' with faults' : ''}: ${CLIENTS} clients, ${opts.seconds} s, ${total.toLocaleString('en')} requests (${result.requests.average.toFixed(0)} req/s)`,
  );
  for (const e of events) console.log(`  ${e}`);
  console.log(
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  answered: ${(Object.keys(MIX) as Op[]).map((op) => `${op} ${counts.ok[op]}/${counts.sent[op]}`).join(', ')}`,
  );
  console.log(`  errors: ${failed} (socket ${result.errors}, timeouts ${result.timeouts})`);
  for (const [what, n] of counts.failed) console.log(`    ${n} x ${what}`);
  const logsWritten = after.logs - before.logs;
  const lost = counts.ok.log - after.found;
  console.log(
    `  behaviour logs: ${counts.ok.log} answered 201, ${after.found} of them in the database (${lost === 0 ? 'none lost' : `${lost} LOST`}); ${logsWritten} rows written in all, ${logsWritten - after.found} by requests without an answer (cut off by the end of the run or answered 503)`,
  );
  const mails = invited.map((to) => sink.deliveries.get(to) ?? 0);
  const delivered = mails.filter((n) => n === 1).length;
  const doubled = mails.filter((n) => n > 1).length;
  console.log(
    `  invitations: ${counts.ok.invite} answered 201, ${after.invited} users; mails delivered once ${delivered}, lost ${after.invited - delivered - doubled}, doubled ${doubled}`,
  );
  console.log(`  the same server process answers /api/readyz after the run: ${alive}`);
}

export async function runMix(opts: Options) {
  const sink = await createSmtpSink();
  try {
    await oneRun(opts, sink, 'calm');
    await oneRun(opts, sink, 'faults');
  } finally {
    await sink.stop();
  }
}
