import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { asked } from '../../../test/asked.ts';
import { GAME_ID, gameOf, serveGameScreen } from '../../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../../test/render.tsx';
import { GameEditPage } from './game-edit-page.tsx';

describe('opening the app on a game’s edit screen', { timeout: 30_000 }, () => {
  it('asks for the game beside the code; the screen asks nothing again', async () => {
    signInAs('company_admin');
    serveGameScreen('company_admin', gameOf(), () => undefined);
    await GameEditPage.openingData({ params: { id: GAME_ID }, search: new URLSearchParams() });
    const opened = asked();
    expect(opened).toEqual([`/competition/${GAME_ID}`]);

    renderApp(`/games/game-edit/${GAME_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Spring Into Health' }, { timeout: 15_000 });
    await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked()).toEqual(opened);
  });
});
