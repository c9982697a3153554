import type { TRole } from '@rally/contracts/abilities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asked } from '../../test/asked.ts';
import { GAME_ID, gameOf, serveGameScreen } from '../../test/game-fixtures.ts';
import { participantOf } from '../../test/play-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { ParticipantsPage } from './participants-page.tsx';

const game = gameOf();
const everyone = [
  participantOf(1, { fullName: 'Hugo Lefèvre', points: 900 }),
  participantOf(2, { fullName: 'Ana Souza', points: 500 }),
  participantOf(3, { fullName: 'Hugh Grant', points: 100 }),
];

/** The judge view's server: sorts and searches as the API does, and keeps every query it was asked. */
function serveParticipants(role: TRole) {
  const asked: URLSearchParams[] = [];
  serveGameScreen(role, game, (url) => {
    if (url.pathname === `/game/${GAME_ID}/participants`) {
      asked.push(url.searchParams);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const key = url.searchParams.get('sort') === 'name' ? 'fullName' : 'points';
      const sign = url.searchParams.get('order') === 'asc' ? 1 : -1;
      const rows = everyone
        .filter((p) => p.fullName.toLowerCase().includes(q))
        .sort((a, b) => sign * String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
      return { body: { data: rows, count: rows.length, pages: 1 } };
    }
    return undefined;
  });
  return asked;
}

async function openJudgeView(role: TRole) {
  signInAs(role);
  const asked = serveParticipants(role);
  renderApp(`/games/participants/${GAME_ID}`);
  await screen.findByRole('table', { name: 'Participants' }, { timeout: 15_000 });
  await screen.findByText('Hugo Lefèvre');
  return asked;
}

const names = () =>
  within(screen.getByRole('table', { name: 'Participants' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('opening the app on the judge view', { timeout: 30_000 }, () => {
  it('asks for the page of its address beside the code; the screen asks nothing again', async () => {
    signInAs('company_admin');
    serveParticipants('company_admin');
    await ParticipantsPage.openingData({
      params: { id: GAME_ID },
      search: new URLSearchParams('sort=name&order=asc'),
    });
    expect(asked()).toEqual(
      expect.arrayContaining([`/game/${GAME_ID}/participants?page=1&perPage=10&sort=name&order=asc`]),
    );
    const before = asked().length;

    renderApp(`/games/participants/${GAME_ID}?sort=name&order=asc`);
    await screen.findByText('Ana Souza', {}, { timeout: 15_000 });
    expect(names()).toEqual(['Ana Souza', 'Hugh Grant', 'Hugo Lefèvre']);
    expect(asked()).toHaveLength(before);
  });
});

describe('the judge view', { timeout: 30_000 }, () => {
  it('lists players by points first and sorts by any column on the server', async () => {
    const user = userEvent.setup();
    const asked = await openJudgeView('company_admin');
    expect(names()).toEqual(['Hugo Lefèvre', 'Ana Souza', 'Hugh Grant']);
    expect(asked.at(-1)?.get('sort')).toBe('points');
    expect(asked.at(-1)?.get('order')).toBe('desc');

    await user.click(screen.getByRole('button', { name: 'Points' }));
    await waitFor(() => expect(names()).toEqual(['Hugh Grant', 'Ana Souza', 'Hugo Lefèvre']));
    expect(asked.at(-1)?.get('order')).toBe('asc');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Ana Souza', 'Hugh Grant', 'Hugo Lefèvre']));
    expect(asked.at(-1)?.get('sort')).toBe('name');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('searches by name once the organiser stops typing, not on every key', async () => {
    const user = userEvent.setup();
    const asked = await openJudgeView('company_admin');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Hug');
    await waitFor(() => expect(names()).toEqual(['Hugo Lefèvre', 'Hugh Grant']));
    const searches = asked.map((query) => query.get('q')).filter(Boolean);
    expect(searches).toEqual(['Hug']);
  });

  it('offers an organiser to log for a player or to review their logs', async () => {
    const user = userEvent.setup();
    await openJudgeView('company_admin');
    await user.click(screen.getByRole('button', { name: 'Actions for Ana Souza' }));
    expect(await screen.findByRole('menuitem', { name: 'Log for Ana Souza' })).toBeDefined();
    expect(screen.getByRole('menuitem', { name: "Review Ana Souza's logs" }).getAttribute('href')).toBe(
      `/games/review/${GAME_ID}?userId=${participantOf(2).userId}&status=all`,
    );
  });

  it('is not a client’s: every participant by name is for those who see every player', async () => {
    signInAs('client');
    const asked = serveParticipants('client');
    renderApp(`/games/participants/${GAME_ID}`);
    await screen.findByRole(
      'heading',
      { name: 'You are not allowed to open this page' },
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('path').textContent).toBe('/not-authorized');
    expect(asked).toEqual([]);
  });
});
