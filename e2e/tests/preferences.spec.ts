import type { APIRequestContext, Page } from '@playwright/test';
import deAuth from '../../apps/web/src/locales/de/auth.json' with { type: 'json' };
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import deDashboard from '../../apps/web/src/locales/de/dashboard.json' with { type: 'json' };
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import frAuth from '../../apps/web/src/locales/fr/auth.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import ptAuth from '../../apps/web/src/locales/pt/auth.json' with { type: 'json' };
import ptCommon from '../../apps/web/src/locales/pt/common.json' with { type: 'json' };
import { expect, test } from '../support/fixtures.ts';
import { ownCompany } from '../support/people.ts';
import { PREFERENCE_KEYS, putSession, settingsApplied } from '../support/session.ts';

/** The words the tests look for, from the app's own translation files. */
const LANGUAGES = [
  { code: 'de', name: 'Deutsch', auth: deAuth, common: deCommon },
  { code: 'fr', name: 'Français', auth: frAuth, common: frCommon },
  { code: 'pt', name: 'Português', auth: ptAuth, common: ptCommon },
] as const;

/** The language switcher, whatever language it is labelled in now. */
function languageSelect(page: Page) {
  const labels = [enCommon, ...LANGUAGES.map((l) => l.common)].map((c) => c.preferences.language);
  return page.getByRole('combobox', { name: new RegExp(`^(${labels.join('|')})$`) });
}

async function freshAccount(page: Page, request: APIRequestContext) {
  const { account, session } = await ownCompany(request, { company: 'Prefs', first: 'Pia' });
  await putSession(page, session);
  return { fullName: account.fullName };
}

test.describe('language', () => {
  for (const language of LANGUAGES) {
    test(`the sign-in screen switches to ${language.name} and stays so after a reload`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: enAuth.login.heading })).toBeVisible();
      expect(language.auth.login.heading).not.toBe(enAuth.login.heading);

      await languageSelect(page).selectOption(language.code);
      const heading = page.getByRole('heading', { level: 1, name: language.auth.login.heading });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('button', { name: language.auth.login.submit, exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: language.auth.fields.email })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page).toHaveTitle(`${language.auth.login.title} · Rally`);

      await page.reload();
      await expect(heading).toBeVisible();
      await expect(languageSelect(page)).toHaveValue(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    });
  }

  test('signed in, the whole shell switches to German and stays so after a reload', async ({
    page,
    request,
  }) => {
    await freshAccount(page, request);
    await page.goto('/dashboard/analytics');
    const navigation = page.getByRole('navigation', { name: enCommon.shell.navigation });
    await expect(navigation.getByText(enCommon.nav.settings, { exact: true })).toBeVisible();
    await settingsApplied(page);

    await languageSelect(page).selectOption('de');
    const germanNavigation = page.getByRole('navigation', { name: deCommon.shell.navigation });
    await expect(germanNavigation.getByText(deCommon.nav.settings, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: deDashboard.analytics.title })).toBeVisible();
    await expect(page.getByRole('button', { name: deCommon.preferences.skinDark })).toBeVisible();

    await page.reload();
    await expect(germanNavigation.getByText(deCommon.nav.settings, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: deDashboard.analytics.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a language chosen while the saved settings are on their way is kept', async ({ page, request }) => {
    await freshAccount(page, request);
    // The saved settings come back after the switch, and before the switch has been saved.
    const gates = { GET: Promise.withResolvers<void>(), PUT: Promise.withResolvers<void>() };
    // They come with the session user (`GET /auth/me`); a switch is saved with `PUT .../settings`.
    await page.route(/\/api\/(auth\/me|users\/[^/]+\/settings)$/, async (route) => {
      const method = route.request().method();
      if (method === 'GET' || method === 'PUT') await gates[method].promise;
      await route.continue();
    });
    await page.goto('/dashboard/analytics');
    await languageSelect(page).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const loaded = page.waitForResponse(
      (r) => r.url().endsWith('/auth/me') && r.request().method() === 'GET',
    );
    gates.GET.resolve();
    await loaded;
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/settings') && r.request().method() === 'PUT',
    );
    gates.PUT.resolve();
    // Both answers are in (no fixed wait): what they could have undone has had its chance.
    await (await saved).finished();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(languageSelect(page)).toHaveValue('de');
  });
});

test.describe('skin and layout', () => {
  test('the dark skin and the top navigation are kept after a reload', async ({ page, request }) => {
    await freshAccount(page, request);
    await page.goto('/dashboard/analytics');
    const html = page.locator('html');
    const sideNavigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(sideNavigation.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await settingsApplied(page);

    await page.getByRole('button', { name: 'Switch to dark skin' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light skin' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to top navigation' }).click();
    const topNavigation = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await expect(topNavigation.getByRole('button', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to side navigation' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEYS.layout)).toBe(
      'horizontal',
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(topNavigation.getByRole('button', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to side navigation' })).toBeVisible();

    // The top navigation works: its menu leads to a screen.
    await topNavigation.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/settings/faq');

    // And back to the side navigation.
    await page.getByRole('button', { name: 'Switch to side navigation' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }),
    ).toBeVisible();
  });
});
