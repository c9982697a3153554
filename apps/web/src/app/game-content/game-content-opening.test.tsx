import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TOpeningContext } from '../../lib/opening.ts';
import { addDoctype, gameOf, serveGameScreen } from '../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { ActivitiesPage } from './activities-page.tsx';
import { TeamsPage } from './teams-page.tsx';

const LOADING = { timeout: 15_000 };
const game = gameOf({ status: 'draft', phase: 'draft' });
const opening: TOpeningContext = { params: { id: game.id }, search: new URLSearchParams() };

/** Serves the game screen; answers every path the app asked for but `/auth/me`. */
function serve() {
  const fetchMock = serveGameScreen('company_admin', game, () => undefined);
  return () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, ''))
      .filter((path) => path !== '/auth/me');
}

describe("opening the app on a game's content", { timeout: 30_000 }, () => {
  beforeAll(addDoctype);

  it.each([
    [
      'activities',
      ActivitiesPage,
      `/games/activity/${game.id}`,
      `/task/competition/${game.id}/1`,
      'Add habit',
    ],
    ['teams', TeamsPage, `/games/teams/${game.id}`, `/competition/${game.id}/groups`, 'New team'],
  ])(
    'asks for the %s beside the code, and the screen asks nothing again',
    async (_, Page, path, content, action) => {
      signInAs('company_admin');
      const asked = serve();
      await Page.openingData(opening);
      expect(asked()).toEqual(
        expect.arrayContaining(['/competition/all', `/competition/${game.id}`, content]),
      );
      const before = asked().length;

      renderApp(path);
      await screen.findByRole('button', { name: action }, LOADING);
      expect(asked()).toHaveLength(before);
    },
  );
});
