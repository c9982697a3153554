import type { TStreaks } from '@rally/contracts/streaks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { StreakCard } from './streak-card.tsx';

const GAME = '01900000-0000-7000-8000-000000000001';
const USER = '01900000-0000-7000-8000-000000000002';
const streaks = (over: Partial<TStreaks>): TStreaks => ({
  gameId: GAME,
  userId: USER,
  timezone: 'Europe/Berlin',
  today: '2026-11-20', // a Friday
  current: 5,
  longest: 8,
  loggedToday: false,
  todayOpen: true,
  freezesLeft: 1,
  weekdays: [1, 2, 3, 4, 5],
  behaviours: [],
  ...over,
});

const show = async (s: TStreaks) => {
  mockApi(({ path }) => (path === `/game/${GAME}/players/${USER}/streaks` ? { body: s } : { status: 404 }));
  renderWithProviders(<StreakCard gameId={GAME} userId={USER} />);
  return screen.findByRole('region', { name: 'Your streak' });
};

describe("the player's streak card", () => {
  it('asks to log today to keep a streak, with the longest and the freezes left', async () => {
    const card = await show(streaks({}));
    expectShown(card);
    expect(card.textContent).toContain('5days in a row');
    expectShown(screen.getByText('Log today to keep your 5-day streak.'));
    expectShown(screen.getByText('Longest: 8 days · 1 freeze day left this round'));
  });

  it('says when today is logged', async () => {
    await show(streaks({ loggedToday: true, todayOpen: false, current: 6 }));
    expectShown(screen.getByText('Logged today: your streak is safe.'));
  });

  it('invites to start a streak at 0', async () => {
    const card = await show(streaks({ current: 0, freezesLeft: 0 }));
    expect(card.textContent).toContain('0days in a row');
    expectShown(screen.getByText('Log today to start a streak.'));
  });

  it('calls a weekend of a workday game a rest day', async () => {
    await show(streaks({ today: '2026-11-21', todayOpen: false }));
    expectShown(screen.getByText('Today does not count for streaks: your streak is safe.'));
  });
});
