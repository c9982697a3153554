import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { asked } from '../../test/asked.ts';
import {
  gameActivity as activity,
  gameBehaviour as behaviour,
  GAME_ID,
  gameOf,
  serveGameScreen,
} from '../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { BehaviourConfigurationPage } from './behaviour-configuration-page.tsx';

describe('opening the app on a behaviour', { timeout: 30_000 }, () => {
  it('asks for the behaviour, its habit and their game, one after the other, beside the code; the screen asks nothing again', async () => {
    signInAs('company_admin');
    serveGameScreen('company_admin', gameOf(), (url) =>
      url.pathname === `/subtask/${behaviour.id}`
        ? { body: behaviour }
        : url.pathname === `/task/${activity.id}`
          ? { body: activity }
          : undefined,
    );
    await BehaviourConfigurationPage.openingData({
      params: { id: behaviour.id },
      search: new URLSearchParams(),
    });
    const opened = asked();
    expect(opened).toEqual([`/subtask/${behaviour.id}`, `/task/${activity.id}`, `/competition/${GAME_ID}`]);

    renderApp(`/games/subactivity-configuration/${behaviour.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Take the stairs' }, { timeout: 15_000 });
    await screen.findByRole('link', { name: 'Back to Move more' });
    await screen.findByRole('textbox', { name: /^Behaviour/ });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked()).toEqual(opened);
  });
});
