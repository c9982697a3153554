import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/**
 * The page's side of the service worker (decision 0027; the worker: `service-worker/sw.ts`).
 *
 * A new version's worker installs beside the running one and waits: the page is told
 * (`useUpdateWaiting`) and offers it; only when the player asks (`applyUpdate`) does it take over,
 * and every page it then controls reloads into the new version. So a page never runs old code
 * beside new chunks, and never loses the old chunks it still loads lazily.
 */

/**
 * A page left open (a wall screen, an app kept in the background) looks for a new version this
 * often at most; the browser itself looks only when a page of the app is opened.
 */
const CHECK_EVERY_MS = 15 * 60 * 1000;
// Offline, a look fails; the next one tries again.
const ignore = () => undefined;

let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean) {
  waiting = value;
  for (const listener of listeners) listener();
}

/** Registers the worker once the page has loaded, so its downloads never slow the first screen. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;
  // The first worker takes an uncontrolled page as it is; any later one is a new version.
  container.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  const start = async () => {
    // Workbox's page side loads with the registration, after the page has loaded: not part of
    // the first paint (issue 28).
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js');
    // Also when a worker was waiting before this page opened (a plain reload does not start it).
    workbox.addEventListener('waiting', () => setWaiting(true));
    workbox.register().catch(ignore);
    let lastCheck = Date.now();
    const check = () => {
      if (Date.now() - lastCheck < CHECK_EVERY_MS) return;
      lastCheck = Date.now();
      workbox?.update().catch(ignore);
    };
    setInterval(check, CHECK_EVERY_MS);
    // An installed app comes back from the background without a navigation, the browser's usual check.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  };
  const begin = () => void start().catch(ignore);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

/** Lets the waiting worker take over; the page reloads when it does (above). */
export function applyUpdate() {
  workbox?.messageSkipWaiting();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a new version is installed and waits for the player to reload into it. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => waiting);
}
