import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, SKINS, type TScreen, test, VIEWPORTS } from './fixtures.ts';
import { SCREENS } from './screens.ts';

/**
 * axe-core (every WCAG 2.x A and AA tag, `support/axe.ts`) on each screen of `screens.ts`, one test
 * per screen, size and skin, so a failure names all three: `a11y › games list, phone › dark`.
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
        for (const skin of SKINS) {
          test(skin, async ({ page, demo, openAs }) => {
            const path = typeof screen.path === 'string' ? screen.path : screen.path(demo);
            await openAs(screen.who, path, { skin, language: screen.language });
            const heading = screen.heading ? { name: screen.heading } : {};
            await expect(page.getByRole('heading', { level: 1, ...heading }).first()).toBeVisible();
            await screen.ready?.(page);
            await expectNoAxeViolations(page, `${title}, ${skin} skin`);
          });
        }
      });
    }
  }
});
