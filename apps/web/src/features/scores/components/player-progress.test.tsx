import type { TPlayerProgress } from '@rally/contracts/progress';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DaysLoggedCalendar } from './days-logged-calendar.tsx';
import { PointsBySource } from './points-by-source.tsx';

const points = (behaviour: number, quiz = 0, kpi = 0, streak = 0) => ({
  behaviour,
  quiz,
  kpi,
  streak,
  points: behaviour + quiz + kpi + streak,
});
const progress: TPlayerProgress = {
  gameId: '0190a000-0000-7000-8000-000000000001',
  userId: '0190a000-0000-7000-8000-000000000002',
  startDate: '2026-10-20',
  endDate: '2026-12-20',
  today: '2026-11-24',
  total: points(95, 15, 40, 10),
  rounds: [
    { id: 'r1', name: 'Week 1', startsOn: '2026-10-20', endsOn: '2026-11-16', ...points(60, 15, 0, 10) },
    { id: 'r2', name: 'Week 2', startsOn: '2026-11-17', endsOn: '2026-12-20', ...points(30, 0, 40) },
  ],
  outsideRounds: points(5),
  days: [
    { day: '2026-10-30', logs: 1 },
    { day: '2026-11-23', logs: 2 },
    { day: '2026-11-24', logs: 1 },
  ],
};

describe('a player’s progress', () => {
  it('tables points by source per round with the change from the round before, and says the trend', () => {
    renderWithProviders(<PointsBySource progress={progress} level={2} />);
    const table = screen.getByRole('table', { name: 'Points by source' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // The total and the change first (on a phone they stay on screen), then where it came from:
    // the streak bonus is its own column, beside the logs', quizzes' and KPIs' points.
    expect(within(table).getByRole('columnheader', { name: 'Streak bonus' })).toBeTruthy();
    expect(cells(/^Week 1/)).toEqual(['85', '—', '60', '15', '0', '10']);
    expect(cells(/^Week 2/)).toEqual(['70', '−15', '30', '0', '40', '0']);
    expect(cells(/^Days in no round/)).toEqual(['5', '—', '5', '0', '0', '0']);
    expect(cells(/^Total/)).toEqual(['160', '—', '95', '15', '40', '10']);
    expect(screen.getByText('Week 2: 15 fewer points than the round before.')).toBeTruthy();
  });

  it('leaves out a source that gave nothing, so the streak bonus and the total fit a phone', () => {
    const logsAndStreak = {
      ...progress,
      total: points(90, 0, 0, 10),
      rounds: [
        { id: 'r1', name: 'Week 1', startsOn: '2026-10-20', endsOn: '2026-12-20', ...points(90, 0, 0, 10) },
      ],
      outsideRounds: points(0),
    };
    renderWithProviders(<PointsBySource progress={logsAndStreak} level={2} />);
    const table = screen.getByRole('table', { name: 'Points by source' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Round', 'Total', 'Behaviours', 'Streak bonus']);
    expect(
      within(within(table).getByRole('row', { name: /^Week 1/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100', '90', '10']);
  });

  it('says each day’s state in words, marks today, and steps through the game’s months', async () => {
    renderWithProviders(<DaysLoggedCalendar progress={progress} level={2} />);
    expect(screen.getByText('3 days logged in this game.')).toBeTruthy();
    const today = document.querySelector('td[aria-current="date"]');
    expect(today?.textContent).toContain('Tuesday, November 24, 2026, logged, 1 log, today');
    expect(screen.getByText('Monday, November 23, 2026, logged, 2 logs')).toBeTruthy();
    expect(screen.getByText('Sunday, November 22, 2026, not logged')).toBeTruthy();

    const previous = screen.getByRole('button', { name: 'Previous month' });
    await userEvent.click(previous);
    expect(screen.getByText('October 2026')).toBeTruthy();
    expect(screen.getByText('Friday, October 30, 2026, logged, 1 log')).toBeTruthy();
    expect(screen.getByText('Monday, October 19, 2026, not a game day')).toBeTruthy();
    // The game starts in October: no step further back, and focus stays on the button.
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous);
    expect(screen.getByText('October 2026')).toBeTruthy();
    expect(document.activeElement).toBe(previous);
  });
});
