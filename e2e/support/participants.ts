import type { Page } from '@playwright/test';

/**
 * A player's points on the judge view (`/games/participants/{id}`), the screen that ranks a game's
 * players by their points: the fourth cell of the player's row.
 */
export const participantPoints = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Participants' })
    .getByRole('row', { name: new RegExp(`^${name} `) })
    .getByRole('cell')
    .nth(3);
