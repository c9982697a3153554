import { randomUUID } from 'node:crypto';
import { ZSsoProvider } from '@rally/contracts/sso';
import { startOidcProvider } from '../../apps/server/test/oidc-provider.ts';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { expectAlertShown } from '../support/alerts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { expect, loginForm, test } from '../support/fixtures.ts';
import { putSession, storedSession } from '../support/session.ts';

test.describe('single sign-on', () => {
  test('a company admin adds their identity provider, and a new colleague signs in through it and lands on their home', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    test.setTimeout(3 * 60_000);
    // A real OpenID provider on a port this test opens; the suite's server may reach plain-http
    // issuers (SSO_ALLOW_INSECURE_ISSUERS in playwright.config.ts).
    const idp = await startOidcProvider([
      {
        client_id: 'rally-e2e',
        client_secret: 'e2e-client-secret',
        redirect_uris: [`${baseURL}/sso/callback`],
      },
    ]);
    const domain = `sso-${randomUUID().slice(0, 8)}.example`;
    const email = `new.colleague@${domain}`;
    idp.addAccount(email, { email, name: 'New Colleague' });
    try {
      const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
      await putSession(page, session);
      await page.goto('/admin/sso');
      await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('textbox', { name: /^Issuer URL/ }).fill(idp.issuer);
      await page.getByRole('textbox', { name: /^Client ID/ }).fill('rally-e2e');
      await page.getByLabel(/^Client secret/).fill('e2e-client-secret');
      const domains = page.getByRole('combobox', { name: 'E-mail domains' });
      await domains.fill(domain);
      await domains.press('Enter');
      await page.getByRole('switch', { name: /^Create players on first sign-in/ }).check();
      await page.getByRole('button', { name: 'Add provider' }).click();
      await expect(page.getByText('Identity provider added.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: `Delete the provider ${idp.issuer}` })).toBeVisible();
      await expect(page.getByText(domain, { exact: true })).toBeVisible();
      await expect(page.getByText('e2e-client-secret')).toHaveCount(0);
      await expectAccessibleInSkinsAndPhone(page, 'Single sign-on');

      // The colleague, in a browser of their own, with no Rally password.
      const context = await browser.newContext({ baseURL });
      // The provider's own pages ask for web fonts elsewhere: this test reaches only what it opened.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      const colleague = await context.newPage();
      try {
        await colleague.goto('/login');
        await loginForm(colleague).email.fill(email);
        await colleague.getByRole('button', { name: 'Continue with your company account' }).click();
        await colleague.waitForURL((url) => url.href.startsWith(idp.issuer), { timeout: 30_000 });
        await colleague.locator('input[name="login"]').fill(email);
        await colleague.locator('input[name="password"]').fill('any');
        await colleague.locator('button[type="submit"]').click();
        // The provider's consent page, then back to Rally's callback, which opens the session.
        await colleague.locator('button[type="submit"]').click();
        await expect(colleague).toHaveURL('/play', { timeout: 30_000 });
        expect(await storedSession(colleague)).not.toBeNull();
      } finally {
        await context.close();
      }
    } finally {
      await idp.close();
    }
  });

  test('a company admin edits an identity provider on a phone, the secret left empty to keep it, then deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(2 * 60_000);
    const tag = randomUUID().slice(0, 8);
    const issuer = `https://login-${tag}.example`;
    const domain = `edit-${tag}.example`;
    const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
    await callApi(
      request,
      session.accessToken,
      {
        method: 'POST',
        path: '/company/sso/providers',
        data: { issuer, clientId: 'rally', clientSecret: 'e2e-edit-secret', domains: [domain] },
      },
      { status: 201, schema: ZSsoProvider },
    );
    await putSession(page, session);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/sso');
    const editButton = page.getByRole('button', { name: `Edit the provider ${issuer}` });
    await expect(editButton).toBeVisible({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Edit identity provider' });

    // The dialog in both skins, at 390 px; cancelling gives focus back to the Edit button.
    await inBothSkins(page, async (skin) => {
      await editButton.click();
      await expect(dialog.getByRole('textbox', { name: /^Issuer URL/ })).toHaveValue(issuer);
      await expectNoAxeViolations(page, `the provider's edit dialog, ${skin} skin, 390 px`);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(editButton).toBeFocused();
    });

    await editButton.click();
    await expect(dialog.getByLabel(/^New client secret/)).toHaveValue('');
    await expect(dialog.getByText(/^Leave empty to keep the current secret/)).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Client ID/ }).fill('rally-renamed');
    const domains = dialog.getByRole('combobox', { name: 'E-mail domains' });
    await domains.fill(`second-${domain}`);
    await domains.press('Enter');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expectAlertShown(page, 'Identity provider saved.');
    await expect(editButton).toBeFocused();
    const card = page.getByRole('listitem').filter({ has: editButton });
    await expect(card.getByText('rally-renamed', { exact: true })).toBeVisible();
    await expect(card.getByText(`second-${domain}`, { exact: true })).toBeVisible();
    await expect(page.getByText('e2e-edit-secret')).toHaveCount(0);

    // Deleting asks first (the shared remove dialog), then focus goes where a provider is added.
    await page.getByRole('button', { name: `Delete the provider ${issuer}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this identity provider?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectAlertShown(page, 'Identity provider deleted.');
    await expect(editButton).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Issuer URL/ })).toBeFocused();
  });

  test('an e-mail of a domain no provider serves is told so on the sign-in page, and stays there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    // On a phone the button's whole label shows (it wraps rather than being cut off).
    const label = page
      .getByRole('button', { name: 'Continue with your company account' })
      .locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await loginForm(page).email.fill(`someone@nobody-${randomUUID().slice(0, 8)}.example`);
    await page.getByRole('button', { name: 'Continue with your company account' }).click();
    await expect(page.getByText('No company signs in with this e-mail domain.').first()).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(loginForm(page).email).toBeFocused();
  });
});
