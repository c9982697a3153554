import { DEMO, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { putSession } from '../support/session.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

test.describe('provisioning (SCIM)', () => {
  test('a company admin creates a token once, and a directory adds, disables and removes a user with it', async ({
    page,
    request,
  }) => {
    test.setTimeout(2 * 60_000);
    const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
    await putSession(page, session);
    await page.goto('/admin/provisioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Provisioning (SCIM)' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/\/api\/scim\/v2$/)).toBeVisible();
    await page.getByRole('textbox', { name: /^Token name/ }).fill('Entra ID');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = page.getByLabel('The new SCIM token');
    await expect(secret).toBeFocused();
    const token = (await secret.textContent()) ?? '';
    expect(token).toMatch(/^scim_/);
    await page.screenshot({ path: '/tmp/scim/provisioning-light.png', fullPage: true });
    await expectAccessibleInSkinsAndPhone(page, 'Provisioning');

    // The directory, as Entra ID calls it.
    const scim = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
    const email = uniqueEmail('scim');
    const created = await request.post('/api/scim/v2/Users', {
      headers: scim,
      data: {
        schemas: [USER],
        userName: email,
        name: { givenName: 'Ada', familyName: 'Scim' },
        active: true,
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as string;
    const off = await request.patch(`/api/scim/v2/Users/${id}`, {
      headers: scim,
      data: { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
    });
    expect((await off.json()).active).toBe(false);
    expect((await request.delete(`/api/scim/v2/Users/${id}`, { headers: scim })).status()).toBe(204);
    expect((await request.get(`/api/scim/v2/Users/${id}`, { headers: scim })).status()).toBe(404);

    // The screen says when the token was last used; revoking it stops the directory at once.
    await page.reload();
    const row = page.getByRole('row', { name: /Entra ID/ }).last();
    await expect(row).not.toContainText('Never', { timeout: 20_000 });
    await page.screenshot({ path: '/tmp/scim/provisioning-listed.png', fullPage: true });
    await row.getByRole('button', { name: 'Revoke the token Entra ID' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.locator('#app-announcer-polite')).toHaveText('Token Entra ID revoked.');
    await expect(page.getByRole('textbox', { name: /^Token name/ })).toBeFocused();
    expect((await request.get('/api/scim/v2/Users', { headers: scim })).status()).toBe(401);
  });
});
