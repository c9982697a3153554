import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The header's menus (account, notifications, horizontal navigation) load their code after the
 * page's first paint (`components/after-paint.tsx`), their buttons there from the start. Their code
 * is held here until the test lets it through, as a slow connection would hold it.
 */
async function holdMenusCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/shell-menus-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.fallback();
  });
  return { release, asked: () => asked };
}

test.describe("the header's menus, whose code comes after the first paint", () => {
  let menus: Awaited<ReturnType<typeof holdMenusCode>>;
  test.beforeEach(async ({ page, signInFast }) => {
    menus = await holdMenusCode(page);
    await signInFast('player');
    await page.goto('/play');
  });

  test('a tap on the account menu before its code has come opens the menu once it has', async ({ page }) => {
    const account = page.getByRole('button', { name: /account menu of Pedro Player$/ });
    await expect(account).toBeVisible();
    await expect.poll(menus.asked).toBe(true);
    await account.click();
    await expect(page.getByRole('menu')).toHaveCount(0);

    menus.release();
    await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
  });

  test('the bell a keyboard user had reached keeps the focus when its code comes, and Enter opens its list', async ({
    page,
  }) => {
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await bell.focus();

    menus.release();
    // The list's popover is its target now: it says whether the list is open.
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeFocused();
  });
});
