import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A webhook receiver for tests: a real HTTP server on a free port that checks every request's
 * signature with the `standardwebhooks` library (not with the server's own code), records what it
 * got, and answers as told: `answers` are used one per request (status, headers, body), then 200.
 */
export type ReceivedHook = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** False when the signature did not verify (a test expects none). */
  verified: boolean;
};
type Answer = { status: number; headers?: Record<string, string>; body?: string };

export async function startReceiver() {
  const received: ReceivedHook[] = [];
  const answers: Answer[] = [];
  let secret = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      let verified = false;
      try {
        new Webhook(secret).verify(body, headers);
        verified = true;
      } catch {}
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      received.push({ id: headers['webhook-id'] ?? '', type: parsed.type, data: parsed.data, verified });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answers,
    /** The endpoint's secret, as the create answer gave it. */
    useSecret(value: string) {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
