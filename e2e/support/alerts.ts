import { type BrowserContext, expect, type Page } from '@playwright/test';

type TAlertsWindow = Window & { rallyAlertsShown?: string[] };

/**
 * Keeps the text of every alert drawn in the context's pages, from their first document on. A
 * toast lasts 3 s (spec section 9), which a loaded machine can spend before a test gets to look:
 * what was drawn is asked for instead of what is drawn now. The test fixtures' context does it for
 * every test (`fixtures.ts`); a context a test opens itself calls it.
 */
export async function recordAlerts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as TAlertsWindow).rallyAlertsShown = shown;
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
  });
}

/** That the page drew an alert saying `text` since it opened, whether or not it is still up. */
export async function expectAlertShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window as TAlertsWindow).rallyAlertsShown ?? []), {
      message: `an alert saying "${text}"`,
    })
    .toContainEqual(expect.stringContaining(text));
}
