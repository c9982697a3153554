import type { TChatConnection } from '@rally/contracts/chat-posts';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { startChatReceiver } from './chat-receiver.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';

export type ChatReceiver = Awaited<ReturnType<typeof startChatReceiver>>;
type Opened = { t: TestContext; chat: ChatReceiver };

/**
 * A chat-posts test file's app and receiver (decision 0034): a real receiver on a free port, reached
 * through the operator's address list, handed to `use` once both are up; and the steps the files
 * share: calls as a session, connecting a game, and the posts a path has received.
 */
export function useChatPosts(use: (opened: Opened) => void) {
  let o: Opened | undefined;
  beforeAll(async () => {
    o = {
      t: await createTestApp({ WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' }),
      chat: await startChatReceiver(),
    };
    use(o);
  });
  afterAll(async () => {
    await o?.t.close();
    await o?.chat.close();
  });
  const open = () => {
    if (!o) throw new Error('the chat-posts app is opened before the tests');
    return o;
  };

  const call = (as: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    open().t.app.inject({ method, url: `/api${url}`, headers: as.headers, ...(payload ? { payload } : {}) });

  async function connect(as: Session, gameId: string, body: object) {
    const res = await call(as, 'POST', `/games/${gameId}/chat-connections`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TChatConnection;
  }

  const postsTo = (path: string) =>
    open()
      .chat.received.filter((r) => r.path === `/${path}`)
      .map((r) => r.body);

  /** Runs due jobs until the receiver has `count` posts at `path`. */
  const received = (path: string, count: number) =>
    vi.waitFor(
      async () => {
        await open().t.app.jobs.runDue();
        const posts = postsTo(path);
        if (posts.length < count) throw new Error(`${posts.length} of ${count} posts`);
        return posts;
      },
      { timeout: 15_000, interval: 50 },
    );

  return { call, connect, postsTo, received };
}
