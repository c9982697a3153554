import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../test/render.tsx';
import { KEEP_OFFLINE, keepOfflineCache, resetOfflineCache, restoreOfflineCache } from './offline-cache.ts';
import { clearSession } from './session.ts';

const signIn = (id: string) => signInAs('player', { id });

/** A client as the app has it: the home's days answered and kept, something else answered too. */
async function answered(client: QueryClient) {
  const stop = keepOfflineCache(client);
  await client.fetchQuery({ queryKey: ['day'], queryFn: () => 'my day', meta: KEEP_OFFLINE });
  await client.fetchQuery({ queryKey: ['other'], queryFn: () => 'not kept' });
  // The save waits for the answers arriving together; the page going to the background writes it.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  return stop;
}

const until = async (check: () => Promise<boolean>) => {
  await expect.poll(check).toBe(true);
};

describe("the player's home kept on the device", () => {
  afterEach(() => resetOfflineCache());

  it('comes back for the same player, stale so the screen asks again, and only what is marked', async () => {
    signIn('u1');
    const stop = await answered(new QueryClient());
    stop();
    const reopened = new QueryClient();
    await until(async () => {
      await restoreOfflineCache(reopened);
      return reopened.getQueryData(['day']) === 'my day';
    });
    expect(reopened.getQueryData(['other'])).toBeUndefined();
    expect(reopened.getQueryState(['day'])?.isInvalidated).toBe(true);
  });

  it('is gone once the player signs out: the next one on a shared phone sees nothing of theirs', async () => {
    signIn('u1');
    const stop = await answered(new QueryClient());
    const probe = new QueryClient();
    await until(async () => {
      await restoreOfflineCache(probe);
      return probe.getQueryData(['day']) === 'my day';
    });
    clearSession();
    signIn('u2');
    stop();
    const next = new QueryClient();
    await restoreOfflineCache(next);
    expect(next.getQueryData(['day'])).toBeUndefined();
    // Nor for the first player coming back: signing out deleted it.
    signIn('u1');
    await restoreOfflineCache(next);
    expect(next.getQueryData(['day'])).toBeUndefined();
  });
});
