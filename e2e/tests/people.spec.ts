import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { unique, uniqueEmail } from '../support/accounts.ts';
import { expectAccessibleInBothSkins, expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { ownCompany } from '../support/people.ts';
import { putSession } from '../support/session.ts';

/**
 * A company admin of a company of the test's own (registered through the API), signed in: the
 * users, uploads and notifications of the test are nobody else's.
 */
async function ownCompanyAdmin(page: Page, request: APIRequestContext) {
  const { account, session } = await ownCompany(request, { company: 'People', first: 'Cora' });
  await putSession(page, session);
  return { companyName: account.companyName, user: session.user };
}

/** Picks an option of a Mantine select by the select's label and the option's text. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('main').getByRole('combobox', { name: label, exact: true });
  await select.click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

test.describe('people', () => {
  test('a company admin creates a user, who is invited, then edits them', async ({ page, request }) => {
    const { companyName } = await ownCompanyAdmin(page, request);
    const email = uniqueEmail('new-user');
    const fullName = `Nora ${unique('New')}`;

    await page.goto('/users/user-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page).toHaveURL('/users/user-configuration');
    await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Full name' }).fill(fullName);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Role' })).toHaveValue('Player');
    await expect(page.getByRole('checkbox', { name: 'Send an invitation e-mail' })).toBeChecked();
    await page.getByRole('button', { name: 'Create user' }).click();

    await expect(page).toHaveURL(/\/users\/profile\/[^/]+$/);
    await expect(page.getByText(`${fullName} was created and invited by e-mail.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(page.getByRole('link', { name: email })).toBeVisible();
    await expect(page.getByText('Invited', { exact: true })).toBeVisible();
    const invitation = await waitForMail(request, email, 'invite');
    expect(linkIn(invitation)).toMatch(/^\/rally\/set-password\/[^/]+$/);

    // Edit: a new name and the client role.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/users\/user-configuration\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${fullName}` })).toBeVisible();
    const renamed = `${fullName} Renamed`;
    await page.getByRole('textbox', { name: 'Full name' }).fill(renamed);
    await choose(page, 'Role', 'Client');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/users\/profile\/[^/]+$/);
    await expect(page.getByText(`${renamed} was saved.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('Client', { exact: true })).toBeVisible();

    // The list shows the edited user, in this company.
    await page.goto('/users/user-list');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
    const row = page.getByRole('row', { name: new RegExp(renamed) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Client');
    await expect(page.getByText(companyName)).toHaveCount(0); // a company admin sees no company column
  });

  test('a company admin previews a CSV with good and bad rows, confirms it, and sees the result of each row; the bell counts the news', async ({
    page,
    request,
  }) => {
    test.slow();
    await ownCompanyAdmin(page, request);
    const good = [uniqueEmail('up-one'), uniqueEmail('up-two')];
    const csv = [
      'fullName,email,role,language',
      `Uma Upload,${good[0]},player,en`,
      `Udo Upload,${good[1]},client,de`,
      'Bad Email,not-an-e-mail,player,en',
      `X,${uniqueEmail('short-name')},player,en`,
      `Rita Role,${uniqueEmail('bad-role')},wizard,en`,
    ].join('\n');
    const fileName = `${unique('people')}.csv`;

    await page.goto('/users/user-upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk upload' })).toBeVisible();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });

    // First a preview: what would happen to each row; nothing is saved yet.
    await expect(page.getByRole('heading', { name: `Check ${fileName} before saving` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('2 new accounts and invitation e-mails')).toBeVisible();
    await expect(page.getByText('3 rows refused')).toBeVisible();
    const previewRows = page.getByRole('table', { name: 'Rows of the file' });
    await expect(previewRows.getByRole('row', { name: /not-an-e-mail/ })).toContainText(
      'The e-mail is not a valid e-mail address.',
    );
    // Each row's role and language as the file gives them.
    await expect(previewRows.getByRole('row', { name: new RegExp(good[1] ?? '') })).toContainText('Deutsch');
    await expect(previewRows.getByRole('row', { name: /bad-role/ })).toContainText('wizard');
    await expectAccessibleInBothSkins(page, 'upload preview');

    // Leaving the screen keeps the preview: the menu's way back (no job in the URL) reopens it.
    await page.goto('/users');
    await page.goto('/users/user-upload');
    await expect(page.getByRole('heading', { name: `Check ${fileName} before saving` })).toBeVisible({
      timeout: 30_000,
    });

    // The refused rows as a CSV to fix, with their reasons.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the 3 refused rows (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${fileName.replace(/\.csv$/, '')} - refused rows.csv`);
    const refusedCsv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(refusedCsv[0]).toBe('Row,Full name,E-mail,Role,Language,Reason');
    expect(refusedCsv).toHaveLength(5); // the header, three rows and the last line end

    await page.getByRole('button', { name: 'Save 2 rows' }).click();

    await expect(page.getByRole('heading', { name: `Result of ${fileName}` })).toBeVisible({
      timeout: 30_000,
    });
    const summary = page.getByRole('list').filter({ hasText: 'Created' }).first();
    await expect(summary.getByRole('listitem').filter({ hasText: 'Created' })).toContainText('2');
    await expect(summary.getByRole('listitem').filter({ hasText: 'Failed' })).toContainText('3');

    const rows = page.getByRole('table', { name: 'Rows' });
    await expect(rows.getByRole('row', { name: new RegExp(good[0] ?? '') })).toContainText('Created');
    await expect(rows.getByRole('row', { name: new RegExp(good[1] ?? '') })).toContainText('Created');
    await expect(rows.getByRole('row', { name: /not-an-e-mail/ })).toContainText(
      'The e-mail is not a valid e-mail address.',
    );
    await expect(rows.getByRole('row', { name: /short-name/ })).toContainText(
      'The full name must be 2 to 120 characters.',
    );
    await expect(rows.getByRole('row', { name: /bad-role/ })).toContainText('The role must be one of:');
    await expectAccessibleInBothSkins(page, 'upload result');

    // Only the failed rows, to fix them.
    await page.getByRole('combobox', { name: 'Show' }).selectOption('failed');
    await expect(rows.getByRole('row')).toHaveCount(4); // the header and three rows
    await expect(rows).not.toContainText(good[0] ?? '');

    // A second file: the same good rows again, one renamed in the file. The preview says what would
    // change; by default the existing user keeps their data.
    await page.getByRole('button', { name: 'Upload another file' }).click();
    const again = `${unique('again')}.csv`;
    await page.locator('input[type=file]').setInputFiles({
      name: again,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.split('\n').slice(0, 3).join('\n').replace('Uma Upload', 'Uma Renamed')),
    });
    const changes = page.getByRole('table', { name: 'Changes to existing users' });
    await expect(changes.getByRole('row', { name: new RegExp(good[0] ?? '') })).toContainText(
      'Full name: Uma Upload → Uma Renamed',
      { timeout: 30_000 },
    );
    await expect(page.getByText('0 of 1 existing users updated')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(page.getByRole('heading', { name: `Result of ${again}` })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('table', { name: 'Rows' }).getByRole('row', { name: new RegExp(good[0] ?? '') }),
    ).toContainText('Existing user kept as they are; the file differs.');

    // Each finished upload is news in the bell (it asks the server on opening the app).
    await page.reload();
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    const news = page.getByRole('list', { name: 'Notifications' });
    // The popover closes when the header's skin switch is used: open it in each skin.
    await inBothSkins(page, async (skin) => {
      await bell.click();
      await expect(news.getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page, `notifications, ${skin} skin`);
      await bell.click();
      await expect(news).toBeHidden();
    });
    await bell.click();
    await expect(news).toContainText(
      `Upload of ${fileName} finished: 2 created, 0 updated, 0 skipped, 3 failed.`,
    );
    await news.getByRole('listitem').filter({ hasText: fileName }).getByRole('link').click();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  });

  test('a platform admin creates a company', async ({ page, signInFast }) => {
    const name = `Globex ${unique('Corp')}`;
    await signInFast('admin');
    await page.goto('/companies/company-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await page.getByRole('link', { name: 'New company' }).click();
    await expect(page).toHaveURL('/companies/company-configuration');
    await expect(page.getByRole('heading', { level: 1, name: 'New company' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Company name' }).fill(name);
    await choose(page, 'Default language', 'Français');
    await choose(page, 'Plan', 'Standard');
    await page.getByRole('button', { name: 'Create company' }).click();

    await expect(page).toHaveURL(/\/companies\/company-view\/[^/]+$/);
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto('/companies/company-list');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Standard');
  });
});
