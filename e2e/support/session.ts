import { expect, type Page } from '@playwright/test';
import type { TLoginResponse } from '@rally/contracts/auth';

/** The keys under which the web app keeps the session (`apps/web/src/lib/session.ts`). */
export const SESSION_KEYS = {
  user: 'rally.user',
  accessToken: 'rally.accessToken',
  refreshToken: 'rally.refreshToken',
  rememberMe: 'rally.rememberMe',
} as const;

/** Other preferences the app keeps in localStorage (`lib/preferences.ts`, `lib/i18n.ts`). */
export const PREFERENCE_KEYS = {
  skin: 'rally.skin',
  layout: 'rally.layout',
  language: 'rally.language',
} as const;

/**
 * Starts the session in this browser exactly as the app does after signing in, without the login
 * screen: for tests whose subject is not signing in. Lands on a static file of the origin, so the
 * next navigation is the app's first load, signed in.
 */
export async function putSession(page: Page, session: TLoginResponse) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.user, JSON.stringify(session.user));
      localStorage.setItem(keys.accessToken, session.accessToken);
      localStorage.setItem(keys.refreshToken, session.refreshToken);
      localStorage.setItem(keys.rememberMe, 'false');
    },
    { keys: SESSION_KEYS, session },
  );
}

/** What the browser holds of the session now (null: signed out). */
export async function storedSession(page: Page) {
  return page.evaluate((keys) => {
    const user = localStorage.getItem(keys.user);
    const accessToken = localStorage.getItem(keys.accessToken);
    return user && accessToken ? { user: JSON.parse(user) as { email: string }, accessToken } : null;
  }, SESSION_KEYS);
}

/**
 * Waits until the app has taken in the settings saved with the account: on opening, the app asks
 * the server for them (with the session user, `GET /api/auth/me`) and applies them when they come (a switch made meanwhile is kept; see "a
 * language chosen while the saved settings are on their way is kept"), so a test starts from them.
 */
export async function settingsApplied(page: Page) {
  const signedIn = await page.evaluate((key) => localStorage.getItem(key) !== null, SESSION_KEYS.user);
  // Signed in, the shell asks for them: the browser records a resource timing entry once their
  // answer's body is in, and the app applies them on its next renders (done by the second frame).
  // "Network idle" alone does not do: a screen with a live stream open never goes idle. It still
  // answers for the screens outside the shell (signed out, or not-authorized), which never ask.
  const settingsPath = signedIn ? '/api/auth/me' : null;
  const settingsIn = async () => {
    if (!settingsPath) return new Promise<void>(() => {});
    await expect
      .poll(
        () =>
          page.evaluate(
            (path) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path)),
            settingsPath,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  };
  // The one that loses stays pending until the page closes: its failure then means nothing.
  const idle = page.waitForLoadState('networkidle');
  const applied = settingsIn();
  idle.catch(() => {});
  applied.catch(() => {});
  await Promise.race([idle, applied]);
}
