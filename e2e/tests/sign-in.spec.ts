import { ZGamePage } from '@rally/contracts/games';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { expect, loginForm, test } from '../support/fixtures.ts';
import { storedSession } from '../support/session.ts';

test.describe('signing in', () => {
  test('a platform admin lands on the analytics dashboard', async ({ page, signIn }) => {
    await signIn('admin');
    await expect(page).toHaveURL('/dashboard/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByText('Platform administrator · Rally')).toBeVisible();
  });

  test('a player lands on their home: the running game and its checklist', async ({ page, signIn }) => {
    await signIn('player');
    await expect(page).toHaveURL('/play');
    await expect(page.getByRole('heading', { level: 1, name: 'Spring Into Health' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  });

  test('a company admin lands on the view of their running game', async ({ page, request, signIn }) => {
    // The running demo game of the company, as the API lists it.
    const { accessToken } = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
    const running = await callApi(
      request,
      accessToken,
      { method: 'GET', path: '/competition/all', params: { phase: 'running' } },
      { schema: ZGamePage },
    );
    const [game] = running.data;
    expect(game, 'the demo company has a running game').toBeDefined();

    await signIn('company_admin');
    await expect(page).toHaveURL(`/games/game-view/${game?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: game?.name })).toBeVisible();
  });

  test('a client lands on access control', async ({ page, signIn }) => {
    await signIn('client');
    await expect(page).toHaveURL('/access-control');
    await expect(page.getByRole('heading', { level: 1, name: 'Access control' })).toBeVisible();
  });

  test('a wrong password is refused with a message, and nobody is signed in', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(DEMO.player);
    await form.password.fill('not-the-password');
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');
    await expect(page).toHaveURL('/login');
    expect(await storedSession(page)).toBeNull();
  });

  test('a password field in error still shows where the focus is (1.4.11, 2.4.7)', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(DEMO.player);
    await form.submit.click();
    // Refused for the empty password: the field is red, focused or not, so its focus shows as a ring
    // around the drawn field (the <input> sits inside it, beside the show button).
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await form.password.focus();
    const field = page.locator('.mantine-Input-input', { has: form.password });
    await expect(field).toHaveCSS('outline-style', 'solid');
  });

  test('signing in with the keyboard only', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await expect(form.email).toBeVisible();
    for (
      let presses = 0;
      presses < 15 && !(await form.email.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(form.email).toBeFocused();
    await page.keyboard.type(DEMO.player);
    await page.keyboard.press('Tab');
    await expect(form.password).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/play');
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  });

  test('signing out ends the session and protected screens ask to sign in again', async ({
    page,
    signIn,
  }) => {
    await signIn('player');
    await expect(page).toHaveURL('/play');
    await page.getByRole('button', { name: /account menu of Pedro Player$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL('/login');
    expect(await storedSession(page)).toBeNull();

    await page.goto('/dashboard/analytics');
    await expect(page).toHaveURL('/login?from=%2Fdashboard%2Fanalytics');
    await expect(loginForm(page).submit).toBeVisible();
  });
});
