import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * What the back-to-top button overlaps when the page is scrolled to its end: each control a user
 * could press and each piece of text under it, by name (empty when the page leaves room for it).
 */
async function coveredByBackToTop(page: Page) {
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  const box = await backToTop.boundingBox();
  if (!box) throw new Error('the back-to-top button has no box');
  return page.evaluate((b) => {
    const over = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < b.x + b.width &&
      b.x < r.right &&
      r.top < b.y + b.height &&
      b.y < r.bottom;
    const button = document.querySelector('[aria-label="Back to top"]');
    const controls = [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
      .filter((el) => el !== button && over(el.getBoundingClientRect()))
      .map((el) => `control: ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName}`);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button?.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(over)) texts.push(`text: ${node.textContent.trim()}`);
    }
    return [...controls, ...texts];
  }, box);
}

test.describe('the back-to-top button on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  for (const [who, screen] of [
    ['company_admin', '/users/user-list'],
    ['company_admin', '/users/settings'],
    ['company_admin', '/dashboard/analytics'],
  ] as const) {
    test(`covers nothing at the end of a long page (${screen})`, async ({ page, signInFast }) => {
      await signInFast(who);
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The worst case whatever the screen: a last button at the right end of the page's content.
      await page.getByRole('main').evaluate((main) => {
        const row = document.createElement('div');
        row.style.cssText = 'display: flex; justify-content: flex-end';
        row.innerHTML = '<button type="button">Last button</button>';
        main.append(row);
      });
      // To the very end, where the page's last buttons are, again while the page grows (content
      // coming in, room made for the button once it shows) until the end stays put.
      await page.waitForFunction(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      });
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      for (const skin of ['light', 'dark'] as const) {
        await page.evaluate(
          (value) => document.documentElement.setAttribute('data-mantine-color-scheme', value),
          skin,
        );
        await page.screenshot({ path: test.info().outputPath(`end-of-page-${skin}.png`) });
      }
      expect(await coveredByBackToTop(page)).toEqual([]);
    });
  }
});
