/**
 * The processes of `bench-api.ts`: the server under test (`apps/server/src/server.ts`, as it runs in
 * production) and the baselines (`bench-api-baselines.ts`), each started, awaited until it answers,
 * and stopped, with the same Node as the benchmark.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

export type Running = { url: string; child: ChildProcess; stop(): Promise<void> };

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** A baseline (`hello` or `sql`) on a free port; resolves once it listens. */
export function startBaseline(mode: 'hello' | 'sql', env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench-api-baselines.ts'), mode, '0'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`baseline ${mode} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /listening (\S+)/.exec(chunk.toString())?.[1];
      if (url) resolve({ url, child, stop: stopper(child) });
    });
  });
}

/**
 * Another commit's `apps/server`, unpacked in the temporary directory beside a link to this
 * checkout's node_modules (Node strips no types of files under node_modules): the `entry` of
 * `startServer`, to measure a change against the code before it in the same run.
 */
export function unpackServer(commit: string, purpose: string) {
  const dir = path.join(os.tmpdir(), `rally-${purpose}-${commit}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${commit} apps/server | tar -x -C ${dir}`, { cwd: root, stdio: 'inherit' });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return path.join(dir, 'apps/server/src/server.ts');
}

/**
 * The Rally server on `port`, logging (at `info`, as in production) to `logFile`; resolves once
 * `/api/readyz` answers 200. `entry` runs another checkout's server (`bench-mail.ts --base`).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  logFile: string,
  entry = path.join(root, 'apps/server/src/server.ts'),
) {
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // BENCH_PROFILE=dir writes a CPU profile of the server (not of the baselines) there.
      ...(process.env.BENCH_PROFILE
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.pipe(createWriteStream(logFile));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (exited) throw new Error(`the server exited at start; see ${logFile}`);
    const ok = await fetch(`${url}/api/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child, stop: stopper(child) } satisfies Running;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not get ready in 60 s');
}
