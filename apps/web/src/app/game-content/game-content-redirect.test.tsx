import type { TGameDetail } from '@rally/contracts/games';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyContentReply, gameOf } from '../../test/game-fixtures.ts';
import { meOf, mockApi, renderApp, signInAs, userOf } from '../../test/render.tsx';
import { AppProviders } from '../providers.tsx';
import { AppRoutes } from '../routes.tsx';

const id = (n: number) => `00000000-0000-4000-8000-0000000000b${n}`;
const draft = gameOf({ id: id(1), name: 'Autumn Draft', status: 'draft', phase: 'draft' });
const running = gameOf({ id: id(2), name: 'Winter Run', status: 'active', phase: 'running' });
const scheduled = gameOf({ id: id(3), name: 'Spring Plan', status: 'active', phase: 'scheduled' });
const otherRunning = gameOf({ id: id(4), name: 'Summer Run', status: 'active', phase: 'running' });

// The key the screens remember the last game under, for the signed-in company admin.
const REMEMBERED = `rally.lastGame.${userOf('company_admin').id}`;
const LOADING = { timeout: 15_000 };

/** Serves the picker's list of `games` and each game with empty content; counts list requests. */
function serve(games: TGameDetail[]) {
  const lists: string[] = [];
  mockApi(({ path }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf('company_admin') };
    if (url.pathname === '/competition/all') {
      lists.push(url.search);
      return { body: { data: games, count: games.length, pages: 1 } };
    }
    const game = games.find((one) => url.pathname === `/competition/${one.id}`);
    if (game) return { body: game };
    return emptyContentReply(url.pathname);
  });
  return lists;
}

const path = () => screen.getByTestId('path').textContent;

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function ShowPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

describe('content screens opened without a game', { timeout: 30_000 }, () => {
  it('open the game last chosen, and the back button does not bounce', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    localStorage.setItem(REMEMBERED, draft.id);
    const lists = serve([draft, running, scheduled]);
    render(
      <AppProviders env="test">
        <MemoryRouter initialEntries={['/games/game-list', '/games/goals']} initialIndex={1}>
          <AppRoutes />
          <ShowPath />
          <Back />
        </MemoryRouter>
      </AppProviders>,
    );

    await waitFor(() => expect(path()).toBe(`/games/goals/${draft.id}`), LOADING);
    const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Game' });
    await waitFor(() => expect(picker.value).toBe('Autumn Draft'));
    expect(screen.queryByText(/Choose a game to set the targets/)).toBeNull();
    expect(lists).toHaveLength(1); // the picker's own list, not a second request

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path()).toBe('/games/game-list'));
  });

  it('ignore a remembered game that is gone and open the only running game', async () => {
    signInAs('company_admin');
    localStorage.setItem(REMEMBERED, id(9));
    serve([draft, running, scheduled]);
    renderApp('/games/teams');

    await waitFor(() => expect(path()).toBe(`/games/teams/${running.id}`), LOADING);
  });

  it('open the only game when none or several are running', async () => {
    signInAs('company_admin');
    serve([scheduled]);
    renderApp('/games/activity');

    await waitFor(() => expect(path()).toBe(`/games/activity/${scheduled.id}`), LOADING);
  });

  it('ask to choose when several games fit, then remember the game chosen', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    serve([draft, running, otherRunning]);
    renderApp('/games/goals');

    await screen.findByText('Choose a game to set the targets of its KPIs.', {}, LOADING);
    expect(path()).toBe('/games/goals');
    expect(localStorage.getItem(REMEMBERED)).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Game' }));
    await user.click(await screen.findByRole('option', { name: 'Summer Run' }));
    await waitFor(() => expect(path()).toBe(`/games/goals/${otherRunning.id}`));
    await waitFor(() => expect(localStorage.getItem(REMEMBERED)).toBe(otherRunning.id));
  });

  it('remember the game opened on the game view', async () => {
    signInAs('company_admin');
    const lists = serve([draft, running]);
    renderApp(`/games/game-view/${draft.id}`);

    await screen.findByRole('heading', { name: 'Autumn Draft', level: 1 }, LOADING);
    await waitFor(() => expect(localStorage.getItem(REMEMBERED)).toBe(draft.id));
    expect(lists).toHaveLength(0); // the game view loads no game list for it
  });
});
