import { afterAll, beforeAll, expect } from 'vitest';
import { caller } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type PeerDevice, type PushPeer, startPushPeer, vapidKeys } from './push-peer.ts';

type Opened = { t: TestContext; peer: PushPeer };

/**
 * A push test file's app and push service: a real peer that decrypts what it receives (push-peer.ts),
 * the app holding the key pair the peer checks, handed to `use` once both are up; and the step every
 * such test takes first, a player's device subscribing.
 */
export function usePushApp(use: (opened: Opened) => void) {
  const keys = vapidKeys();
  let o: Opened | undefined;
  beforeAll(async () => {
    const peer = await startPushPeer(keys.publicKey);
    o = {
      peer,
      t: await createTestApp({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        PUSH_ENDPOINT_ORIGINS: peer.origin,
      }),
    };
    use(o);
  });
  afterAll(async () => {
    await o?.t.close();
    await o?.peer.close();
  });

  /** Subscribes a device (a new one of the peer unless given) for the session in `headers`. */
  async function subscribed(headers: Record<string, string>, device?: PeerDevice) {
    if (!o) throw new Error('the push app is opened before the tests');
    const chosen = device ?? o.peer.device();
    const res = await caller(o.t, { ...headers, 'user-agent': 'Test phone' }).put(
      '/push/subscriptions',
      chosen.subscription,
    );
    expect(res.statusCode, res.body).toBe(200);
    return chosen;
  }

  return { subscribed };
}
