import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { addDocumentFonts } from '../../../test/fonts.ts';
import { uuid } from '../../../test/game-fixtures.ts';
import { renderApp, renderWithProviders, signInAs } from '../../../test/render.tsx';
import {
  templateBehaviour as behaviour,
  serveTemplate,
  serveTemplateApp,
  type TApiCall,
  TEMPLATE_ID,
  templateActivity,
  templateOf,
} from '../../../test/template-fixtures.ts';
import { TemplateActivityPage } from './template-activity-page.tsx';

const LOADING = { timeout: 15_000 };
const activity = { ...templateActivity, description: 'Every step counts.' };

describe('TemplateActivityPage', { timeout: 30_000 }, () => {
  beforeAll(addDocumentFonts);

  it('shows a template habit with its behaviours, and adds a behaviour with the game’s behaviour fields', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const calls: TApiCall[] = [];
    serveTemplate(
      () => templateOf({ tasks: [activity] }),
      calls,
      ({ method, path }) => {
        if (path === `/templates-task/${activity.id}`) return { body: activity };
        if (method === 'POST' && path === '/templates-sub-task')
          return { status: 201, body: { ...behaviour, id: uuid(92), name: 'Walk to work', points: 5 } };
        return undefined;
      },
    );
    renderWithProviders(
      <Routes>
        <Route path="/games/habit-configuration/:id" element={<TemplateActivityPage />} />
      </Routes>,
      { path: `/games/habit-configuration/${activity.id}` },
    );

    const details = await screen.findByRole('region', { name: 'Habit' }, LOADING);
    expect(within(details).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Move more');
    expect(within(details).getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Every step counts.',
    );
    const list = screen.getByRole('region', { name: 'Behaviours' });
    expect(within(list).getByRole('link', { name: 'Take the stairs' })).toBeTruthy();
    expect(within(list).getByText('10 points')).toBeTruthy();

    const add = screen.getByRole('region', { name: 'Add a behaviour' });
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Walk to work');
    expect(within(add).getByRole('textbox', { name: 'Points' })).toHaveProperty('value', '5');
    expect(within(add).getByRole('checkbox', { name: /^Needs an organiser/ })).toBeTruthy();
    await user.click(within(add).getByRole('button', { name: 'Add behaviour' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/templates-sub-task',
      body: {
        taskId: activity.id,
        name: 'Walk to work',
        description: '',
        points: 5,
        maxPerDay: 1,
        requiresApproval: false,
      },
    });
  });

  it('opens with the habit and its template asked for beside the code', async () => {
    signInAs('company_admin');
    serveTemplateApp(
      () => templateOf({ tasks: [activity] }),
      ({ path }) => (path === `/templates-task/${activity.id}` ? { body: activity } : undefined),
    );
    await TemplateActivityPage.openingData({ params: { id: activity.id }, search: new URLSearchParams() });
    const opening = asked();
    expect(opening).toEqual([`/templates-task/${activity.id}`, `/templates/${TEMPLATE_ID}`]);

    renderApp(`/games/habit-configuration/${activity.id}`);
    await screen.findByRole('region', { name: 'Habit' }, LOADING);
    expect(asked()).toEqual(opening);
  });
});
