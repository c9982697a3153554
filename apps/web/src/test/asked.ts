import { vi } from 'vitest';

/**
 * What the app has asked the server for so far (the path and its search, without the API base),
 * leaving out who is signed in (`/auth/me`, asked with the shell) and live streams (`/events`):
 * for the tests of a screen's opening data, which count what the screen asks again.
 */
export const asked = (): string[] =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .map((url) => `${url.pathname.replace(/^\/api/, '')}${url.search}`)
    .filter((path) => path !== '/auth/me' && !/\/events$/.test(new URL(path, 'http://api').pathname));
