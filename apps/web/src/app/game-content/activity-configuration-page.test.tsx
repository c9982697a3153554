import type { TActivity } from '@rally/contracts/activities';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { asked } from '../../test/asked.ts';
import { GAME_ID, gameOf, serveGameScreen, uuid } from '../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { ActivityConfigurationPage } from './activity-configuration-page.tsx';

const activity: TActivity = {
  id: uuid(400),
  competitionId: GAME_ID,
  name: 'Move more',
  description: '',
  position: 0,
  subtasks: [
    {
      id: uuid(401),
      taskId: uuid(400),
      name: 'Take the stairs',
      description: '',
      points: 5,
      maxPerDay: 3,
      requiresApproval: false,
      position: 0,
    },
  ],
};

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
