import type { TPublicGame, TPublicLeaderboard } from '@rally/contracts/public';
import type { TPublicSetTime, TPublicSetTimes } from '@rally/contracts/set-times';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as scores from '../../../lib/format-score.ts';
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
  afterEach(() => vi.restoreAllMocks());

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

  it('shows the stream going live without drawing the page again: on a phone that was one long task', async () => {
    const noRounds: TPublicSetTimes = { current: null, settimes: [], currentBoard: null };
    mockApi(({ path }) => ({ body: path === `/public/games/${PUBLIC_ID}` ? game(300) : noRounds }));
    // Each draw of the teams writes their scores: how often the page was drawn.
    const drawn = vi.spyOn(scores, 'formatScore');
    renderApp(`/${PUBLIC_ID}`);
    expect(await screen.findByText('300 points · 2 players')).toBeTruthy();
    const draws = drawn.mock.calls.length;

    act(() => FakeEventSource.opened[0]?.emit('open'));
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(drawn.mock.calls.length).toBe(draws);
  });

  it('draws the teams, the running round and the charities at once: nothing below moves as the round arrives', async () => {
    const round: TPublicSetTime = {
      id: 'round-1',
      name: 'Week 1',
      startDate: '2026-11-03',
      endDate: '2026-11-09',
      position: 1,
      status: 'running',
      closesAt: '2026-11-10T23:00:00.000Z',
      closedAt: null,
      reopenedAt: null,
      reopenedByName: null,
    };
    const rounds: TPublicSetTimes = {
      current: round,
      settimes: [round],
      currentBoard: {
        setTime: round,
        frozen: false,
        frozenAt: null,
        teamRanking: 'total',
        teams: [{ name: 'Round Runners', color: '#228be6', rank: 1, score: 40, points: 40, members: 2 }],
        players: 2,
        individuals: false,
        top: [],
        me: null,
      },
    };
    let answerRounds: (() => void) | undefined;
    const roundsAnswered = new Promise<void>((resolve) => {
      answerRounds = resolve;
    });
    const fetched = mockApi(async ({ path }) => {
      if (path === `/public/games/${PUBLIC_ID}`) {
        return {
          body: {
            ...game(300),
            charities: [
              {
                name: 'Clean Water Now',
                pledgePerPoint: 1,
                cap: null,
                currency: 'EUR',
                raised: 50,
                capReached: false,
              },
            ],
          },
        };
      }
      if (path === `/public/settimes/${PUBLIC_ID}`) {
        await roundsAnswered;
        return { body: rounds };
      }
      return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'public.notFound', message: 'none' } };
    });
    renderApp(`/${PUBLIC_ID}`);

    // The game answered, its rounds not yet: the page waits rather than draw the charities where
    // the round board will push them from.
    await vi.waitFor(() => expect(fetched.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Clean Water Now')).toBeNull();
    act(() => answerRounds?.());

    expect(await screen.findByText('Round Runners')).toBeTruthy();
    expect(screen.getByText('Clean Water Now')).toBeTruthy();
    expect(screen.getByText('300 points · 2 players')).toBeTruthy();
    // The running round's board came with the rounds: not asked for on its own.
    const asked = fetched.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked.filter((path) => path.includes('/settimeresults/'))).toEqual([]);
  });
});
