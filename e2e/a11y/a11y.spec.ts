import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, lightThenDark, type TScreen, test, VIEWPORTS } from './fixtures.ts';
import { SCREENS } from './screens.ts';

/**
 * axe-core (every WCAG 2.x A and AA tag, `support/axe.ts`) on each screen of `screens.ts`, one test
 * per screen and size, in both skins (`lightThenDark`): the screen opens light, then turns dark in
 * place as when the skin is switched in another tab. A failure names all three: the test
 * `a11y › games list, phone › light and dark`, its message "games list, phone, dark skin".
 */
const ROLE_WORDS: Record<TScreen['who'], string> = {
  'signed out': '',
  company_admin: '',
  admin: ' (platform admin)',
  player: ' (player)',
  client: ' (client)',
};

test.describe('a11y', () => {
  for (const screen of SCREENS) {
    for (const viewport of screen.viewports) {
      const title = `${screen.name}${ROLE_WORDS[screen.who]}${viewport === 'phone' ? ', phone' : ''}`;
      test.describe(title, () => {
        test.use({ viewport: VIEWPORTS[viewport] });
        test('light and dark', async ({ page, demo, openAs }) => {
          const path = typeof screen.path === 'string' ? screen.path : screen.path(demo);
          await openAs(screen.who, path, { skin: 'light', language: screen.language });
          const heading = screen.heading ? { name: screen.heading } : {};
          await expect(page.getByRole('heading', { level: 1, ...heading }).first()).toBeVisible();
          await screen.ready?.(page);
          await lightThenDark(page, (skin) => expectNoAxeViolations(page, `${title}, ${skin} skin`));
        });
      });
    }
  }
});
