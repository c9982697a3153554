import type { TActivity } from '@rally/contracts/activities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInAs } from '../../../../test/render.tsx';
import { addDoctype, GAME_ID, gameDetail, uuid } from '../content/content-fixtures.ts';
import { ActivitiesEditor } from './activities-editor.tsx';

const habit: TActivity = {
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
    if (path === `/competition/${GAME_ID}`) return { body: gameDetail() };
    if (path === `/task/competition/${GAME_ID}/1`) return { body: { result: [habit], count: 1, pages: 1 } };
    if (method === 'POST' && path === '/task/add/subtask/task') return onAdd(body);
    return { status: 404, body: { code: 'NOT_FOUND', message: 'none' } };
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

  it('adds a behaviour to a habit', async () => {
    signInAs('company_admin');
    const added: unknown[] = [];
    serve((body) => {
      added.push(body);
      return { status: 201, body: { ...(body as object), id: uuid(20), position: 0, description: '' } };
    });
    renderWithProviders(<ActivitiesEditor gameId={GAME_ID} />);

    const { user, dialog } = await openBehaviourForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add behaviour' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New behaviour' })).toBeNull());
    expect(added).toEqual([
      {
        taskId: habit.id,
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
        message: 'Invalid request',
        details: [{ path: 'points', message: 'Points must be a multiple of 5.' }],
      },
    }));
    renderWithProviders(<ActivitiesEditor gameId={GAME_ID} />);

    const { user, dialog } = await openBehaviourForm();
    await user.clear(within(dialog).getByLabelText(/^Points/));
    await user.type(within(dialog).getByLabelText(/^Points/), '23');
    await user.click(within(dialog).getByRole('button', { name: 'Add behaviour' }));

    expect(await within(dialog).findByText('Points must be a multiple of 5.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Points/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toContain('Some fields need your attention.');
  });

  it('offers no write controls in a finished game and says why', async () => {
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === `/competition/${GAME_ID}`)
        return { body: gameDetail({ status: 'finished', phase: 'finished' }) };
      return { body: { result: [habit], count: 1, pages: 1 } };
    });
    renderWithProviders(<ActivitiesEditor gameId={GAME_ID} />);

    expect(await screen.findByText(/This game is finished/, {}, LOADING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add habit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for habit Move more' })).toBeNull();
  });
});
