import { test as base, expect, type Page } from '@playwright/test';
import type { TLoginResponse } from '@rally/contracts/auth';
import { DEMO, DEMO_PASSWORD } from './accounts.ts';
import { recordAlerts } from './alerts.ts';
import { getToken } from './api.ts';
import { putSession } from './session.ts';

export type TDemoRole = keyof typeof DEMO;
export type TCredentials = { email: string; password: string };

function credentialsOf(who: TDemoRole | TCredentials): TCredentials {
  return typeof who === 'string' ? { email: DEMO[who], password: DEMO_PASSWORD } : who;
}

/** The fields of /login, by their labels (English). */
export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'E-mail' }),
    password: page.getByRole('textbox', { name: 'Password', exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

/** Signs in on /login as a user does; resolves once the app has moved on from /login. */
export async function signInThroughUi(page: Page, who: TDemoRole | TCredentials) {
  const { email, password } = credentialsOf(who);
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/login/);
}

type TCachedAsset = { headers: Record<string, string>; body: Buffer };
/** The build's hashed, immutable files, fetched once per worker. */
const assetCache = new Map<string, TCachedAsset>();

type Fixtures = {
  /**
   * Serve `/assets/*` (hashed, immutable) from a cache shared by the worker's tests, like a browser
   * that has been to Rally before. Each test has a fresh browser context, hence an empty HTTP
   * cache: without this, every signed-in page load asks the server for about 60 files, and a run
   * soon passes the server's limit of 600 requests a minute per address (on static files too).
   * The bundle test turns it off to see what a first visit costs.
   */
  warmAssetCache: boolean;
  /** Signs in through the login screen (a demo role, or any account). */
  signIn: (who: TDemoRole | TCredentials) => Promise<void>;
  /**
   * Signs in through the API and puts the session into the browser as the app keeps it; the next
   * `page.goto` opens the app signed in. For tests whose subject is not signing in.
   */
  signInFast: (who: TDemoRole | TCredentials) => Promise<TLoginResponse>;
};

export const test = base.extend<Fixtures>({
  warmAssetCache: [true, { option: true }],
  context: async ({ context, warmAssetCache }, use) => {
    if (warmAssetCache) {
      await context.route(/\/assets\//, async (route) => {
        const url = route.request().url();
        let asset = assetCache.get(url);
        if (!asset) {
          try {
            const response = await route.fetch();
            if (response.status() !== 200) return await route.fulfill({ response });
            asset = { headers: response.headers(), body: await response.body() };
          } catch {
            // The page went on (navigation, end of test) while the file was on its way.
            return route.continue().catch(() => {});
          }
          assetCache.set(url, asset);
        }
        return route.fulfill({ status: 200, headers: asset.headers, body: asset.body }).catch(() => {});
      });
    }
    // Whatever a test does, the server never fails a request with an error of its own: a 5xx
    // answer to anything the app asked (a client's mistake is a 4xx) fails the test that saw it.
    const serverErrors: string[] = [];
    context.on('response', (response) => {
      if (response.status() >= 500) {
        serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    await recordAlerts(context);
    await use(context);
    expect(serverErrors, 'requests the server answered with an error of its own').toEqual([]);
  },
  signIn: async ({ page }, use) => {
    await use((who) => signInThroughUi(page, who));
  },
  signInFast: async ({ page, request }, use) => {
    await use(async (who) => {
      const { email, password } = credentialsOf(who);
      const session = await getToken(request, email, password);
      await putSession(page, session);
      return session;
    });
  },
});

export { expect };
