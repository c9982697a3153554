import { newPassword, unique, uniqueEmail } from '../support/accounts.ts';
import { expectAlertShown } from '../support/alerts.ts';
import { expectAccessibleInBothSkins } from '../support/axe.ts';
import { expect, loginForm, signInThroughUi, test } from '../support/fixtures.ts';
import { codeIn, linkIn, waitForMail } from '../support/mailbox.ts';
import { ownCompany } from '../support/people.ts';

test.describe('registering and getting back into an account', () => {
  test('a visitor registers a company, then resets the forgotten password with an e-mailed code', async ({
    page,
    request,
  }) => {
    test.slow(); // a whole journey through seven screens
    const email = uniqueEmail('otp');
    const fullName = `Olga ${unique('Otp')}`;
    const companyName = `Otter ${unique('Works')}`;
    const firstPassword = newPassword();

    // Register: a new company on a free trial, started by the link mailed to confirm the address.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Start a free trial' }).click();
    await expect(page).toHaveURL('/rally/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'register');
    await page.getByRole('textbox', { name: 'Company name' }).fill(companyName);
    await page.getByRole('textbox', { name: 'Your name' }).fill(fullName);
    await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your mail' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`We have sent ${email} a link`);
    const confirmLink = linkIn(await waitForMail(request, email, 'confirmEmail'));
    expect(confirmLink).toMatch(/^\/rally\/confirm-email\/[^/]+$/);
    // Confirming signs the new company admin in: they land at home, on its heading, told so.
    await page.goto(confirmLink);
    await expect(page).toHaveURL('/dashboard/analytics');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expectAlertShown(
      page,
      'Your e-mail is confirmed and your free trial has started. You are signed in.',
    );
    await expect(page.getByText(`Company administrator · ${companyName}`)).toBeVisible();

    // Sign out, and forget the password.
    await page.getByRole('button', { name: new RegExp(`account menu of ${fullName}$`) }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL('/login');

    // forgot-otp: ask for a code.
    await page.getByRole('link', { name: 'Reset your password with an e-mailed code' }).click();
    await expect(page).toHaveURL('/rally/forgot-otp');
    await expect(page.getByRole('heading', { level: 1, name: 'Get a code by e-mail' })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'forgot-otp');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();

    // set-otp: the six digits from the e-mail.
    await expect(page).toHaveURL(/\/rally\/set-otp\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    await expect(page.getByText(`If an account exists for ${email}, we have sent it a code.`)).toBeVisible();
    await expectAccessibleInBothSkins(page, 'set-otp');
    const code = codeIn(await waitForMail(request, email, 'otp'));
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);

    // reset-otp: the new password.
    await expect(page).toHaveURL(/\/rally\/reset-otp\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'reset-otp');
    const secondPassword = newPassword();
    await page.getByRole('textbox', { name: 'New password' }).fill(secondPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL('/dashboard/analytics');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByText(`Company administrator · ${companyName}`)).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`account menu of ${fullName}$`) }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL('/login');

    // The old password no longer works; the new one does.
    const form = loginForm(page);
    await form.email.fill(email);
    await form.password.fill(firstPassword);
    await form.submit.click();
    // The toast of the reset may still show: the refusal is the alert that says so.
    await expect(page.getByRole('alert').filter({ hasText: 'Email or Password is Invalid' })).toBeVisible();
    await signInThroughUi(page, { email, password: secondPassword });
    await expect(page).toHaveURL('/dashboard/analytics');
    await expect(page.getByText(`Company administrator · ${companyName}`)).toBeVisible();
  });

  test('a user resets the forgotten password with the e-mailed link and lands signed in', async ({
    page,
    request,
  }) => {
    test.slow(); // a whole journey through four screens
    const { email, fullName } = (await ownCompany(request, { company: 'Lynx', first: 'Liam' })).account;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/rally/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'forgot-password');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

    const link = linkIn(await waitForMail(request, email, 'resetLink'));
    expect(link).toMatch(/^\/rally\/reset-password\/[^/]+$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await expectAccessibleInBothSkins(page, 'reset-password');
    const password = newPassword();
    await page.getByRole('textbox', { name: 'New password' }).fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();

    // Signed in with the new password, at home: the focus on the home screen's heading, told so.
    await expect(page).toHaveURL('/dashboard/analytics');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expectAlertShown(
      page,
      'Your password has been changed and you are signed in. Every other session was ended.',
    );
    await page.getByRole('button', { name: new RegExp(`account menu of ${fullName}$`) }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL('/login');

    // A link works once.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link can no longer be used' })).toBeVisible();

    await signInThroughUi(page, { email, password });
    await expect(page).toHaveURL('/dashboard/analytics');
  });
});
