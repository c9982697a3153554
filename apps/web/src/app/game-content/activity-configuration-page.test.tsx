import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { asked } from '../../test/asked.ts';
import { gameActivity as activity, GAME_ID, gameOf, serveGameScreen } from '../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { ActivityConfigurationPage } from './activity-configuration-page.tsx';

describe('opening the app on a habit', { timeout: 30_000 }, () => {
  it('asks for the habit, then its game, beside the code; the screen asks nothing again', async () => {
    signInAs('company_admin');
    serveGameScreen('company_admin', gameOf(), (url) =>
      url.pathname === `/task/${activity.id}` ? { body: activity } : undefined,
    );
    await ActivityConfigurationPage.openingData({
      params: { id: activity.id },
      search: new URLSearchParams(),
    });
    const opened = asked();
    expect(opened).toEqual([`/task/${activity.id}`, `/competition/${GAME_ID}`]);

    renderApp(`/games/activity-configuration/${activity.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Move more' }, { timeout: 15_000 });
    await screen.findByRole('link', { name: 'Take the stairs' });
    await screen.findByRole('button', { name: 'Add behaviour' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked()).toEqual(opened);
  });
});
