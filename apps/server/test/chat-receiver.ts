import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Slack or Teams incoming webhook for tests: a real HTTP server on a free port that records each
 * post's parsed JSON body and answers as told (`answers`, one per request, then 200 "1" as Slack does).
 */
type Answer = { status: number; headers?: Record<string, string>; body?: string };

export async function startChatReceiver() {
  const received: { path: string; contentType: string; body: Record<string, unknown> }[] = [];
  const answers: Answer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      const answer = answers.shift() ?? { status: 200, body: '1' };
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}/${path}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
