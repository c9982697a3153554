import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openPush, showPush } from '../lib/push-event.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The app's page as the server sends it: the built index.html with the runtime configuration
 * written in (apps/server/src/plugins/web.ts). Every address of the app answers that page, so it
 * is kept under `/`, which the server answers with it.
 */
const SHELL = '/';
/**
 * The server writes a fingerprint of the page it sends (build, runtime configuration, content
 * security policy) here as it serves this file (apps/server/src/plugins/service-worker.ts): a new
 * configuration makes a new worker, which fetches the new page, so an installed app never keeps
 * an old API key pair.
 */
const PAGE_FINGERPRINT = '__RALLY_PAGE_FINGERPRINT__';
/**
 * Addresses whose page is not the shell: the API (its interactive docs are a page), and the
 * onboarding page other sites frame, which the server sends with a wider `frame-ancestors`.
 */
const NOT_THE_SHELL = [/^\/api(\/|$)/, /^\/rally\/onboarding-iframe(\/|$)/];

// What the build wrote (the page, every screen's code and styles, the four languages, the icons),
// kept by Workbox under their revisions. Anything else (the API, its live streams, uploads, the
// runtime configuration, stored files) is not handled here: it goes to the network as it would
// without a worker.
precacheAndRoute(
  self.__WB_MANIFEST.map((entry) =>
    typeof entry !== 'string' && entry.url === 'index.html'
      ? { url: SHELL, revision: `${entry.revision}.${PAGE_FINGERPRINT}` }
      : entry,
  ),
);
cleanupOutdatedCaches();
// A visit opens from the cache: any page of the app is the shell, which draws the screen.
registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL), { denylist: NOT_THE_SHELL }));

// A new worker waits until the player asks for the new version (lib/service-worker.ts): taking
// over an open page on its own would remove the old chunks it still loads lazily.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first worker takes the page that installed it, so that page already works offline. An
// update takes over only once asked (above); the pages then reload into the new version.
clientsClaim();

// A push carries a notification type and its params (decision 0026): worded and shown here, and a
// tap opens its page in the app.
self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openPush(self.clients, event)));
