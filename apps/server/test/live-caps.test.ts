import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Change, LiveHub, Watcher } from '../src/areas/live/hub.ts';
import { createStreams } from '../src/areas/live/streams.ts';
import { createCompany } from '../src/seed/factories.ts';
import { createTestApp } from './helpers.ts';
import { insertRunningGame } from './score-fixtures.ts';
import { openSse, type SseClient } from './sse-client.ts';

/** A test app listening on a port of its own, with the public streams' caps set by `env`. */
async function streamingApp(env: Record<string, string>) {
  const t = await createTestApp(env);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const game = await insertRunningGame(t.db, (await createCompany(t.db)).id);
  const clients: SseClient[] = [];
  const url = (publicId = game.publicId) => `${base}/api/public/leaderboard/${publicId}/events`;
  return {
    t,
    url,
    /** A public stream opened as `address` (`X-Forwarded-For`, believed only with TRUST_PROXY). */
    async open(address = '10.0.0.1', publicId?: string) {
      const client = await openSse(url(publicId), { 'x-forwarded-for': address });
      clients.push(client);
      return client;
    },
    /** The answer to one more stream from `address`, read whole (a refusal's status, headers, body). */
    async refusal(address: string) {
      const res = await fetch(url(), {
        headers: { accept: 'text/event-stream', 'x-forwarded-for': address },
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as Record<string, unknown>,
      };
    },
    async close() {
      for (const c of clients) c.close();
      await t.close();
    },
  };
}
type StreamingApp = Awaited<ReturnType<typeof streamingApp>>;

describe('public live streams are capped per address and in all', () => {
  let s: StreamingApp;
  beforeAll(async () => {
    s = await streamingApp({ TRUST_PROXY: 'true', LIVE_STREAMS_PER_ADDRESS: '2', LIVE_STREAMS_TOTAL: '3' });
  });
  afterAll(async () => s.close());

  it('refuses an address over its cap with 429 and Retry-After until one of its streams closes', async () => {
    const first = await s.open('10.0.0.1');
    const second = await s.open('10.0.0.1');
    expect([first.status, second.status]).toEqual([200, 200]);
    await first.next('snapshot');

    const refused = await s.refusal('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      messageCode: 'live.tooManyStreams',
      params: { limit: 2, seconds: 30 },
    });
    expect(refused.body.requestId).toEqual(expect.any(String));

    first.close();
    // The server hears the client leave a moment later; the slot is then free again.
    await vi.waitFor(async () => expect((await s.open('10.0.0.1')).status).toBe(200), { timeout: 3000 });
    expect((await s.refusal('10.0.0.1')).status).toBe(429);
  });

  it('refuses any address once the process holds its total, with 503 and Retry-After', async () => {
    // 10.0.0.1 holds 2 (the test above); one more from elsewhere fills the total of 3.
    expect((await s.open('10.0.0.2')).status).toBe(200);
    const refused = await s.refusal('10.0.0.3');
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('30');
    expect(refused.body).toMatchObject({ code: 'UNAVAILABLE', messageCode: 'live.full' });
  });

  it('answers 404 for an unknown or cut-short public id, without counting it', async () => {
    expect((await s.open('10.0.0.4', 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await s.open('10.0.0.4', 'AAAAAAAA')).status).toBe(404);
  });
});

describe('public live streams end after their lifetime', () => {
  let s: StreamingApp;
  beforeAll(async () => {
    s = await streamingApp({ LIVE_STREAMS_PER_ADDRESS: '2', LIVE_STREAM_MAX_SECONDS: '0.3' });
  });
  afterAll(async () => s.close());

  it('says `end` with a retry hint, ends the stream and frees its slot', async () => {
    const stream = await s.open();
    expect((await stream.next('snapshot')).retry).toBe(3000);
    const end = await stream.next('end');
    expect(end.retry).toBe(3000);
    await stream.ended();
    await vi.waitFor(async () => expect((await s.open()).status).toBe(200), { timeout: 3000 });
  });

  it('counts by the address the server sees: without TRUST_PROXY, X-Forwarded-For changes nothing', async () => {
    const streams = await Promise.all([s.open('10.1.0.1'), s.open('10.1.0.2'), s.open('10.1.0.3')]);
    // Every one comes from 127.0.0.1; the test above may still hold a slot until its stream ends.
    expect(streams.filter((c) => c.status === 429).length).toBeGreaterThanOrEqual(1);
  });
});

describe('a public stream whose client stops reading', () => {
  it('is cut off when its next message is due while the last is still unread', async () => {
    const closing: (() => void)[] = [];
    const sent: unknown[] = [];
    const raw = {
      writableNeedDrain: false,
      destroyed: false,
      destroy() {
        raw.destroyed = true;
        sse.isConnected = false;
        for (const f of closing.splice(0)) f();
      },
    };
    const sse = {
      isConnected: true,
      keepAlive() {},
      onClose: (f: () => void) => closing.push(f),
      send: async (message: unknown) => {
        sent.push(message);
      },
      close: () => raw.destroy(),
    };
    let watcher: Watcher | undefined;
    const hub = {
      watch: async (_gameId: string, w: Watcher) => {
        watcher = w;
        return () => {
          watcher = undefined;
        };
      },
    } as unknown as LiveHub;
    const streams = createStreams(hub, { perAddress: 1, total: 1, maxMs: 60_000 });
    const snapshot = async () => ({ event: 'snapshot', data: '{}' });
    const reply = { sse, raw, log: { warn() {} } } as unknown as FastifyReply;
    await streams.start(reply, { gameId: 'g', address: '10.0.0.1', first: snapshot, next: snapshot });
    const change: Change = { gameId: 'g', once: (_key, load) => load() };
    await watcher?.(change);
    expect(sent).toHaveLength(2);
    expect(streams.counted()).toBe(1);

    raw.writableNeedDrain = true;
    await watcher?.(change);
    expect(raw.destroyed).toBe(true);
    expect(sent).toHaveLength(2);
    expect(watcher).toBeUndefined();
    expect(streams.counted()).toBe(0);
  });
});
