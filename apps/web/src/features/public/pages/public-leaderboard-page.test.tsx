import type { TPublicLeaderboard } from '@rally/contracts/public';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { meOf, mockApi, renderApp, signInAs } from '../../../test/render.tsx';
import { PublicLeaderboardPage } from './public-leaderboard-page.tsx';

const PUBLIC_ID = 'Qm9hcmQtb2YtdGhlLWRheQ';

const board = (overrides: Partial<TPublicLeaderboard> = {}): TPublicLeaderboard => ({
  name: 'Spring Into Health',
  companyName: 'Acme Corporation',
  phase: 'running',
  startDate: '2026-11-03',
  endDate: '2026-12-29',
  timezone: 'Europe/Berlin',
  teamRanking: 'total',
  teams: [
    { name: 'Trailblazers', color: '#228be6', rank: 1, score: 300, members: 2 },
    { name: 'Night Owls', color: '#7950f2', rank: 2, score: 250, members: 2 },
  ],
  individuals: [
    { rank: 1, name: 'Hugo Lefèvre', teamName: 'Night Owls', points: 200 },
    { rank: 2, name: 'Chloé Martin', teamName: 'Trailblazers', points: 150 },
  ],
  players: 4,
  charities: [],
  ...overrides,
});

const trees = (raised: number, capReached = false) => ({
  name: 'Trees for Tomorrow',
  pledgePerPoint: 0.05,
  cap: 500,
  currency: 'EUR' as const,
  raised,
  capReached,
});

function serve(snapshot: TPublicLeaderboard | null) {
  mockApi(({ path }) =>
    path === `/public/leaderboard/${PUBLIC_ID}` && snapshot
      ? { body: snapshot }
      : { status: 404, body: { code: 'NOT_FOUND', messageCode: 'public.notFound', message: 'none' } },
  );
}

