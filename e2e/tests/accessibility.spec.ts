import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ZUser } from '@rally/contracts/users';
import { uniqueEmail } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import {
  expectAccessibleInBothSkins,
  expectNoAxeViolations,
  inBothSkins,
  LOADERS,
  TOASTS,
} from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { ownCompany } from '../support/people.ts';
import { putSession } from '../support/session.ts';

/**
 * axe-core on every screen of the foundation, in the light and the dark skin. The account screens
 * of the recovery flows are checked on the way through them (account-recovery.spec.ts).
 */
test.describe('accessibility (axe-core, light and dark skin)', () => {
  test('public screens', async ({ page }) => {
    test.slow(); // six screens, two skins each
    const screens = [
      { path: '/login', heading: 'Welcome back' },
      { path: '/error-404', heading: 'We could not find that page' },
      { path: '/not-authorized', heading: 'You are not allowed to open this page' },
      { path: '/under-maintenance', heading: 'Rally is being improved' },
      { path: '/error', heading: 'Something went wrong' },
      { path: '/pages/miscellaneous/coming-soon', heading: 'What comes next in Rally' },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expectAccessibleInBothSkins(page, screen.path);
    }
  });

  test('platform admin: the analytics dashboard', async ({ page, signInFast }) => {
    await signInFast('admin');
    await page.goto('/dashboard/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByText('Platform administrator · Rally')).toBeVisible();
    await expect(page.getByText('New users per week')).toBeVisible();
    await expectAccessibleInBothSkins(page, 'analytics dashboard (platform admin)');
  });

  test('platform admin: the overview dashboard', async ({ page, signInFast }) => {
    await signInFast('admin');
    await page.goto('/dashboard/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Acme Corporation', exact: true })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'overview dashboard');
  });

  test('platform admin: the mailbox and a message', async ({ page, request, signInFast }) => {
    test.slow();
    // Something of this test's own in the mailbox, to open.
    const { email } = (await ownCompany(request, { company: 'Axe', first: 'Ada' })).account;
    await signInFast('admin');
    await page.goto('/admin/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(email);
    await expect(page).toHaveURL(/[?&]q=/);
    // Subjects name no company (issue 10): the row of this test's own address holds the mail.
    const subject = page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('button', { name: 'Confirm your e-mail address for Rally' });
    await expect(subject).toBeVisible();
    // The kind of mail in words, not its template code.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: email })
        .getByRole('cell', { name: 'Address confirmation (sign-up)' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'E-mails' }).getByRole('row')).toHaveCount(2);
    await expectAccessibleInBothSkins(page, 'mailbox');
    // A dialog covers the header's skin switch: switch first, then open it.
    await inBothSkins(page, async (skin) => {
      await subject.click();
      const message = page.getByRole('dialog');
      await expect(message).toBeVisible();
      await expect(message.getByText(email).first()).toBeVisible();
      // The mail as sent is in a script-less sandboxed frame, where axe waits forever.
      await expectNoAxeViolations(page, `mailbox message, ${skin} skin`, { exclude: ['iframe[sandbox]'] });
      await page.keyboard.press('Escape');
      await expect(message).toBeHidden();
    });
  });

  test('player: the analytics dashboard and not-authorized', async ({ page, signInFast }) => {
    await signInFast('player');
    await page.goto('/dashboard/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByText('Player · Acme Corporation')).toBeVisible();
    await expectAccessibleInBothSkins(page, 'analytics dashboard (player)');

    await page.goto('/admin/mailbox');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are not allowed to open this page' }),
    ).toBeVisible();
    await expectAccessibleInBothSkins(page, 'not-authorized (signed in)');
  });

  test('client: access control', async ({ page, signInFast }) => {
    await signInFast('client');
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { level: 1, name: 'Access control' })).toBeVisible();
    await expectAccessibleInBothSkins(page, 'access control');
  });

  test('a toast can be closed by a button with a name', async ({ page, signInFast }) => {
    await signInFast('player');
    await page.goto('/users/settings');
    // Saving the settings as they are changes nothing, and says so in a toast.
    await page.getByRole('button', { name: 'Save settings' }).click();
    const toast = page.locator(TOASTS).filter({ hasText: 'Your settings have been saved.' });
    // Hovered, a toast stays open.
    await toast.hover();
    await expect(toast.getByRole('button', { name: 'Close' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include(TOASTS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('an open row menu and an open select list are inside a landmark', async ({ page, signInFast }) => {
    test.slow(); // two skins, two popovers each
    await signInFast('company_admin');
    await page.goto('/users/user-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const layer = page.getByRole('region', { name: 'Menus and lists' });
    const table = page.getByRole('table', { name: 'Users' });
    await inBothSkins(page, async (skin) => {
      // A row's "more" menu: all of axe's rules, none left out ("region" among them).
      await table
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      const menu = layer.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      await expectNoAxeViolations(page, `the users list with a row menu open, ${skin} skin`);
      // Looked at after axe's run, which stops the fade-in.
      await page.screenshot({ path: test.info().outputPath(`row-menu-${skin}.png`) });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      // A select's list of options.
      await page.getByRole('main').getByRole('combobox', { name: 'Status' }).click();
      const options = layer.getByRole('listbox');
      await expect(options).toBeVisible();
      await expect(options.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page, `the users list with a select list open, ${skin} skin`);
      await page.screenshot({ path: test.info().outputPath(`select-list-${skin}.png`) });
      await page.keyboard.press('Escape');
      await expect(options).toBeHidden();
    });
  });

  test('dialogs add no second banner', async ({ page, request }) => {
    await openDeleteUserDialog(page, request);
    const results = await new AxeBuilder({ page })
      .withRules(['landmark-no-duplicate-banner', 'landmark-unique'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('the red confirm button of a dangerous action is readable', async ({ page, request }) => {
    await openDeleteUserDialog(page, request);
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary)),
    ).toEqual([]);
  });

  test('a screen that is loading says so to assistive technology', async ({ page, signInFast }) => {
    await signInFast('admin');
    // The dashboard's figures are held back, so the loading screen stays while it is checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/dashboard/companyoverview', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/analytics');
    const loading = page.getByRole('status').filter({ has: page.locator(LOADERS) });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAccessibleName('Loading');
    const results = await new AxeBuilder({ page }).include(LOADERS).analyze();
    release();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

/** A company of the test's own with one player, and the dialog that asks before deleting them. */
async function openDeleteUserDialog(page: Page, request: APIRequestContext) {
  const { session } = await ownCompany(request, { company: 'Dialog', first: 'Dora' });
  const user = await callApi(
    request,
    session.accessToken,
    {
      method: 'POST',
      path: '/users',
      data: { fullName: 'Dan Dialog', email: uniqueEmail('dan'), role: 'player', sendInvitation: false },
    },
    { status: 201, schema: ZUser },
  );
  await putSession(page, session);
  await page.goto(`/users/profile/${user.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Dan Dialog?' })).toBeVisible();
}
