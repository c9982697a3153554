import type { TPlayerBadges } from '@rally/contracts/badges';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { EarnedBadges } from './earned-badges.tsx';

const GAME = '01900000-0000-7000-8000-000000000001';
const USER = '01900000-0000-7000-8000-000000000002';
const badge = (id: string, name: string | null, earnedAt: string | null, reason: string | null = null) => ({
  badge: {
    id,
    rule: { kind: name ? 'manual' : 'firstLog', params: {} },
    name,
    description: null,
    icon: null,
    subject: null,
  },
  earnedAt,
  reason,
  progress: earnedAt ? 1 : 0,
  goal: 1,
});

const asked: string[] = [];
const serve = (body: TPlayerBadges) =>
  mockApi(({ path }) => {
    asked.push(path);
    return path === `/game/${GAME}/badges/players/${USER}` ? { body } : NOT_FOUND_REPLY;
  });

describe('a player’s badges on their progress and profile', () => {
  it('lists the badges earned with when and why, and how many of the game’s', async () => {
    signInAs('company_admin');
    serve({
      data: [
        badge('01900000-0000-7000-8000-0000000000b1', null, '2026-11-20T08:00:00.000Z'),
        badge(
          '01900000-0000-7000-8000-0000000000b2',
          'Team spirit',
          '2026-11-21T08:00:00.000Z',
          'Led the walk.',
        ),
        badge('01900000-0000-7000-8000-0000000000b3', 'Later', null),
      ] as TPlayerBadges['data'],
    });
    renderWithProviders(<EarnedBadges gameId={GAME} userId={USER} level={3} />);
    const section = await screen.findByRole('region', { name: 'Badges' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Badges' })).toBeTruthy();
    expect(within(section).getByText('2 of 3 badges earned')).toBeTruthy();
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['First step', 'Team spirit']);
    expect(within(section).getByText('Given by an organiser: Led the walk.')).toBeTruthy();
    expect(within(section).getAllByText(/^Earned on /)).toHaveLength(2);
  });

  it('shows nothing for a game without badges', async () => {
    signInAs('player');
    serve({ data: [] });
    asked.length = 0;
    renderWithProviders(<EarnedBadges gameId={GAME} userId={USER} level={2} />);
    await waitFor(() => expect(asked).toContain(`/game/${GAME}/badges/players/${USER}`));
    expect(screen.queryByRole('region', { name: 'Badges' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Badges' })).toBeNull();
  });
});
