/**
 * Runtime configuration written by the API server into `/app-config.js` (loaded by index.html
 * before the app), so the API base, the public client pair and the push key change without a rebuild.
 */
type RuntimeConfig = { apiBase?: string; apiKey?: string; apiSecret?: string; pushKey?: string };

declare global {
  interface Window {
    __RALLY__?: RuntimeConfig;
  }
}

export function appConfig() {
  const config = window.__RALLY__ ?? {};
  return {
    apiBase: (config.apiBase ?? '/api').replace(/\/$/, ''),
    apiKey: config.apiKey ?? '',
    apiSecret: config.apiSecret ?? '',
    /** The server's VAPID public key (base64url) that devices subscribe to pushes with; empty: no pushes. */
    pushKey: config.pushKey ?? '',
  };
}