/** The board, with one running round whose board comes with the rounds. */
function serveWithRounds() {
  const round = {
    id: 'round-1',
    name: 'Week 1',
    startDate: '2026-11-03',
    endDate: '2026-11-09',
    position: 1,
    status: 'running' as const,
    closesAt: '2026-11-10T23:00:00.000Z',
    closedAt: null,
    reopenedAt: null,
    reopenedByName: null,
  };
  const roundBoard = {
    setTime: round,
    frozen: false,
    frozenAt: null,
    teamRanking: 'total' as const,
    teams: [{ name: 'Round Runners', color: '#228be6', rank: 1, score: 40, points: 40, members: 2 }],
    players: 2,
    individuals: false,
    top: [],
    me: null,
  };
  mockApi(({ path }) => {
    if (path === `/public/leaderboard/${PUBLIC_ID}`) return { body: board() };
    if (path === `/public/settimes/${PUBLIC_ID}`)
      return { body: { current: round, settimes: [round], currentBoard: roundBoard } };
    if (path === `/public/settimeresults/${PUBLIC_ID}/round-1`) return { body: roundBoard };
    return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'public.notFound', message: 'none' } };
  });
}

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('the public leaderboard', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('shows the teams and the players by full name, without signing in', async () => {
    serve(board());
    renderApp(`/leaderboard/${PUBLIC_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Into Health' })).toBeTruthy();
    const [teams, players] = screen.getAllByRole('table') as [HTMLElement, HTMLElement];
    expect(columnHeaders(teams)).toEqual(['Place', 'Team', 'Points', 'Players']);
    expect(columnHeaders(players)).toEqual(['Place', 'Player', 'Team', 'Points']);
    expect(within(players).getByRole('cell', { name: 'Hugo Lefèvre' })).toBeTruthy();
    expect(FakeEventSource.opened[0]?.url).toBe(`/api/public/leaderboard/${PUBLIC_ID}/events`);
  });

  it('asks for the board and its rounds beside the code; the screen asks nothing again', async () => {
    serveWithRounds();
    await PublicLeaderboardPage.openingData({
      params: { publicId: PUBLIC_ID },
      search: new URLSearchParams(),
    });
    const opened = asked().sort();
    expect(opened).toEqual([`/public/leaderboard/${PUBLIC_ID}`, `/public/settimes/${PUBLIC_ID}`]);

    renderApp(`/leaderboard/${PUBLIC_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Into Health' })).toBeTruthy();
    // The running round's board came with the rounds: drawn with the first render, asked for by none.
    expect(screen.getByText('Round Runners')).toBeTruthy();
    expect(asked().sort()).toEqual(opened);
  });

  it('shows no players when the game shows teams only, and ranks teams by average when it says so', async () => {
    serve(
      board({
        individuals: null,
        teamRanking: 'average',
        teams: [{ name: 'Trailblazers', color: '#228be6', rank: 1, score: 12.5, members: 2 }],
      }),
    );
    renderApp(`/leaderboard/${PUBLIC_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Spring Into Health' });
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Players' })).toBeNull();
    expect(screen.getByText('Ranked by average points per player')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '12.5' })).toBeTruthy();
  });

  it('leaves the name column out when the game names nobody', async () => {
    serve(board({ individuals: [{ rank: 1, name: null, teamName: 'Night Owls', points: 200 }] }));
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Spring Into Health' });
    const players = screen.getAllByRole('table')[1] as HTMLElement;
    expect(columnHeaders(players)).toEqual(['Place', 'Team', 'Points']);
    expect(within(players).getByRole('cell', { name: 'Night Owls' })).toBeTruthy();
  });

  it('counts each player’s badges beside their name', async () => {
    serve(
      board({
        individuals: [
          { rank: 1, name: 'Hugo Lefèvre', teamName: 'Night Owls', points: 200, badges: 3 },
          { rank: 2, name: 'Chloé Martin', teamName: 'Trailblazers', points: 150, badges: 0 },
        ],
      }),
    );
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Spring Into Health' });
    const players = screen.getAllByRole('table')[1] as HTMLElement;
    // Beside the name, not a column of its own (the points stay on a phone's screen).
    expect(columnHeaders(players)).toEqual(['Place', 'Player', 'Team', 'Points']);
    expect(within(players).getByRole('cell', { name: /^Hugo Lefèvre.*3 badges$/ })).toBeTruthy();
    expect(within(players).getByRole('cell', { name: 'Chloé Martin' })).toBeTruthy();
  });

  it('shows initials when the game names players by their initials', async () => {
    serve(board({ individuals: [{ rank: 1, name: 'H. L.', teamName: 'Night Owls', points: 200 }] }));
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    expect(await screen.findByRole('cell', { name: 'H. L.' })).toBeTruthy();
  });

  it('changes with each live snapshot, without a reload, and says who moved up', async () => {
    serve(board());
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    await screen.findByRole('cell', { name: 'Hugo Lefèvre' });
    const stream = FakeEventSource.opened[0] as FakeEventSource;

    act(() => stream.emit('open'));
    expect(await screen.findByText('Live')).toBeTruthy();
    act(() =>
      stream.emit(
        'snapshot',
        board({
          individuals: [
            { rank: 1, name: 'Chloé Martin', teamName: 'Trailblazers', points: 230 },
            { rank: 2, name: 'Hugo Lefèvre', teamName: 'Night Owls', points: 200 },
          ],
        }),
      ),
    );

    const players = screen.getAllByRole('table')[1] as HTMLElement;
    await waitFor(() =>
      expect(within(players).getAllByRole('row')[1]?.textContent).toContain('Chloé Martin'),
    );
    expect(within(players).getByRole('cell', { name: '230' })).toBeTruthy();
    expect(within(players).getByText('moved up')).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        'Chloé Martin moves up to place 1!',
      ),
    );
  });

  it('reads nothing again when the first snapshot is the board it shows', async () => {
    serveWithRounds();
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    expect(await screen.findByText('Round Runners')).toBeTruthy();
    const stream = FakeEventSource.opened[0] as FakeEventSource;
    const before = asked().length;

    act(() => stream.emit('open'));
    act(() => stream.emit('snapshot', board()));
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(asked().slice(before)).toEqual([]);

    // A snapshot that changes the board reads the running round's board again.
    act(() => stream.emit('snapshot', board({ players: 5 })));
    await waitFor(() =>
      expect(asked().slice(before)).toContain(`/public/settimeresults/${PUBLIC_ID}/round-1`),
    );
  });

  it('shows what the game raised for its charity, and moves it with each live snapshot', async () => {
    serve(board({ charities: [trees(27.5)] }));
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    const bar = await screen.findByRole('progressbar', { name: 'Raised for Trees for Tomorrow' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5.5');
    expect(bar.getAttribute('aria-valuetext')).toBe('€27.50 of €500.00 raised');
    expect(screen.getByText('€0.05 per point')).toBeTruthy();

    act(() => FakeEventSource.opened[0]?.emit('snapshot', board({ charities: [trees(500, true)] })));
    await waitFor(() =>
      expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
        '€500.00 of €500.00 raised',
      ),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Cap reached')).toBeTruthy();
  });

  it('shows a lost connection quietly and keeps the board', async () => {
    serve(board());
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    await screen.findByRole('cell', { name: 'Hugo Lefèvre' });

    act(() => FakeEventSource.opened[0]?.emit('error'));

    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Hugo Lefèvre' })).toBeTruthy();
  });

  it('stays live while the browser reopens a stream the server ended on purpose', async () => {
    serve(board());
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    await screen.findByRole('cell', { name: 'Hugo Lefèvre' });
    const stream = FakeEventSource.opened[0] as FakeEventSource;
    act(() => stream.emit('open'));
    expect(await screen.findByText('Live')).toBeTruthy();

    act(() => {
      stream.emit('end', {});
      stream.readyState = 0;
      stream.emit('error');
    });
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    // A drop after that is shown again.
    act(() => stream.emit('error'));
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
  });

  it('shows the 404 screen, not an error, when a refused stream’s board is gone', async () => {
    // Timers the test moves: the stream's retry must not fire while the board's read is on its way.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let gone = false;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi(async ({ path }) => {
      if (path !== `/public/leaderboard/${PUBLIC_ID}`) return { status: 404, body: {} };
      if (!gone) return { body: board() };
      await answered;
      return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'public.notFound', message: 'none' } };
    });
    try {
      renderApp(`/leaderboard/${PUBLIC_ID}`);
      await screen.findByRole('cell', { name: 'Hugo Lefèvre' });
      gone = true;
      const stream = FakeEventSource.opened[0] as FakeEventSource;
      act(() => {
        stream.close();
        stream.emit('error');
      });
      // Longer than the first retry's pause: a stream reopened before the board's read answers
      // would ask again and again for a board that is gone.
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      answer();
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/error-404'));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(FakeEventSource.opened).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends an unknown public id to the 404 screen', async () => {
    serve(null);
    renderApp(`/leaderboard/${PUBLIC_ID}`);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/error-404'));
  });
});

describe('the public game page route', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));

  it('opens a game by its public id, without signing in', async () => {
    mockApi(({ path }) =>
      path === `/public/games/${PUBLIC_ID}`
        ? { body: { ...board(), description: 'Eight weeks of small habits.', charities: [] } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'none' } },
    );
    renderApp(`/${PUBLIC_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Into Health' })).toBeTruthy();
    expect(screen.getByText('Eight weeks of small habits.')).toBeTruthy();
  });

  it('leaves the app’s own one-segment paths to their screens', async () => {
    signInAs('player');
    mockApi(({ path }) =>
      path.startsWith('/user/competition/group/player-1')
        ? { body: [] }
        : path === '/auth/me'
          ? { body: meOf('player') }
          : { status: 404, body: { code: 'NOT_FOUND', message: 'none' } },
    );
    renderApp('/play');
    expect(await screen.findByRole('heading', { level: 1, name: 'My games' })).toBeTruthy();
    expect(screen.getByText(/You are not playing in any game yet/)).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/play');
  });
});
