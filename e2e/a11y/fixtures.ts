import type { Page } from '@playwright/test';
import { ZActivityPage } from '@rally/contracts/activities';
import type { TLoginResponse } from '@rally/contracts/auth';
import type { TGame } from '@rally/contracts/games';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { test as base, expect, type TDemoRole } from '../support/fixtures.ts';
import { demoGame } from '../support/game-setup.ts';
import { PREFERENCE_KEYS, SESSION_KEYS } from '../support/session.ts';

export type TSkin = 'light' | 'dark';
export const SKINS: TSkin[] = ['light', 'dark'];

/** The demo company's running game, "Spring Into Health", its first habit and behaviour, and the demo accounts. */
export type TDemo = {
  game: TGame;
  activity: { id: string };
  behaviour: { id: string };
  me: { id: string; companyId: string };
  /** The demo player: their profile shows games, places and logs. */
  player: { id: string };
};

/**
 * A session is reused by a worker's tests for five minutes, half the access token's life: no test
 * of this project lets the app refresh it (which would retire the refresh token the next test puts
 * in), and each screen costs no password check.
 */
const SESSION_REUSE_MS = 5 * 60_000;

type WorkerFixtures = {
  /** A session of a demo role, signed in through the API. */
  sessionOf: (role: TDemoRole) => Promise<TLoginResponse>;
  demo: TDemo;
};

type TestFixtures = {
  /**
   * Opens `path` in `skin` (and `language`) as the app shows it to `who`: the skin the browser
   * keeps and, signed in, the one the account's saved settings bring (answered for this page only,
   * so tests side by side on the same demo account never see each other's skin).
   */
  openAs: (
    who: TDemoRole | 'signed out',
    path: string,
    look: { skin: TSkin; language?: 'de' },
  ) => Promise<void>;
};

/**
 * Turns the open page to `skin` as another tab of the app does when the skin is switched there:
 * the skin is put where the app keeps it, and the page hears of it by the storage event Mantine's
 * colour scheme manager listens to. Nothing is saved with the account, so tests side by side on the
 * same demo account never see each other's skin.
 */
async function showSkin(page: Page, skin: TSkin) {
  await page.evaluate(
    ({ key, skin }) => {
      localStorage.setItem(key, skin);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: skin, storageArea: localStorage }));
    },
    { key: PREFERENCE_KEYS.skin, skin },
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
}

/**
 * `check` on the page in the light skin it opened in, then again once turned dark in place: one
 * load for both skins (loading a screen takes as long as axe's run on it, and the browser tests are
 * most of CI's time).
 */
export async function lightThenDark(page: Page, check: (skin: TSkin) => Promise<void>) {
  await check('light');
  await showSkin(page, 'dark');
  await check('dark');
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessionOf: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const sessions = new Map<TDemoRole, { at: number; session: TLoginResponse }>();
      await use(async (role) => {
        const kept = sessions.get(role);
        if (kept && Date.now() - kept.at < SESSION_REUSE_MS) return kept.session;
        const at = Date.now();
        const session = await getToken(request, DEMO[role], DEMO_PASSWORD);
        sessions.set(role, { at, session });
        return session;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  demo: [
    async ({ playwright, sessionOf }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const { accessToken, user: me } = await sessionOf('company_admin');
      const game = await demoGame(request, accessToken);
      const activities = await callApi(
        request,
        accessToken,
        { method: 'GET', path: `/task/competition/${game.id}/1` },
        { schema: ZActivityPage },
      );
      const activity = activities.result.find((a) => a.subtasks.length > 0);
      const behaviour = activity?.subtasks[0];
      if (!activity || !behaviour) throw new Error('the demo game has no habit with a behaviour');
      const player = (await sessionOf('player')).user;
      await use({ game, activity, behaviour, me, player });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  openAs: async ({ page, sessionOf }, use) => {
    await use(async (who, path, { skin, language = 'en' }) => {
      const look = { skin, language, layout: 'vertical' };
      const session = who === 'signed out' ? null : await sessionOf(who);
      // Before the app's first script: the session (as the app keeps it after signing in) and the
      // look, so the first load is the one checked.
      await page.addInitScript(
        ({ keys, look, session }) => {
          localStorage.setItem(keys.skin, look.skin);
          localStorage.setItem(keys.language, look.language);
          localStorage.setItem(keys.layout, look.layout);
          if (!session) return;
          localStorage.setItem(session.keys.user, JSON.stringify(session.value.user));
          localStorage.setItem(session.keys.accessToken, session.value.accessToken);
          localStorage.setItem(session.keys.refreshToken, session.value.refreshToken);
          localStorage.setItem(session.keys.rememberMe, 'false');
        },
        { keys: PREFERENCE_KEYS, look, session: session && { keys: SESSION_KEYS, value: session } },
      );
      // The saved settings the account brings say the same: nothing changes when they arrive.
      if (session) {
        await page.route('**/api/auth/me', async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          body.settings = { ...body.settings, ...look };
          await route.fulfill({ response, json: body });
        });
      }
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
    });
  },
});

export { expect };

/** The two sizes screens are checked at: a phone, and a laptop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;
export type TViewport = keyof typeof VIEWPORTS;

export type TScreen = {
  /** Named as a user would: "games list", "game set-up: teams". */
  name: string;
  who: TDemoRole | 'signed out';
  path: string | ((demo: TDemo) => string);
  viewports: TViewport[];
  /** The level-1 heading the screen shows once drawn (any level-1 heading when left out). */
  heading?: string;
  language?: 'de';
  /** What else shows the screen is drawn with its data, before axe runs. */
  ready?: (page: Page) => Promise<void>;
};
