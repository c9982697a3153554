import type { TActivity } from '@rally/contracts/activities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDoctype, GAME_ID, gameOf, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { ActivitiesEditor } from './activities-editor.tsx';

const activity: TActivity = {
  id: uuid(10),
  competitionId: GAME_ID,
  name: 'Move more',
  description: '',
  position: 0,
  subtasks: [],
};

const LOADING = { timeout: 5000 };

function serve(onAdd: (body: unknown) => { status?: number; body?: unknown }) {
  return mockApi(({ method, path, body }) => {
    if (path === `/task/competition/${GAME_ID}/1`)
      return { body: { result: [activity], count: 1, pages: 1 } };
    if (method === 'POST' && path === '/task/add/subtask/task') return onAdd(body);
    return NOT_FOUND_REPLY;
  });
}

async function openBehaviourForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add behaviour to Move more' }, LOADING));
  const dialog = await screen.findByRole('dialog', { name: 'New behaviour' });
  await user.type(within(dialog).getByLabelText(/^Behaviour/), 'Take the stairs');
  const points = within(dialog).getByLabelText(/^Points/);
  await user.clear(points);
  await user.type(points, '25');
  return { user, dialog };
}

describe('ActivitiesEditor', { timeout: 20_000 }, () => {
  beforeAll(addDoctype);

  it('adds a behaviour to an activity', async () => {
    signInAs('company_admin');
    const added: unknown[] = [];
    serve((body) => {
      added.push(body);
      return { status: 201, body: { ...(body as object), id: uuid(20), position: 0, description: '' } };
    });
    renderWithProviders(<ActivitiesEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    const { user, dialog } = await openBehaviourForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add behaviour' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New behaviour' })).toBeNull());
    expect(added).toEqual([
      {
        taskId: activity.id,
        name: 'Take the stairs',
        description: '',
        points: 25,
        maxPerDay: 1,
        requiresApproval: false,
      },
    ]);
  });

  it("shows the server's 400 on the points field", async () => {
    signInAs('company_admin');
    serve(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        messageCode: 'validation.fields',
        params: { fields: 'points' },
        message: 'Check these fields: points.',
        details: [
          {
            path: 'points',
            messageCode: 'validation.notMultipleOf',
            params: { divisor: 5 },
            message: 'server words',
          },
        ],
      },
    }));
    renderWithProviders(<ActivitiesEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    const { user, dialog } = await openBehaviourForm();
    await user.clear(within(dialog).getByLabelText(/^Points/));
    await user.type(within(dialog).getByLabelText(/^Points/), '23');
    await user.click(within(dialog).getByRole('button', { name: 'Add behaviour' }));

    // The server's message is the points field's own description, not a loose line of text.
    const error = await within(dialog).findByText('Enter a multiple of 5.');
    const points = within(dialog).getByLabelText(/^Points/);
    expect(points.getAttribute('aria-invalid')).toBe('true');
    expect(error.id).not.toBe('');
    expect(points.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(within(dialog).getByRole('alert').textContent).toContain('Some fields need your attention.');
  });

  it('offers no write controls in a finished game and says why', async () => {
    signInAs('company_admin');
    mockApi(() => ({ body: { result: [activity], count: 1, pages: 1 } }));
    renderWithProviders(<ActivitiesEditor game={gameOf({ status: 'finished', phase: 'finished' })} />);

    await screen.findByText('Move more', {}, LOADING);
    expect(screen.getByRole('note').textContent).toBe(
      'This game is finished: its set-up can be viewed but no longer changed.',
    );
    expect(screen.queryByRole('button', { name: 'Add habit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for habit Move more' })).toBeNull();
  });

  it('moves a habit down by its menu: says where it went and keeps the focus on its menu', async () => {
    signInAs('company_admin');
    const second: TActivity = { ...activity, id: uuid(11), name: 'Sleep well', position: 1 };
    let list = [activity, second];
    const moves: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/task/competition/${GAME_ID}/1`) return { body: { result: list, count: 2, pages: 1 } };
      if (method === 'POST' && path === '/task/update/main') {
        moves.push(body);
        list = [
          { ...second, position: 0 },
          { ...activity, position: 1 },
        ];
        return { body: {} };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<ActivitiesEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for habit Move more' }, LOADING));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));

    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        'Move more moved to position 2 of 2.',
      ),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Actions for habit Move more' }),
      ),
    );
    expect(moves.length).toBeGreaterThan(0);
  });
});
