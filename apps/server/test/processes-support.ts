import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server process as an operator starts it (`node apps/server/src/server.ts`), its output kept. */
export type ServerProcess = {
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
};

export function startServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, child, output, exited };
}

/** Waits until the process answers its readiness probe. */
export async function waitReady(server: ServerProcess, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output.join('')}`);
    const status = await fetch(`http://127.0.0.1:${server.port}/api/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${server.output.join('')}`);
}

/**
 * A round-robin load balancer in front of the processes, as nginx or a cloud balancer does it: each
 * request goes to the next backend; one that refuses the connection (a dead process) is skipped
 * and the request goes to the next (nothing was sent yet); one that fails after the request went
 * out answers 502 (a request in flight at a crash). Counts what each backend answered.
 */
export async function startProxy(backends: number[]) {
  let next = 0;
  const served = new Map<number, number>(backends.map((b) => [b, 0]));
  /** Why a backend failed a request that then answered 502 (codes), for the test's messages. */
  const failures: string[] = [];
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<number>();
      const attempt = () => {
        // The next backend in turn that this request has not tried yet.
        let port = backends[next++ % backends.length] ?? 0;
        for (let i = 0; tried.has(port) && i < backends.length; i++)
          port = backends[next++ % backends.length] ?? 0;
        tried.add(port);
        const upstream = http.request(
          { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
          (answer) => {
            served.set(port, (served.get(port) ?? 0) + 1);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && tried.size < backends.length) return attempt();
          failures.push(`${port}: ${err.code ?? err.message}`);
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    failures,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The smallest SMTP server nodemailer talks to (no TLS, no auth): keeps each message with its
 * recipients, so a test can count what was delivered.
 */
export async function startSmtp() {
  const messages: { to: string[]; data: string }[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let to: string[] = [];
    let data: string | undefined;
    let buffered = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (data !== undefined) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffered.slice(0, end);
          buffered = buffered.slice(end + 5);
          messages.push({ to, data });
          to = [];
          data = undefined;
          say('250 OK queued');
          continue;
        }
        const eol = buffered.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffered.slice(0, eol);
        buffered = buffered.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 test');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          say('250 OK');
        } else if (verb === 'DATA') {
          data = '';
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 OK');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages delivered to an address. */
    to: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Waits for `check` to hold, polling; fails after `ms`. */
export async function until<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 30_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
