import type { TPublicGame, TPublicLeaderboard } from '@rally/contracts/public';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { mockApi, renderApp } from '../../../test/render.tsx';

const PUBLIC_ID = 'R2FtZS1wYWdlLWxpdmU';

const heading = {
  name: 'Spring Into Health',
  companyName: 'Acme Corporation',
  phase: 'running' as const,
  startDate: '2026-11-03',
  endDate: '2026-12-29',
  timezone: 'Europe/Berlin',
  teamRanking: 'total' as const,
};
const team = (score: number) => ({ name: 'Trailblazers', color: '#228be6', rank: 1, score, members: 2 });
const game = (score: number): TPublicGame => ({
  ...heading,
  description: '',
  teams: [team(score)],
  charities: [],
});
const snapshot = (score: number): TPublicLeaderboard => ({
  ...heading,
  teams: [team(score)],
  individuals: null,
  players: 2,
  charities: [],
});

describe('the public game page', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('follows the game live: a new log shows without a reload', async () => {
    let points = 300;
    mockApi(({ path }) =>
      path === `/public/games/${PUBLIC_ID}`
        ? { body: game(points) }
        : { status: 404, body: { code: 'NOT_FOUND', messageCode: 'public.notFound', message: 'none' } },
    );
    renderApp(`/${PUBLIC_ID}`);

    expect(await screen.findByText('300 points · 2 players')).toBeTruthy();
    const stream = FakeEventSource.opened[0];
    expect(stream?.url).toBe(`/api/public/leaderboard/${PUBLIC_ID}/events`);
    act(() => {
      stream?.emit('open');
      stream?.emit('snapshot', snapshot(300));
    });
    expect(await screen.findByText('Live')).toBeTruthy();
    // A player logs: the stream sends the changed standings and the page reads the game again.
    points = 310;
    act(() => stream?.emit('snapshot', snapshot(310)));
    expect(await screen.findByText('310 points · 2 players')).toBeTruthy();
  });
});
