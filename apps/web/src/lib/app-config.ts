/**
 * Runtime configuration written by the API server into `/app-config.js` (loaded by index.html
 * before the app), so the API base and the public client pair change without a rebuild.
 */
type RuntimeConfig = { apiBase?: string; apiKey?: string; apiSecret?: string };

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
  };
}
