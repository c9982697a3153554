import { expect, type Page } from '@playwright/test';

type TAlertsWindow = Window & { rallyAlertsShown?: string[] };

/**
 * From now on, keeps the text of every alert drawn in the tab. A toast lasts 3 s
 * (spec section 9), which a loaded machine can spend before a test gets to look: what was drawn
 * is asked for instead of what is drawn now.
 */
export async function recordAlerts(page: Page) {
  const record = () => {
    const own = window as TAlertsWindow;
    if (own.rallyAlertsShown) return;
    const shown: string[] = [];
    own.rallyAlertsShown = shown;
    new MutationObserver((records) => {
      for (const { addedNodes } of records) {
        for (const node of addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const alert of [node, ...node.querySelectorAll('[role="alert"]')]) {
            // Drawn: in the page and not hidden (a toast still fading in counts).
            if (alert.matches('[role="alert"]') && alert.checkVisibility())
              shown.push(alert.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  };
  // The page open now, and every one the tab opens next.
  await page.addInitScript(record);
  await page.evaluate(record);
}

/** That the page drew an alert saying `text` since `recordAlerts`, whether or not it is still up. */
export async function expectAlertShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window as TAlertsWindow).rallyAlertsShown ?? []), {
      message: `an alert saying "${text}"`,
    })
    .toContainEqual(expect.stringContaining(text));
}
