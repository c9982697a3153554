import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { putSession } from '../support/session.ts';

test.describe('webhooks', () => {
  test('a company admin adds an endpoint, copies its secret once, and sees a signed delivery arrive', async ({
    page,
    request,
  }) => {
    test.setTimeout(2 * 60_000);
    // A receiver on this machine (the server is told it may reach 127.0.0.1): it accepts everything.
    const got: { id: string; signature: string; type: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        got.push({
          id: String(req.headers['webhook-id']),
          signature: String(req.headers['webhook-signature']),
          type: JSON.parse(body).type,
        });
        res.writeHead(200).end('thanks');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rally`;
    try {
      const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
      await putSession(page, session);
      await page.goto('/admin/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('textbox', { name: /^Address/ }).fill(url);
      await page.getByRole('checkbox', { name: 'User created' }).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = page.getByLabel("The new endpoint's signing secret");
      await expect(secret).toBeFocused();
      await expect(secret).toHaveText(/^whsec_/);

      const created = await request.post('/api/users', {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data: { fullName: 'Hook Person', email: uniqueEmail('hook'), role: 'player', sendInvitation: false },
      });
      expect(created.status()).toBe(201);
      await expect.poll(() => got.length, { timeout: 20_000 }).toBe(1);
      expect(got[0]).toMatchObject({ type: 'user.created', signature: expect.stringMatching(/^v1,/) });

      const card = page.getByRole('article').or(page.locator('.mantine-Card-root')).filter({ hasText: url });
      await card.getByRole('button', { name: 'Deliveries' }).click();
      const row = page.getByRole('row', { name: /User created/ });
      await expect(row).toContainText('Delivered');
      await expect(row).toContainText('200');
      await expectAccessibleInSkinsAndPhone(page, 'Webhooks');

      await row.getByRole('button', { name: /^Send the User created event/ }).click();
      await expect(page.locator('#app-announcer-polite')).toHaveText('Sending again.');
      await expect.poll(() => got.length, { timeout: 20_000 }).toBe(2);
      expect(got[1]?.id).toBe(got[0]?.id);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
