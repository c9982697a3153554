import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameOf } from '../../../test/game-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';

const games = [
  gameOf(),
  gameOf({
    id: '00000000-0000-4000-8000-0000000000a2',
    name: 'Summer Mindfulness',
    status: 'draft',
    phase: 'draft',
  }),
];

/** The game list as the server answers it; every list query and every deletion is recorded. */
function serve() {
  const queries: URLSearchParams[] = [];
  const deleted: string[] = [];
  mockApi(({ method, path }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf('company_admin') };
    if (method === 'DELETE') {
      deleted.push(path);
      return { body: { outcome: url.searchParams.get('hard') === 'true' ? 'deleted' : 'archived' } };
    }
    if (url.pathname === '/competition/all') {
      queries.push(url.searchParams);
      return { body: { data: games, count: games.length, pages: 1 } };
    }
    return NOT_FOUND_REPLY;
  });
  return { queries, deleted };
}

// The first test of a file loads the shell and the screen's code lazily: seconds on a busy machine.
const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

async function openList() {
  signInAs('company_admin');
  const calls = serve();
  renderApp('/games/game-list');
  await screen.findByRole('link', { name: 'Spring Into Health' }, LOADING);
  return { ...calls, user: userEvent.setup() };
}

describe('GameListPage', SLOW, () => {
  it('shows each game with its phase and asks the server for the chosen phase and sort', async () => {
    const { queries, user } = await openList();
    const table = screen.getByRole('table', { name: 'Games' });
    // Each game's row shows its own phase.
    expect(within(table).getByRole('row', { name: /Spring Into Health/ }).textContent).toContain('Running');
    expect(within(table).getByRole('row', { name: /Summer Mindfulness/ }).textContent).toContain('Draft');
    expect(queries.at(-1)?.get('sort')).toBe('startDate');
    expect(queries.at(-1)?.get('order')).toBe('desc');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Scheduled' }));
    await waitFor(() => expect(queries.at(-1)?.get('phase')).toBe('scheduled'));

    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('name'));
    expect(queries.at(-1)?.get('order')).toBe('asc');
    expect(queries.at(-1)?.get('phase')).toBe('scheduled');
    expect(screen.getByTestId('path').textContent).toBe(
      '/games/game-list?phase=scheduled&sort=name&order=asc',
    );
  });

  it('archives a game with players unless "delete permanently" is ticked', async () => {
    const { deleted, user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Actions for Spring Into Health' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Spring Into Health?' });
    expect(dialog.textContent).toMatch(/has 8 players\. To keep their results it will be archived/);

    await user.click(within(dialog).getByRole('checkbox', { name: /Delete permanently instead/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete game' }));

    await screen.findByText('Spring Into Health was deleted.');
    expect(deleted).toEqual(['/competitions/00000000-0000-4000-8000-0000000000a1?hard=true']);
  });
});
