import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import ptCommon from '../../apps/web/src/locales/pt/common.json' with { type: 'json' };
import { settingsApplied } from './session.ts';

const COMMON = [enCommon, deCommon, frCommon, ptCommon];

type Skin = 'light' | 'dark';

/** Mantine's toasts and loading indicators (static classes of its Styles API). */
export const TOASTS = '.mantine-Notification-root';
export const LOADERS = '.mantine-Loader-root';

/**
 * Every WCAG 2.x A and AA success criterion axe checks (2.2 added only AA ones), and its best
 * practices (landmarks, headings), which the default run also had.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type TAxeOptions = {
  /**
   * Parts left out, by CSS selector. Only for what axe cannot enter: in a sandboxed iframe
   * without scripts (an e-mail as sent) axe's run never returns.
   */
  exclude?: string[];
};

/**
 * Runs axe-core on the page as it is and expects no violations; when there are some, the failure
 * lists each rule, its impact and the offending elements, and the full report is attached.
 */
export async function expectNoAxeViolations(page: Page, screen: string, options: TAxeOptions = {}) {
  // Checked at rest: a table being refreshed is drawn faded on purpose, and loading indicators and
  // toasts (3 s) come and go with the timing of the run. Both have tests of their own
  // (e2e/a11y/states.spec.ts).
  await expect(page.locator('[aria-busy="true"]'), `${screen} has finished loading`).toHaveCount(0);
  await expect(page.locator(LOADERS), `${screen} shows no loading indicator`).toHaveCount(0);
  // What a screen draws just after its first view (apps/web/src/components/drawn-next.tsx) is here.
  await expect(page.locator('[data-drawn-next]'), `${screen} is drawn whole`).toHaveCount(0);
  // A toast under the pointer stays open (the last click may have been where it appeared).
  await page.mouse.move(0, 0);
  await expect(page.locator(TOASTS), `the toasts on ${screen} have closed`).toHaveCount(0);
  // Colours are checked at their final values: a skin switch or hover fades over 150 ms, and a slow
  // machine can catch it halfway (the dark skin's link colour on the light background).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await expectComponentsStyled(page, screen);
  // Run in the page itself (axe.run), not per frame with the results put together in a blank page
  // opened for each run: that page cost most of a run's time (a game view 2.9 s, now 1.1 s, on this
  // 2-core machine). What the blank page is for, frames of other origins, Rally's screens have none
  // of (its one frame, a mail as sent, is left out by the test that opens it). Only violations are
  // read, so axe keeps no list of the nodes that passed (its documented way to run faster).
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  await test.info().attach(`axe ${screen}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const readable = results.violations.map(
    (violation) =>
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${violation.nodes
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n')}`,
  );
  expect(readable, `axe-core violations on ${screen} (${page.url()})`).toEqual([]);
}

/**
 * Every Mantine class on the page (`m_` and eight hex digits, a component part's) has rules in a
 * stylesheet the page loaded: each chunk brings the styles of the components its code draws
 * (`mantineComponentStyles`, apps/web/mantine-imports.ts), and one drawn without its styles would
 * be unreadable before axe could say so (a menu with no background, a dialog not over the page).
 */
export async function expectComponentsStyled(page: Page, screen: string) {
  const unstyled = await page.evaluate(() => {
    const selectors: string[] = [];
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const styled = new Set(selectors.join(' ').match(/\.m_[0-9a-f]{8}\b/g));
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if (/^m_[0-9a-f]{8}$/.test(name) && !styled.has(`.${name}`)) {
          missing.set(name, `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
        }
      }
    }
    return [...missing.values()];
  });
  expect(unstyled, `Mantine parts drawn without their styles on ${screen}`).toEqual([]);
}

export async function currentSkin(page: Page): Promise<Skin> {
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  return scheme === 'dark' ? 'dark' : 'light';
}

/**
 * Switches the skin with the header's toggle (labelled in any of the four languages), as a user
 * does. Signed in, the choice is also saved with the account: switch back when done.
 */
export async function switchSkin(page: Page, skin: Skin) {
  await settingsApplied(page);
  if ((await currentSkin(page)) !== skin) {
    const labels = COMMON.map((c) => (skin === 'dark' ? c.preferences.skinDark : c.preferences.skinLight));
    const toggle = { name: new RegExp(`^(${labels.join('|')})$`) };
    const banner = page.getByRole('banner');
    if (await banner.getByRole('button', toggle).isVisible()) {
      await banner.getByRole('button', toggle).click();
    } else {
      // Below 400 px the skin toggle lives in the navigation drawer (the header keeps the bell and
      // the account menu): open it, switch, close it again.
      const navButton = (key: 'openNavigation' | 'closeNavigation') => ({
        name: new RegExp(`^(${COMMON.map((c) => c.shell[key]).join('|')})$`),
      });
      await banner.getByRole('button', navButton('openNavigation')).click();
      // Only one toggle is rendered: in the drawer at this width.
      await page.getByRole('button', toggle).click();
      await banner.getByRole('button', navButton('closeNavigation')).click();
    }
  }
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
}

/**
 * Runs `check` in the light skin, then in the dark one. Leaves the page (and, signed in, the
 * account) in the light skin, even when a check fails.
 */
export async function inBothSkins(page: Page, check: (skin: Skin) => Promise<void>) {
  try {
    for (const skin of ['light', 'dark'] as const) {
      await switchSkin(page, skin);
      await check(skin);
    }
  } finally {
    await switchSkin(page, 'light');
  }
}

/** axe on the page as it is, in the light skin and in the dark one. */
export async function expectAccessibleInBothSkins(page: Page, screen: string, options: TAxeOptions = {}) {
  await inBothSkins(page, (skin) => expectNoAxeViolations(page, `${screen}, ${skin} skin`, options));
}

/**
 * axe on a signed-in screen in both skins (switched with the header's button, in English), then at a
 * phone's 390 px; the viewport is put back to 1280 px for what the test does next.
 */
export async function expectAccessibleInSkinsAndPhone(page: Page, screen: string) {
  const html = page.locator('html');
  // The account's saved skin may still arrive (and flip the page) after the first render: read the
  // skin once it has, or the button named for the other skin is gone by the time it is clicked.
  await settingsApplied(page);
  for (const skin of ['dark', 'light'] as const) {
    if ((await html.getAttribute('data-mantine-color-scheme')) !== skin) {
      const button = skin === 'dark' ? 'Switch to dark skin' : 'Switch to light skin';
      await page.getByRole('banner').getByRole('button', { name: button }).click();
    }
    await expect(html).toHaveAttribute('data-mantine-color-scheme', skin);
    await expectNoAxeViolations(page, `${screen}, ${skin} skin`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, `${screen} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}
