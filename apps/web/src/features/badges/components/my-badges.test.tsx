import type { TPlayerBadges } from '@rally/contracts/badges';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs, userOf } from '../../../test/render.tsx';

const GAME = '01900000-0000-7000-8000-000000000001';
const player = userOf('player');

const badges: TPlayerBadges = {
  data: [
    {
      badge: {
        id: '01900000-0000-7000-8000-0000000000b1',
        rule: { kind: 'firstLog', params: {} },
        name: null,
        description: null,
        icon: null,
        subject: null,
      },
      earnedAt: '2026-11-20T08:00:00.000Z',
      reason: null,
      progress: 1,
      goal: 1,
    },
    {
      badge: {
        id: '01900000-0000-7000-8000-0000000000b2',
        rule: { kind: 'behaviourLogs', params: { behaviourId: GAME, count: 10 } },
        name: 'Stair master',
        description: null,
        icon: 'flame',
        subject: 'Took the stairs',
      },
      earnedAt: null,
      reason: null,
      progress: 4,
      goal: 10,
    },
  ],
};

describe("the player's badges", () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    localStorage.clear();
  });

  it('celebrates a badge newly earned once, lists it, and shows the next with progress', async () => {
    signInAs('player', player);
    mockApi(async ({ path }) => {
      if (path === '/auth/me') return { body: meOf('player') };
      if (path.startsWith('/user/competition/group/'))
        return {
          body: [
            {
              competitionId: GAME,
              competitionName: 'Spring Into Health',
              phase: 'finished',
              startDate: '2026-11-03',
              endDate: '2026-11-19',
              groupId: 'team-1',
              groupName: 'Trailblazers',
              points: 120,
              rank: 2,
              players: 8,
              groupRank: 1,
              groups: 2,
            },
          ],
        };
      if (path.startsWith(`/game/${GAME}/badges/players/`)) return { body: badges };
      return NOT_FOUND_REPLY;
    });
    renderApp(`/play/${GAME}`);

    const card = (await screen.findByRole('heading', { name: 'Badges' })).closest('section') as HTMLElement;
    const earned = await within(card).findByRole('list', { name: 'Earned badges' });
    expect(within(earned).getByText('First step')).toBeTruthy();
    expect(within(card).getByText('You earned the badge “First step”!')).toBeTruthy();
    expect(within(card).getByText('Log Took the stairs 10 times.')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Stair master: 4 of 10' })).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Great!' }));
    expect(within(card).queryByText('You earned the badge “First step”!')).toBeNull();
    expect(localStorage.getItem(`rally.badgesSeen.${GAME}.${player.id}`)).toBe('2026-11-20T08:00:00.000Z');
  });
});
