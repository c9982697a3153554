import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { expect, loginForm, test } from '../support/fixtures.ts';

test.describe('where a visitor may go', () => {
  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/screen?here=1');
    await expect(page).toHaveURL('/error-404');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Rally');
    await page.getByRole('link', { name: 'Back to Rally' }).click();
    // Signed out, home is the sign-in screen.
    await expect(page).toHaveURL(/\/login/);
  });

  test('signed in, an unknown address shows the not-found page too', async ({ page, signInFast }) => {
    await signInFast('player');
    await page.goto('/dashboard/nowhere');
    await expect(page).toHaveURL('/error-404');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Rally' }).click();
    // A player's home is their games.
    await expect(page).toHaveURL('/play');
  });

  test('a player opening admin screens is told they are not authorized', async ({ page, signInFast }) => {
    await signInFast('player');
    for (const screen of ['/admin/mailbox', '/users/user-list']) {
      await page.goto(screen);
      await expect(page).toHaveURL('/not-authorized');
      await expect(
        page.getByRole('heading', { level: 1, name: 'You are not allowed to open this page' }),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Rally' }).click();
    // A player's home is their games.
    await expect(page).toHaveURL('/play');
  });

  test('the navigation offers a player only what a player may open', async ({ page, signInFast }) => {
    await signInFast('player');
    await page.goto('/dashboard/analytics');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Mailbox' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'All users' })).toHaveCount(0);
  });

  test('signed out, a protected screen asks to sign in and then opens', async ({ page }) => {
    await page.goto('/admin/mailbox');
    await expect(page).toHaveURL('/login?from=%2Fadmin%2Fmailbox');
    const form = loginForm(page);
    await form.email.fill(DEMO.admin);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL('/admin/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  });

  test('the groups of the side navigation fold and unfold by keyboard', async ({ page, signInFast }) => {
    await signInFast('player');
    await page.goto('/dashboard/analytics');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const group = navigation.getByRole('button', { name: 'Dashboard' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'Analytics' })).toBeHidden();
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: 'Analytics' })).toBeVisible();
  });
});
