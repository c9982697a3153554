import { VitePWA } from 'vite-plugin-pwa';
import { paths } from './src/lib/paths.ts';
import { SKIN_COLOURS } from './src/lib/skin-colours.ts';

/**
 * Rally as an installable app (decision 0027): the web app manifest, and a service worker
 * (`src/service-worker/sw.ts`, Workbox) that keeps every file the build wrote, so a second visit
 * opens from the cache, without the network. The page registers it and offers a new version
 * (`lib/service-worker.ts`, `app/app-update.tsx`).
 */
export const pwaPlugin = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  // The page registers the worker itself, after it loaded, and asks before a new one takes over.
  injectRegister: false,
  registerType: 'prompt',
  injectManifest: {
    // The page, every chunk (each screen, the four languages), styles, icons and the manifest;
    // not the compressed copies (the server picks those by Accept-Encoding, the cache stores the
    // response as it came).
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
  },
  manifest: {
    id: '/play',
    name: 'Rally',
    short_name: 'Rally',
    description: 'Competitions that build better habits: log what you did, see your team climb.',
    lang: 'en',
    dir: 'ltr',
    start_url: paths.play.launch,
    scope: '/',
    display: 'standalone',
    background_color: SKIN_COLOURS.light,
    theme_color: SKIN_COLOURS.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
});
