/**
 * Set-up for `bench-upload.ts`, shared by the other benches: the server's config, fresh databases,
 * a signed-in company admin, an upload run to its end.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TUploadJob } from '@rally/contracts/uploads';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { App } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { uploadJobs } from '../apps/server/src/db/schema/index.ts';
import { ensureApiClient } from '../apps/server/src/seed/api-client.ts';
import { createUser } from '../apps/server/src/seed/factories.ts';
import { multipart } from '../apps/server/test/multipart.ts';

export const API_CLIENT = { key: 'rally-bench', secret: 'bench-secret-0123456789abcdef' };
const PASSWORD = 'bench password that is long enough';

/** The server's config for a bench run in `dataDir`: no demo seed, quiet logs, no web build; `env` adds to it. */
export const benchConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });

/** A new database on the server at `url`, dropped by `drop`. */
export async function freshPostgres(url: string) {
  const name = `rally_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    database: await openPostgres(u.toString()),
    url: u.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function signInCompanyAdmin(app: App, companyId: string) {
  await ensureApiClient(app.db, { ...API_CLIENT, name: 'bench' });
  const user = await createUser(app.db, {
    companyId,
    role: 'company_admin',
    fullName: 'Bench Admin',
    password: PASSWORD,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/gettoken',
    headers: { 'x-api-key': API_CLIENT.key, 'x-api-secret': API_CLIENT.secret },
    payload: { email: user.email, password: PASSWORD },
  });
  const { accessToken } = res.json() as { accessToken: string };
  return { user, headers: { authorization: `Bearer ${accessToken}` } };
}

/**
 * The whole path a browser takes: the multipart POST of the preview, its confirmation, then, once
 * the job has ended, the GET that brings its per-row results. The end is watched in the database every 5 ms rather than by
 * polling the API (the web app asks once a second): requests every few ms would share the event
 * loop with the job they wait for and slow it down.
 */
export async function uploadOverHttp(
  app: App,
  headers: Record<string, string>,
  companyId: string,
  file: Buffer,
) {
  const form = await multipart([
    { name: 'companyID', data: companyId },
    { name: 'file', filename: 'bench.csv', data: file },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/upload/preview',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`preview refused: ${res.statusCode} ${res.body}`);
  const id = (res.json() as TUploadJob).id;
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/user/upload/${id}/confirm`,
    headers,
    payload: { updateRows: [] },
  });
  if (confirmed.statusCode !== 202)
    throw new Error(`confirm refused: ${confirmed.statusCode} ${confirmed.body}`);
  const statusOf = async () =>
    (await app.db.select({ status: uploadJobs.status }).from(uploadJobs).where(eq(uploadJobs.id, id)))[0]
      ?.status;
  const open = new Set(['queued', 'processing']);
  while (open.has((await statusOf()) ?? '')) await new Promise((r) => setTimeout(r, 5));
  const job = (await app.inject({ url: `/api/user/upload/${id}`, headers })).json() as TUploadJob;
  if (job.status !== 'done') throw new Error(`upload failed: ${job.error?.message}`);
  return job;
}

export async function timed(task: () => unknown) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
