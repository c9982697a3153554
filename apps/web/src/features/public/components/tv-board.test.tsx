import type { TPublicLeaderboard } from '@rally/contracts/public';
import type { TSetTime, TSetTimeResults } from '@rally/contracts/set-times';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { liveStatusStore } from '../api/public-leaderboard-live.ts';
import { TV_CYCLE_MS, TvBoard } from './tv-board.tsx';

const week1: TSetTime = {
  id: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c',
  competitionId: 'g1',
  name: 'Week 1',
  startDate: '2026-11-03',
  endDate: '2026-11-09',
  position: 1,
  status: 'frozen',
  closesAt: '2026-11-11T00:00:00.000Z',
  closedAt: '2026-11-11T00:00:00.000Z',
  reopenedAt: null,
  reopenedByName: null,
};
const week1Board: TSetTimeResults = {
  competitionId: 'g1',
  setTime: week1,
  frozen: true,
  frozenAt: '2026-11-11T00:00:00.000Z',
  teamRanking: 'total',
  teams: [
    { id: 't2', name: 'Night Owls', color: '#fa5252', rank: 1, score: 90, points: 90, members: 1 },
    { id: 't1', name: 'Trailblazers', color: '#228be6', rank: 2, score: 40, points: 40, members: 2 },
  ],
  players: 3,
  individuals: false,
  top: [],
  me: null,
};

/** The board with its round kept in state, as the page keeps it in the address. */
function WithRounds() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TvBoard
      board={board}
      moves={[]}
      live={liveStatusStore('live').store}
      round={{ rounds: [week1], value, onChange: setValue, board: value ? week1Board : undefined }}
    />
  );
}

const board: TPublicLeaderboard = {
  name: 'Spring Into Health',
  companyName: 'Acme Corporation',
  phase: 'running',
  startDate: '2026-11-03',
  endDate: '2026-12-29',
  timezone: 'UTC',
  teamRanking: 'total',
  teams: [{ name: 'Trailblazers', color: '#228be6', rank: 1, score: 300, members: 2 }],
  individuals: [{ rank: 1, name: 'Hugo Lefèvre', teamName: 'Trailblazers', points: 200 }],
  players: 2,
  charities: [],
};

const boardTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('TvBoard', () => {
  it('shows the teams and the players in turn, and stays while paused', () => {
    vi.useFakeTimers();
    renderWithProviders(<TvBoard board={board} moves={[]} live={liveStatusStore('live').store} />);
    expect(boardTitle()).toBe('Teams');

    act(() => vi.advanceTimersByTime(TV_CYCLE_MS));
    expect(boardTitle()).toBe('Players');
    expect(screen.getByText('Board 2 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(TV_CYCLE_MS * 3));
    expect(boardTitle()).toBe('Players');
  });

  it('stays on the teams when the game shows no players, and celebrates a move up', () => {
    vi.useFakeTimers();
    renderWithProviders(
      <TvBoard
        board={{ ...board, individuals: null }}
        moves={[{ key: 'team:Trailblazers', name: 'Trailblazers', rank: 1, board: 'teams' }]}
        live={liveStatusStore('lost').store}
      />,
    );
    act(() => vi.advanceTimersByTime(TV_CYCLE_MS * 2));
    expect(boardTitle()).toBe('Teams');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByText('Trailblazers moves up to place 1!')).toBeTruthy();
    expect(screen.getByText('moved up')).toBeTruthy();
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
  });

  it("shows a round's board when one is picked, and the whole game again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WithRounds />);
    const picker = screen.getByRole('combobox', { name: 'Round' }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('Whole game');
    expect(screen.queryByText('Night Owls')).toBeNull();

    await user.selectOptions(picker, 'Week 1 · Frozen');
    expect(await screen.findByText('Night Owls')).toBeTruthy();
    expect(screen.getByText('Week 1: Frozen.', { selector: 'p' })).toBeTruthy();
    // The round's board shows teams only: the game's players are not cycled in.
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe('Week 1: Frozen.'),
    );

    await user.selectOptions(picker, 'Whole game');
    await waitFor(() => expect(screen.queryByText('Night Owls')).toBeNull());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('shows a team average as precisely as the other boards do', () => {
    const average = { ...board, teamRanking: 'average' as const, individuals: null };
    const team = { name: 'Trailblazers', color: '#228be6', rank: 1, score: 113.7, members: 3 };
    renderWithProviders(
      <TvBoard board={{ ...average, teams: [team] }} moves={[]} live={liveStatusStore('live').store} />,
    );
    expect(screen.getByRole('cell', { name: '113.7' })).toBeTruthy();
  });
});
