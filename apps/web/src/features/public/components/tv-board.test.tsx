import type { TPublicLeaderboard } from '@rally/contracts/public';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TV_CYCLE_MS, TvBoard } from './tv-board.tsx';

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
    renderWithProviders(<TvBoard board={board} moves={[]} status="live" />);
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
        status="lost"
      />,
    );
    act(() => vi.advanceTimersByTime(TV_CYCLE_MS * 2));
    expect(boardTitle()).toBe('Teams');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByText('Trailblazers moves up to place 1!')).toBeTruthy();
    expect(screen.getByText('moved up')).toBeTruthy();
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
  });
});
